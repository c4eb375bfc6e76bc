/** The record of uploaded living-strip videos (which letter owns each), behind a small interface. */

/** What an upload's record keeps of its video. */
export interface VideoFacts {
  bytes: number;
  width: number;
  height: number;
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
  /** Forgets a video whose file is gone. */
  remove(name: string): Promise<void>;
}
