/**
 * Removes strips nobody should see any more: an upload no letter claimed within
 * STRIP_UNUSED_HOURS (an uploaded strip without a letter is temporary), and the strip of a
 * deleted letter whose files could not be removed at once. At start it also removes files
 * that have no record at all (uploads from before records existed, a display copy whose strip
 * is gone) once they are as old. A strip's files are its PNG and its WebP display copy.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../stores/blobs.js';
import type { StripFiles } from '../stores/strip-files.js';
import { stripKey, stripOfFile, STRIPS_FOLDER } from '../stores/strip-files.js';
import type { StripRecords } from '../stores/strips.js';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

export interface StripSweeper {
  /** Removes expired strips; resolves how many. */
  sweep(): Promise<number>;
  /** Removes old files without a record; resolves how many. */
  sweepUnrecordedFiles(): Promise<number>;
}

export function createStripSweeper(deps: {
  strips: StripRecords;
  files: StripFiles;
  blobs: BlobStore;
  unusedMs: number;
  now?: () => number;
  log: Pick<FastifyBaseLogger, 'info'>;
}): StripSweeper {
  const now = deps.now ?? Date.now;
  return {
    async sweep() {
      let removed = 0;
      for (;;) {
        const names = await deps.strips.expired(now() - deps.unusedMs, BATCH);
        for (const name of names) await deps.files.remove(name);
        removed += names.length;
        if (names.length < BATCH) break;
      }
      if (removed > 0) deps.log.info({ removed }, 'removed unused strips');
      return removed;
    },

    async sweepUnrecordedFiles() {
      const before = now() - deps.unusedMs;
      let removed = 0;
      for await (const file of deps.blobs.list(STRIPS_FOLDER)) {
        if (file.modifiedAt >= before) continue;
        // A display copy lives as long as its strip's record; any other file by its own name.
        if (await deps.strips.has(stripOfFile(file.name) ?? file.name)) continue;
        await deps.blobs.delete(stripKey(file.name));
        removed += 1;
      }
      if (removed > 0) deps.log.info({ removed }, 'removed strip files without a record');
      return removed;
    },
  };
}
