/**
 * Living-strip video files: the record of each upload (which letter owns it) and its file in
 * the blob store under `videos/`, kept in step as strips.ts keeps strips. A video is refused,
 * with nothing written, while the disk is down to its free-space floor or while the videos no
 * letter claimed hold their whole quota (the same size as the strips' quota, counted apart).
 */
import type { BlobStore } from '../stores/blobs.js';
import type { VideoRecords } from '../stores/videos.js';
import { newVideoName, videoKey } from './addresses.js';
import { ServiceError } from './service-errors.js';
import type { CheckedVideo } from './video-check.js';
import { checkClaim, newClaimToken, type ClaimCheck } from './upload-claims.js';

/** A new random name that already exists is tried again this often before giving up. */
const NAME_ATTEMPTS = 3;

/** A stored video: its name, and the proof of its upload for its uploader (upload-claims.ts). */
export interface SavedVideo {
  name: string;
  claimToken: string;
}

export interface VideoFiles {
  /**
   * Records and stores a checked video under a new name; resolves the name and its claim token.
   * Rejects with `storage_full` (the quota) or `disk_full` (the floor) when there is no room.
   */
  save(bytes: Buffer, video: CheckedVideo): Promise<SavedVideo>;
  /** Removes the file, then the record: a record outliving its file is harmless, not the reverse. */
  remove(name: string): Promise<void>;
  /** Whether `claimToken` is the one the upload of video `name` answered. */
  checkClaim(name: string, claimToken: string | undefined): Promise<ClaimCheck>;
}

export interface VideoFilesDeps {
  blobs: BlobStore;
  records: VideoRecords;
  /** The quota of videos no letter claimed, in bytes. */
  maxUnclaimedBytes: number;
  /** Free bytes where the files go; undefined for a bucket, whose room we cannot see. */
  freeBytes?: (() => Promise<number>) | undefined;
  /** Below this much free space (after the video), nothing more is stored. */
  minFreeBytes: number;
  now?: () => number;
}

export function createVideoFiles(deps: VideoFilesDeps): VideoFiles {
  const now = deps.now ?? Date.now;
  return {
    async save(bytes, video) {
      if (deps.freeBytes && (await deps.freeBytes()) - bytes.length < deps.minFreeBytes) {
        throw new ServiceError('disk_full');
      }
      const claim = newClaimToken();
      const facts = {
        bytes: bytes.length,
        width: video.width,
        height: video.height,
        claimHash: claim.hash,
      };
      for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
        const name = newVideoName(video.type, now());
        // The record first: a crash between the two leaves a record without a file, which
        // the sweep forgets, never a file nobody knows about.
        if (!(await deps.records.add(name, now(), facts, deps.maxUnclaimedBytes))) {
          throw new ServiceError('storage_full');
        }
        let stored: boolean;
        try {
          stored = await deps.blobs.put(videoKey(name), bytes);
        } catch (error) {
          await deps.records.remove(name).catch(() => undefined);
          throw error;
        }
        if (stored) return { name, claimToken: claim.token };
        await deps.records.remove(name);
      }
      throw new Error(`${NAME_ATTEMPTS} new random video names all existed`);
    },

    async remove(name) {
      await deps.blobs.delete(videoKey(name));
      await deps.records.remove(name);
    },

    checkClaim: async (name, claimToken) =>
      checkClaim(await deps.records.claimOf(name), claimToken),
  };
}
