/** Letters visitors share, behind a small interface (SQLite or PostgreSQL). */
import type { RecordedStrip } from './strips.js';

export interface StoredLetter {
  message: string;
  /** The strip's path on this server (`/strips/<name>`); made absolute when read. */
  imageUrl: string;
  /** SHA-256 of the delete token, as hex; null for letters made before tokens existed. */
  deleteTokenHash: string | null;
  /** The shared event it was written at, if any (only stored, never read back). */
  eventId?: string;
  /** Together mode: who made the strip (names, in order); absent for one person's letter. */
  from?: string[];
}

/** A letter as read back, with the record of the strip it owns. */
export interface ReadLetter extends StoredLetter {
  /** Null for a letter from before ownership that shows another letter's strip. */
  strip: RecordedStrip | null;
  /** The living strip's video it owns (its file name in `videos/`), or null. */
  videoName: string | null;
}

/** What storing a letter came to: its strip must be uploaded and not claimed by a letter yet. */
export type CreateLetterOutcome =
  'created' | 'strip_in_use' | 'unknown_strip' | 'video_in_use' | 'unknown_video';

/** What a deleted letter owned: its files are the caller's to remove (they are marked removing). */
export interface DeletedLetter {
  ownedStrip: string | null;
  ownedVideo: string | null;
}

export interface LetterStore {
  /**
   * Stores a letter and makes it the owner of the strip `stripName` (and of the video
   * `videoName`, when given), in one transaction: nothing is stored unless each was uploaded
   * and no letter claimed it yet. The promise resolves once the letter is durable on disk.
   */
  create(
    id: string,
    letter: StoredLetter,
    stripName: string,
    videoName?: string,
  ): Promise<CreateLetterOutcome>;
  get(id: string): Promise<ReadLetter | null>;
  /**
   * Removes a letter, and marks the strip it owns as being removed (no letter can claim it
   * any more; the sweep removes it if the caller does not get to it). Resolves null when there
   * was no letter with this id, else the name of the strip it owned (null for a letter from
   * before ownership that showed another letter's strip) and of its video (marked too). In the same transaction it leaves a
   * tombstone of the id (its hash and the time, nothing of the letter).
   */
  delete(id: string): Promise<DeletedLetter | null>;
  /** Whether a letter with this id was stored and then deleted (its tombstone is kept). */
  wasDeleted(id: string): Promise<boolean>;
}
