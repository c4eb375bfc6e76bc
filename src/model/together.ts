/**
 * Together mode (issue 29): friends on different phones make one strip. A room lives on the
 * server for ROOM_LIFETIME_HOURS or until its strip is sent as a letter; up to ROOM_MAX_PEOPLE
 * join it with a name and a colour. The photos are the server's (one per pose, by upload); the
 * decoration and the letter's text are one shared Yjs document (web/lib/together/shared-doc.ts)
 * that the server keeps as Yjs updates and passes on over the room's WebSocket.
 *
 * This file is the contract between web and server: constants, the REST schemas and the socket's
 * messages. The socket carries JSON text frames only; Yjs updates travel base64-encoded.
 */
import { POSE_COUNTS } from './layouts.js';
import { cleanLabel } from './label-text.js';
import { RANDOM_ID_PATTERN } from './ids.js';
import { z } from './zod.js';

export const ROOM_MAX_PEOPLE = 6;
export const ROOM_LIFETIME_HOURS = 24;
/** The colours a person picks from, each at most once per room (presence outlines). */
export const PERSON_COLOURS = [
  '#d62e4d',
  '#1f6fd1',
  '#1a8a4c',
  '#8a3fcf',
  '#d9731a',
  '#0f8a8a',
] as const;
export type PersonColour = (typeof PERSON_COLOURS)[number];
export const PERSON_NAME_MAX = 24;
/** A socket message past this is refused (the socket's maxPayload closes it with 1009). */
export const ROOM_MESSAGE_MAX_BYTES = 64 * 1024;
/** A Yjs update inside a message, base64 characters. */
export const ROOM_UPDATE_MAX_CHARS = 60 * 1024;
/** Messages one socket may send in a second (a token bucket, this many at once too). */
export const ROOM_MESSAGES_PER_SECOND = 60;
/** A room's whole document, as stored (merged updates), in bytes; past it updates are refused. */
export const ROOM_DOC_MAX_BYTES = 512 * 1024;
/**
 * Each participant's share of the document: the update bytes charged to them, which shrink as
 * much as the document does when its updates are merged (the server keeps what stays).
 * A guest may add a quarter of ROOM_DOC_MAX_BYTES, the host half; and the guests' updates stop
 * once the document holds ROOM_GUESTS_MAX_BYTES, so one guest filling theirs, or all of them,
 * leaves the others and the host room to write (`document_full` past either).
 */
export const ROOM_GUEST_SHARE_BYTES = ROOM_DOC_MAX_BYTES / 4;
export const ROOM_HOST_SHARE_BYTES = ROOM_DOC_MAX_BYTES / 2;
export const ROOM_GUESTS_MAX_BYTES = (ROOM_DOC_MAX_BYTES * 3) / 4;
/**
 * What one update may hold (past it: `update_too_complex`). A phone's change has one client id
 * and a few structs; its catch-up after a reconnect has the few client ids of its own sessions.
 * The work of decoding and merging an update grows with these counts, not with its bytes alone.
 */
export const ROOM_UPDATE_MAX_CLIENTS = 16;
export const ROOM_UPDATE_MAX_STRUCTS = 3000;
/** Deleted ranges in one update (a deletion of many separate stickers or words is one each). */
export const ROOM_UPDATE_MAX_DELETES = 3000;
/**
 * The update bytes one participant may send a second, and at once (a token bucket); a room's
 * participants together, twice that. Past it an update is refused with `too_many_messages`.
 */
