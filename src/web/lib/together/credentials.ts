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

export interface RoomCredentialStore {
  get(room: string): RoomCredentials | null;
  set(room: string, credentials: RoomCredentials): void;
  remove(room: string): void;
}

function parse(raw: string | null): Record<string, RoomCredentials> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([room, value]) => {
      const credentials = credentialsSchema.safeParse(value);
      return roomIdSchema.safeParse(room).success && credentials.success
        ? [[room, credentials.data] as const]
        : [];
    }),
  );
}

export function roomCredentials(storage: KeyValueStorage = browserStorage()): RoomCredentialStore {
  const read = () => parse(storage.getItem(ROOM_CREDENTIALS_KEY));
  const write = (all: Record<string, RoomCredentials>) => {
    if (Object.keys(all).length === 0) storage.removeItem(ROOM_CREDENTIALS_KEY);
    else storage.setItem(ROOM_CREDENTIALS_KEY, JSON.stringify(all));
  };
  return {
    get(room) {
      const all = read();
      // hasOwn: a room id such as 'constructor' must not find Object.prototype's.
      return Object.hasOwn(all, room) ? (all[room] ?? null) : null;
    },
    set(room, credentials) {
      write({
        ...read(),
        [room]: { participant: credentials.participant, token: credentials.token },
      });
    },
    remove(room) {
      const { [room]: _removed, ...rest } = read();
      write(rest);
    },
  };
}
