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
}

/** A letter as read back, with the record of the strip it owns. */
export interface ReadLetter extends StoredLetter {
  /** Null for a letter from before ownership that shows another letter's strip. */
  strip: RecordedStrip | null;
}

/** What storing a letter came to: its strip must be uploaded and not claimed by a letter yet. */
export type CreateLetterOutcome = 'created' | 'strip_in_use' | 'unknown_strip';

export interface LetterStore {
  /**
   * Stores a letter and makes it the owner of the strip `stripName`, in one transaction:
   * nothing is stored unless the strip was uploaded and no letter claimed it yet. The promise
   * resolves once the letter is durable on disk.
   */
  create(id: string, letter: StoredLetter, stripName: string): Promise<CreateLetterOutcome>;
  get(id: string): Promise<ReadLetter | null>;
  /**
   * Removes a letter, and marks the strip it owns as being removed (no letter can claim it
   * any more; the sweep removes it if the caller does not get to it). Resolves null when there
   * was no letter with this id, else the name of the strip it owned (null for a letter from
   * before ownership that showed another letter's strip). In the same transaction it leaves a
   * tombstone of the id (its hash and the time, nothing of the letter).
   */
  delete(id: string): Promise<{ ownedStrip: string | null } | null>;
  /** Whether a letter with this id was stored and then deleted (its tombstone is kept). */
  wasDeleted(id: string): Promise<boolean>;
}