export const ROOM_UPDATE_BYTES_PER_SECOND = 32 * 1024;
export const ROOM_UPDATE_BURST_BYTES = 192 * 1024;
/** A pose photo uploaded to a room (JPEG or PNG), before the server re-encodes it. */
export const ROOM_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The shared countdown: the shutters fire this long after the host's press, by the server's
 * clock, so every phone has heard it and runs the same 3-2-1 (the spec's default timer, 3 s).
 */
export const COUNTDOWN_SECONDS = 3;
export const COUNTDOWN_LEAD_MS = COUNTDOWN_SECONDS * 1000 + 1000;
/**
 * A phone with several poses shoots them this far apart after the shared moment (pose k of the
 * phone at shootAt + k × gap): time to strike the next pose, with its own 3-2-1 before it.
 */
export const TOGETHER_SHOT_GAP_MS = 5000;

/** Close codes of the room's socket (besides 1009, too big, and 1001, the server stopping). */
export const ROOM_CLOSE_CODES = {
  /** The token names no participant of this room (never was, or removed): do not reconnect. */
  notParticipant: 4401,
  /** The host removed this participant: do not reconnect. */
  removed: 4403,
  /** The room ended (sent as a letter, or its 24 hours passed): do not reconnect. */
  closed: 4410,
  /** Kept flooding past the refusals: reconnect later. */
  flooding: 4429,
} as const;

/**
 * The letter a room's strip went out as (its id: the link is `/final-letter?id=<id>`), shared
 * with the room by its sender when it ends, so every phone can open it.
 */
export const sentLetterSchema = z
  .string()
  .regex(RANDOM_ID_PATTERN, 'A letter id is 22 characters of letters, digits, - and _.');

export const roomIdSchema = z
  .string()
  .regex(RANDOM_ID_PATTERN, 'A room id is 22 characters of letters, digits, - and _.');
/** A participant's public id (others see it); 22 random characters. */
export const participantIdSchema = z
  .string()
  .regex(RANDOM_ID_PATTERN, 'A participant id is 22 characters of letters, digits, - and _.');
/** A participant's secret (only their phone keeps it): 43 random characters. */
export const participantTokenSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{43}$/,
    'A participant token is 43 characters of letters, digits, - and _.',
  );

/** What a name may be as sent, before cleaning: room enough for spaces and marks that go. */
const PERSON_NAME_SENT_MAX = PERSON_NAME_MAX * 4;

/**
 * A person's name as the others see it: cleaned as labels are (label-text.ts: no characters of
 * direction or zero width, one space between words), then 1 to PERSON_NAME_MAX characters.
 */
export const personNameSchema = z
  .string()
  .max(PERSON_NAME_SENT_MAX, `A name holds at most ${PERSON_NAME_MAX} characters.`)
  .refine((name) => !/\p{Cc}/u.test(name), 'A name cannot hold control characters.')
  .transform(cleanLabel)
  .pipe(
    z
      .string()
      .min(1, 'Write your name first.')
      .max(PERSON_NAME_MAX, `A name holds at most ${PERSON_NAME_MAX} characters.`),
  );
export const personColourSchema = z.enum(PERSON_COLOURS);
export const roomLayoutSchema = z
  .number()
  .int()
  .refine(
    (n): n is (typeof POSE_COUNTS)[number] => (POSE_COUNTS as readonly number[]).includes(n),
    {
      message: `A layout is ${POSE_COUNTS.join(', ')} poses.`,
    },
  );
/** `YYYY-MM-DD`: the day the date stamp shows on every phone (the creator's day). */
export const roomDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.');

// ---- REST ----

/** POST /api/rooms: the creator joins as the host at once. */
export const createRoomRequestSchema = z.object({
  layout: roomLayoutSchema,
  day: roomDaySchema,
  name: personNameSchema,
  colour: personColourSchema,
});
export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;

/** POST /api/rooms/:room/participants. */
export const joinRoomRequestSchema = z.object({
  name: personNameSchema,
  colour: personColourSchema,
});
export type JoinRoomRequest = z.infer<typeof joinRoomRequestSchema>;

/** The answer to both: who you are in the room. Keep `token` (sessionStorage, by room). */
export const joinedRoomSchema = z.object({
  room: roomIdSchema,
  participant: participantIdSchema,
  token: participantTokenSchema,
});
export type JoinedRoom = z.infer<typeof joinedRoomSchema>;

