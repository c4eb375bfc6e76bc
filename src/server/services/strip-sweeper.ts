/**
 * Removes strips nobody should see any more: an upload no letter claimed within
 * STRIP_UNUSED_HOURS (an uploaded strip without a letter is temporary), and the strip of a
 * deleted letter whose files could not be removed at once. At start it also removes files
 * that have no record at all (uploads from before records existed, a display copy whose strip
 * is gone) once they are as old. A strip's files are its PNG and its WebP display copy.
 *
 * Strips no letter claimed also count against a quota (UNCLAIMED_STRIPS_MAX_MB): above
 * PRESSURE_SHARE of it, they expire sooner, the oldest first, once an hour old, until the
 * total is back under that share. An hour leaves a guest time to send the letter or download
 * the strip by its QR code; what a stranger uploaded to fill the disk goes first.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../stores/blobs.js';
import type { StripFiles } from './strips.js';
import { stripKey, stripOfFile, STRIPS_FOLDER } from './addresses.js';
import type { StripRecords } from '../stores/strips.js';

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;
/** Above this share of the quota, unclaimed strips expire sooner. */
export const PRESSURE_SHARE = 0.75;
/** Under pressure, an unclaimed strip is kept at least this long after its upload. */
export const PRESSURE_MIN_AGE_MS = 60 * 60 * 1000;

export interface StripSweeper {
  /** Removes expired strips, then relieves the quota's pressure; resolves how many. */
  sweep(): Promise<number>;
  /**
   * When unclaimed strips hold more than PRESSURE_SHARE of the quota, removes the oldest of
   * those older than PRESSURE_MIN_AGE_MS until they hold no more; resolves how many.
   */
  relievePressure(): Promise<number>;
  /** Removes old files without a record; resolves how many. */
  sweepUnrecordedFiles(): Promise<number>;
}

export function createStripSweeper(deps: {
  strips: StripRecords;
  files: StripFiles;
  blobs: BlobStore;
  unusedMs: number;
  /** The quota of unclaimed strips; none when unset. */
  maxUnclaimedBytes?: number;
  now?: () => number;
  log: Pick<FastifyBaseLogger, 'info'>;
}): StripSweeper {
  const now = deps.now ?? Date.now;

  async function relievePressure(): Promise<number> {
    if (deps.maxUnclaimedBytes === undefined) return 0;
    const target = deps.maxUnclaimedBytes * PRESSURE_SHARE;
    let total = await deps.strips.unclaimedBytes();
    let removed = 0;
    while (total > target) {
      const oldest = await deps.strips.oldestUnclaimed(now() - PRESSURE_MIN_AGE_MS, BATCH);
      for (const strip of oldest) {
        if (total <= target) break;
        // A letter may claim it meanwhile: then it is the letter's, and stays.
        if (!(await deps.strips.markRemoving(strip.name))) continue;
        await deps.files.remove(strip.name);
        total -= strip.bytes;
        removed += 1;
      }
      if (oldest.length < BATCH) break;
    }
    if (removed > 0) {
      deps.log.info({ removed }, 'removed unused strips early: their quota is nearly full');
    }
    return removed;
  }

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
      return removed + (await relievePressure());
    },

    relievePressure,

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
