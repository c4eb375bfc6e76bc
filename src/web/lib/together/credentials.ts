/**
 * Who this browser is in each room it joined: `{ participant, token }` by room id, under
 * `postbooth.rooms` in localStorage (a reload, or the link opened again in another tab, is
 * still the same person). The token is the participant's only key: it never leaves this
 * browser except to our server. Anything malformed in storage is ignored.
 */
import {
  participantIdSchema,
  participantTokenSchema,
  roomIdSchema,
} from '../../../model/together.js';
import { z } from '../../../model/zod.js';
import { keyedRecord, type KeyedRecord } from '../storage/keyed-record.js';
import { browserStorage, type KeyValueStorage } from '../storage/safe-storage.js';
import { ROOM_CREDENTIALS_KEY } from './room-keys.js';

export { ROOM_CREDENTIALS_KEY } from './room-keys.js';

export interface RoomCredentials {
  readonly participant: string;
  readonly token: string;
}

const credentialsSchema = z.object({
  participant: participantIdSchema,
  token: participantTokenSchema,
});

export type RoomCredentialStore = KeyedRecord<RoomCredentials>;

/** A stored entry: a room's id and this browser's credentials in it, else null. */
function readCredentials(room: string, value: unknown): RoomCredentials | null {
  const credentials = credentialsSchema.safeParse(value);
  return roomIdSchema.safeParse(room).success && credentials.success
    ? { participant: credentials.data.participant, token: credentials.data.token }
    : null;
}

export function roomCredentials(storage: KeyValueStorage = browserStorage()): RoomCredentialStore {
  const record = keyedRecord(storage, ROOM_CREDENTIALS_KEY, readCredentials);
  return {
    get: (room) => record.get(room),
    // Only the two fields: nothing else a caller's object holds is written.
    set: (room, credentials) =>
      record.set(room, { participant: credentials.participant, token: credentials.token }),
    remove: (room) => record.remove(room),
  };
}
