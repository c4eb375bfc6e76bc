/**
 * A phone's connection to its room (model/together.ts), shared by features/together (join,
 * lobby, shoot) and the editor in together mode. One per room per page: it keeps the socket
 * open (reconnecting with backoff after a drop, catching up on what it missed both ways), the
 * clock offset to the server, the shared Yjs document and the presence of the others.
 */
import type * as Y from 'yjs';
import type {
  Participant,
  RoomPhoto,
  RoomRefusal,
  RoomState,
  Selection,
} from '../../../model/together.js';

export type RoomStatus =
  | 'connecting'
  | 'open'
  /** Dropped; reconnecting. Changes made meanwhile are kept and sent on reconnect. */
  | 'offline'
  /** The host removed this phone. */
  | 'removed'
  /** The room ended (its strip went out, or 24 hours passed). */
  | 'closed'
  /** The room or this phone's place in it is not there (bad link, token lost). */
  | 'gone';

export interface RoomSnapshot {
  readonly status: RoomStatus;
  /** Null until the first welcome. */
  readonly room: RoomState | null;
  readonly you: string;
  readonly participants: readonly Participant[];
  /** Each other participant's selection. */
  readonly presence: ReadonlyMap<string, Selection>;
  /** The shared countdown under way: the local time (Date.now() scale) its shutters fire. */
  readonly countdown: {
    readonly poses: readonly (string | null)[];
    readonly shootAtLocal: number;
  } | null;
  /** Server time minus local time, ms (best of the pings so far); 0 until measured. */
  readonly clockOffset: number;
  /** Who ended the room, when status is 'closed' by a letter. */
  readonly closedBy: string | null;
  /** The id of the letter that ended it, when its sender shared it with the room. */
  readonly closedLetter?: string | null;
  /**
   * The server's last refusal of a message of this phone (e.g. a countdown naming someone who
   * left: unknown_participant), with its message for people; a new object for each refusal.
   */
  readonly refusal?: { readonly code: RoomRefusal; readonly error: string } | null;
}

export interface RoomConnection {
  readonly roomId: string;
  readonly doc: Y.Doc;
  /** Undoes this phone's own changes only (its origin). */
  readonly undoManager: Y.UndoManager;
  /** The origin this phone's transactions carry. */
  readonly origin: object;
  snapshot(): RoomSnapshot;
  subscribe(listener: () => void): () => void;
  setSelection(selection: Selection): void;
  /** Host only: starts the shared countdown. */
  startCountdown(poses: readonly (string | null)[]): void;
  /** Host only. */
  remove(participant: string): void;
  uploadPhoto(pose: number, photo: Blob): Promise<RoomPhoto>;
  /** The photo's address (GET, cacheable by version). */
  photoUrl(photo: RoomPhoto): string;
  /**
   * Ends the room for everyone (after the letter went out); `letter`, that letter's id with its
   * delete token (the proof this phone sent it), is shared with them so each phone can open it.
   * A letter the server refuses to pass on leaves the room to end without one.
   */
  end(letter?: { id: string; deleteToken: string }): Promise<void>;
  /** Closes this phone's socket (the page leaves). */
  close(): void;
}
