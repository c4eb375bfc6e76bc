/** The record of uploaded living-strip videos (which letter owns each), behind a small interface. */
import type { UploadClaim } from './strips.js';

/** What an upload's record keeps of its video. */
export interface VideoFacts {
  bytes: number;
  width: number;
  height: number;
  /** SHA-256 of the upload's claim token (services/upload-claims.ts). */
  claimHash?: string;
}

export interface VideoRecords {
  /**
   * Records a new upload, before its file is written. With `maxUnclaimedBytes`, only while the
   * videos no letter claimed, this one included, hold no more bytes than that: resolves false,
   * recording nothing, past it (one statement checks and records, as StripRecords.add).
   */
  add(
    name: string,
    uploadedAt: number,
    video: VideoFacts,
    maxUnclaimedBytes?: number,
  ): Promise<boolean>;
  /** Names to remove: unclaimed videos uploaded before `before`, and those marked removing. */
  expired(before: number, limit: number): Promise<string[]>;
  has(name: string): Promise<boolean>;
  /** The claim hash kept with the video's record; null when no video of that name is recorded. */
  claimOf(name: string): Promise<UploadClaim | null>;
  /** Forgets a video whose file is gone. */
  remove(name: string): Promise<void>;
}
