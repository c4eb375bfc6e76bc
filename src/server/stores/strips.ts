/** The record of uploaded strips (which letter owns each), behind a small interface. */

/** The formats a strip's display copy may have: its name is the strip's with this extension. */
export type StripDisplayFormat = 'webp';

/** What an upload's record keeps of its image. */
export interface StripImage {
  /** The PNG's size in pixels. */
  width: number;
  height: number;
  /** The display copy stored beside the PNG, or null when none could be made. */
  display: StripDisplayFormat | null;
  /** The bytes of its files (the PNG and its display copy); unknown for older strips. */
  bytes?: number;
  /** SHA-256 of the upload's claim token (services/upload-claims.ts); none for older strips. */
  claimHash?: string;
}

/** What a claim is checked against: the hash kept with an upload (null for older uploads). */
export interface UploadClaim {
  claimHash: string | null;
}

/** An unclaimed strip as the quota sees it. */
export interface UnclaimedStrip {
  name: string;
  /** 0 for strips uploaded before sizes were counted. */
  bytes: number;
}

/**
 * A strip's record as a letter reads it: strips recorded before sizes were (migration 005) have
 * no size and no display copy.
 */
export interface RecordedStrip {
  name: string;
  width: number | null;
  height: number | null;
  display: StripDisplayFormat | null;
}

export interface StripRecords {
  /**
   * Records a new upload, before its files are written. With `maxUnclaimedBytes`, only while
   * the strips no letter claimed, this one included, hold no more bytes than that: resolves
   * false, recording nothing, past it. One statement checks and records, so instances sharing
   * the database agree; uploads recorded at the same instant may pass it by their own size.
   * With `eventId`, the strip is the shared event's: kept until the event ends, outside the
   * quota and the unclaimed strips' expiry (the event's budget bounds it instead).
   */
  add(
    name: string,
    uploadedAt: number,
    image: StripImage,
    maxUnclaimedBytes?: number,
    eventId?: string,
  ): Promise<boolean>;
  /** The bytes of all strips no letter claimed (an event's strips aside). */
  unclaimedBytes(): Promise<number>;
  /** Unclaimed strips of no event uploaded before `before`, not being removed, oldest first. */
  oldestUnclaimed(before: number, limit: number): Promise<UnclaimedStrip[]>;
  /**
   * Marks an unclaimed strip as being removed, so that no letter can claim it any more;
   * false when a letter claimed it first (or it is gone, or already being removed).
   */
  markRemoving(name: string): Promise<boolean>;
  /** Names to remove: unclaimed strips of no event uploaded before `before`, and those marked removing. */
  expired(before: number, limit: number): Promise<string[]>;
  has(name: string): Promise<boolean>;
  /** The claim hash kept with the strip's record; null when no strip of that name is recorded. */
  claimOf(name: string): Promise<UploadClaim | null>;
  /** Forgets a strip whose files are gone. */
  remove(name: string): Promise<void>;
}