export const participantSchema = z.object({
  id: participantIdSchema,
  name: z.string(),
  colour: personColourSchema,
  host: z.boolean(),
  /** Has a socket open to the room now (any instance). */
  online: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

/** A pose's photo: `version` goes up with each retake (the photo's address carries it). */
export const roomPhotoSchema = z.object({
  pose: z.number().int().min(0),
  version: z.number().int().min(1),
  by: participantIdSchema,
});
export type RoomPhoto = z.infer<typeof roomPhotoSchema>;

/** GET /api/rooms/:room (anyone with the link: the join screen shows who is in). */
export const roomStateSchema = z.object({
  id: roomIdSchema,
  layout: roomLayoutSchema,
  day: roomDaySchema,
  /** ISO time; the room ends ROOM_LIFETIME_HOURS after it. */
  createdAt: z.string(),
  participants: z.array(participantSchema).max(ROOM_MAX_PEOPLE),
  photos: z.array(roomPhotoSchema),
});
export type RoomState = z.infer<typeof roomStateSchema>;

// ---- The socket: GET /api/rooms/:room/live?token=<participant token> ----

const base64Update = z
  .string()
  .max(ROOM_UPDATE_MAX_CHARS, 'An update is at most 60 KB.')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'An update is base64.');

/** What a participant has selected on the strip, outlined in their colour on the others' phones. */
export const selectionSchema = z
  .union([
    z.object({ kind: z.literal('sticker'), id: z.number().int() }),
    z.object({ kind: z.literal('photo'), index: z.number().int().min(0).max(5) }),
  ])
  .nullable();
export type Selection = z.infer<typeof selectionSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** A Yjs update of the shared document (a change, or the phone's whole state on reconnect). */
  z.object({ type: z.literal('update'), update: base64Update }),
  z.object({ type: z.literal('presence'), selection: selectionSchema }),
  /** Clock sync: `sent` is the phone's own clock; the answer carries the server's. */
  z.object({ type: z.literal('ping'), id: z.number().int().min(0), sent: z.number() }),
  /** The host starts the shared countdown; `poses[i]` takes pose i (null: nobody). */
  z.object({
    type: z.literal('countdown'),
    poses: z.array(participantIdSchema.nullable()).min(2).max(6),
  }),
  /** The host removes a participant. */
  z.object({ type: z.literal('remove'), participant: participantIdSchema }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const ROOM_REFUSALS = [
  'invalid_message',
  'message_too_large',
  'too_many_messages',
  'not_host',
  'invalid_update',
  'document_full',
  'unknown_participant',
  'update_too_complex',
] as const;
export type RoomRefusal = (typeof ROOM_REFUSALS)[number];

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    you: participantIdSchema,
    room: roomStateSchema,
    /** The whole document as the server has it (merged Yjs updates, base64). */
    update: z.string(),
    serverTime: z.number(),
  }),
  z.object({ type: z.literal('update'), update: z.string(), from: participantIdSchema }),
  z.object({ type: z.literal('participants'), participants: z.array(participantSchema) }),
  z.object({
    type: z.literal('presence'),
    participant: participantIdSchema,
    selection: selectionSchema,
  }),
  z.object({ type: z.literal('pong'), id: z.number(), sent: z.number(), serverTime: z.number() }),
  /** Every phone counts down to `shootAt` (server clock, ms since 1970) and shoots its poses. */
  z.object({
    type: z.literal('countdown'),
    poses: z.array(participantIdSchema.nullable()),
    shootAt: z.number(),
  }),
  z.object({ type: z.literal('photo'), photo: roomPhotoSchema }),
  /** A message of this socket was refused; nothing else changed and the socket stays open. */
  z.object({ type: z.literal('refused'), code: z.enum(ROOM_REFUSALS), error: z.string() }),
  /** Sent before closing with ROOM_CLOSE_CODES.removed / .closed. */
  z.object({ type: z.literal('removed') }),
  /** `letter`: the id of the letter the strip went out as, when its sender shared it. */
  z.object({
    type: z.literal('closed'),
    by: z.string().optional(),
    letter: sentLetterSchema.optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** "Ana, Ben and Chloé" in the visitor's language (names-list.ts, free of the schemas). */
export { namesList } from './names-list.js';

/** 'Everyone takes one', in order of joining: pose i is taken by person i mod n. */
export function posesInJoiningOrder(
  participants: readonly { readonly id: string }[],
  layout: number,
): (string | null)[] {
  return Array.from({ length: layout }, (_, pose) =>
    participants.length === 0 ? null : (participants[pose % participants.length]?.id ?? null),
  );
}
