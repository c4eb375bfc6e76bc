/** The rooms of together mode (model/together.ts) as rows, behind a small interface. */

export interface RoomRecord {
  id: string;
  layout: number;
  day: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  closed: boolean;
}

export interface NewParticipant {
  id: string;
  /** SHA-256 of the token, hex: never the token. */
  tokenHash: string;
  name: string;
  colour: string;
  /** Who joins from where, hashed with the room (RoomParticipantsTable.address_key); null: unknown. */
  addressKey: string | null;
}

export interface ParticipantRecord {
  id: string;
  name: string;
  colour: string;
  host: boolean;
  joinedOrder: number;
  /** The last sign of life of a socket (ms since the epoch), null when none is open. */
  lastSeen: number | null;
}

export interface PhotoRecord {
  pose: number;
  version: number;
  by: string;
  blobKey: string;
}

export type JoinOutcome =
  | 'joined'
  | 'not_found'
  | 'closed'
  | 'full'
  | 'colour_taken'
  /** Someone present has the same name (model/label-text.ts labelKey). */
  | 'name_taken'
  /**
   * The address is one a removed participant joined from, and nobody present joined from it:
   * the removed person coming back through the link.
   */
  | 'removed';

/** How much smaller a merge is than the rows it replaces, in bytes. */
export interface ShareScale {
  from: number;
  to: number;
}

/** Who sent an update, its bytes, and how many bytes of updates they may have stored in all. */
export interface UpdateCharge {
  participant: string;
  bytes: number;
  share: number;
}

export interface RoomStore {
  /** A new room with its creator as the host. */
  create(room: Omit<RoomRecord, 'closed'>, host: NewParticipant): Promise<void>;
  /**
   * Adds a participant while the room is open, its address is not one only removed people
   * joined from, it has fewer than `maxPeople` present and nobody present wears `colour` or has
   * the same name (checked and added under the room's row lock: no race lets a 7th in).
   */
  join(room: string, participant: NewParticipant, maxPeople: number): Promise<JoinOutcome>;
  room(id: string): Promise<RoomRecord | null>;
  /** Those present (not removed), in joining order. */
  participants(room: string): Promise<ParticipantRecord[]>;
  /** Who holds the token with this hash in this room, unless removed. */
  byTokenHash(room: string, tokenHash: string): Promise<ParticipantRecord | null>;
  seen(room: string, participant: string, at: number | null): Promise<void>;
  /** Marks a present, non-host participant removed; false when there was none to remove. */
  remove(room: string, participant: string): Promise<boolean>;
  /** The current photo of each pose. */
  photos(room: string): Promise<PhotoRecord[]>;
  photo(room: string, pose: number): Promise<PhotoRecord | null>;
  /**
   * Records a pose's new photo (version one more than the last) while the room is open; null
   * when it is not. `replaced` is the previous photo's key, for the caller to delete.
   */
  putPhoto(
    room: string,
    pose: number,
    by: string,
    blobKey: string,
  ): Promise<{ version: number; replaced: string | null } | null>;
  /** The document's updates in order (base64). */
  updates(room: string): Promise<{ seq: number; update: string }[]>;
  /** How many updates the room holds, and their base64 characters together. */
  updateStats(room: string): Promise<{ rows: number; chars: number }>;
  /**
   * Appends an update while the room is open; false when it is not. With a `charge`, the
   * update's bytes are added to its sender's (under the room's lock, with the update), unless
   * that would take them past `share`: then nothing is stored and the answer is 'share_full'.
   */
  appendUpdate(
    room: string,
    update: string,
    charge?: UpdateCharge,
  ): Promise<boolean | 'share_full'>;
  /**
   * Replaces the updates up to `upToSeq` with one (their merge), in one transaction. With
   * `shrunk`, every participant's charge is scaled by `to / from` (the merge's bytes over the
   * rows' bytes) in the same transaction.
   */
  compact(room: string, upToSeq: number, merged: string, shrunk?: ShareScale): Promise<void>;
  /**
   * Ends the room: no more joins, photos or updates. With `letter` (the id of the letter its
   * strip went out as), the first close of an open room keeps it with the room, and with it
   * the token hashes of those present, who alone are told it later (endedLetter).
   */
  close(room: string, letter?: string): Promise<void>;
  /** The letter kept with the ended room, if `tokenHash` was present's when it ended; else null. */
  endedLetter(room: string, tokenHash: string): Promise<string | null>;
  /** Keeps the host's last countdown (JSON text), replacing the one before. */
  setCountdown(room: string, countdown: string): Promise<void>;
  /** The last countdown kept (JSON text), or null. */
  countdown(room: string): Promise<string | null>;
  /** Rooms still holding something that ended or were created before `before`. */
  toPurge(before: number, limit: number): Promise<string[]>;
  /** The photos' keys of a room (to delete the blobs before the rows). */
  photoKeys(room: string): Promise<string[]>;
  /** Deletes participants, photos and updates; the room's row stays, closed and purged. */
  purge(room: string): Promise<void>;
  /** Deletes the tombstones of rooms created before `before`; answers how many. */
  forget(before: number): Promise<number>;
}
