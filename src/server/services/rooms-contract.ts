/**
 * The rooms of together mode (model/together.ts) as the routes and the live channel use them.
 * services/rooms.ts implements it over stores/sql-rooms.ts and the blob store; every method
 * throws ServiceErrors (room_not_found 404, room_closed 410, room_full 409, colour_taken 409,
 * name_taken 409, removed_from_room 403, not_participant 401, not_host 403, not_your_pose 403,
 * invalid_update 422, document_full 413, …).
 */
import type {
  CreateRoomRequest,
  JoinedRoom,
  JoinRoomRequest,
  RoomPhoto,
  RoomState,
} from '../../model/together.js';

/** A letter a room's strip went out as, with the proof that its closer sent it. */
export interface SentLetter {
  id: string;
  /** The letter's delete token, handed to its sender's browser alone. */
  deleteToken: string;
}

/** Who sent a document update: a participant, the host or a guest. */
export type UpdateSender = Pick<RoomMember, 'participant' | 'host'>;

export interface RoomMember {
  room: string;
  participant: string;
  name: string;
  host: boolean;
}

/** What changed in a room, published on the hub's topic `room:<id>` for every socket of it. */
export type RoomEvent =
  | { kind: 'participants' }
  | { kind: 'photo'; photo: RoomPhoto }
  | { kind: 'removed'; participant: string }
  /**
   * `by`: the name of who sent the strip; none when the room's time ran out (the sweep).
   * `letter`: the id of the letter it went out as, when the sender shared it with the room.
   */
  | { kind: 'closed'; by?: string; letter?: string };

/** The host's countdown: who takes each pose, and the server time the first shutter fires. */
export interface RoomCountdown {
  poses: (string | null)[];
  shootAt: number;
}

export interface Rooms {
  /** `address`: where the request came from (http/client-address.ts), for join's check. */
  create(request: CreateRoomRequest, now: Date, address?: string): Promise<JoinedRoom>;
  /**
   * Refuses a name someone present has (name_taken), and an address a removed participant
   * joined from unless someone present joined from it too (removed_from_room).
   */
  join(room: string, request: JoinRoomRequest, now: Date, address?: string): Promise<JoinedRoom>;
  /** The room as anyone with its link sees it; `online` from each participant's last sign of life. */
  state(room: string, now: Date): Promise<RoomState>;
  /** Who holds this token in this room, or throws not_participant (removed ones too). */
  member(room: string, token: string, now: Date): Promise<RoomMember>;
  /** A socket of this participant opened (now) or is still open (heartbeat), or closed (null). */
  seen(room: string, participant: string, at: Date | null): Promise<void>;
  /** The host removes a participant: their token stops working; publishes `removed`. */
  remove(room: string, host: RoomMember, participant: string): Promise<void>;
  /**
   * A pose's photo (checked and re-encoded as JPEG by sharp); publishes `photo`. Only from the
   * one the pose is theirs (room-poses.ts), else not_your_pose.
   */
  putPhoto(member: RoomMember, pose: number, bytes: Buffer, now: Date): Promise<RoomPhoto>;
  /** A pose's photo of that version, JPEG bytes; photo_not_found when it is not (or no longer). */
  photo(room: string, pose: number, version: number): Promise<Buffer>;
  /**
   * Appends a Yjs update (checked: it decodes, and the document stays under ROOM_DOC_MAX_BYTES).
   * With its sender `by`, within their share too (a guest's, the host's), and a guest's only
   * while the document is under ROOM_GUESTS_MAX_BYTES; else `document_full`.
   */
  appendUpdate(room: string, update: Uint8Array, by?: UpdateSender): Promise<void>;
  /** The whole document: the stored updates merged (and compacted in the store when many). */
  document(room: string): Promise<Uint8Array>;
  /**
   * Ends the room (its strip went out as a letter): photos and document deleted; publishes
   * `closed`. With `letter`, the letter it went out as, for everyone in it to open: only one its
   * closer sent (they hold its delete token), else letter_not_found or letter_not_from_room and
   * the room stays open. It is kept with the ended room for those present (endedLetter).
   */
  close(member: RoomMember, letter?: SentLetter): Promise<void>;
  /**
   * The letter an ended room went out as, for a phone whose participant `token` was in it when
   * it ended; null for anyone else, for a room that ended without one, and for an open room.
   */
  endedLetter(room: string, token: string): Promise<string | null>;
  /** Keeps the host's countdown, so any instance can tell it to a phone that (re)joins. */
  keepCountdown(room: string, countdown: RoomCountdown): Promise<void>;
  /** The room's last countdown, or null (none yet, or what is kept does not read). */
  countdown(room: string): Promise<RoomCountdown | null>;
  /** Deletes rooms older than ROOM_LIFETIME_HOURS; answers how many. */
  sweep(now: Date): Promise<number>;
}
