/**
 * Removes videos nobody should see any more, as strip-sweeper.ts does for strips: an upload no
 * letter claimed within STRIP_UNUSED_HOURS, and the video of a deleted letter whose file could
 * not be removed at once. At start it also removes files of the videos folder that have no
 * record (a crash between the file and a failed record's removal) once they are as old.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../stores/blobs.js';
import type { VideoRecords } from '../stores/videos.js';
import { videoKey, VIDEOS_FOLDER } from './addresses.js';
import type { VideoFiles } from './videos.js';

const BATCH = 500;

export interface VideoSweeper {
  /** Removes expired videos; resolves how many. */
  sweep(): Promise<number>;
  /** Removes old files without a record; resolves how many. */
  sweepUnrecordedFiles(): Promise<number>;
}

export function createVideoSweeper(deps: {
  records: VideoRecords;
  files: VideoFiles;
  blobs: BlobStore;
  unusedMs: number;
  now?: () => number;
  log: Pick<FastifyBaseLogger, 'info'>;
}): VideoSweeper {
  const now = deps.now ?? Date.now;
  return {
    async sweep() {
      let removed = 0;
      for (;;) {
        const names = await deps.records.expired(now() - deps.unusedMs, BATCH);
        for (const name of names) await deps.files.remove(name);
        removed += names.length;
        if (names.length < BATCH) break;
      }
      if (removed > 0) deps.log.info({ removed }, 'removed unused videos');
      return removed;
    },

    async sweepUnrecordedFiles() {
      const before = now() - deps.unusedMs;
      let removed = 0;
      for await (const file of deps.blobs.list(VIDEOS_FOLDER)) {
        if (file.modifiedAt >= before || (await deps.records.has(file.name))) continue;
        await deps.blobs.delete(videoKey(file.name));
        removed += 1;
      }
      if (removed > 0) deps.log.info({ removed }, 'removed video files without a record');
      return removed;
    },
  };
}
