/**
 * The room's REST calls (model/together.ts, docs/http-api.md): create, join, read. Failures
 * reject with an ApiRequestError as the letter's calls do (lib/api/letter-api.ts): its status
 * (undefined offline), the server's `code` (room_full, colour_taken, room_closed,
 * room_not_found …) and its message for people. Answers are checked against the contract;
 * who joined is kept in credentials.ts, so the room's connection can open.
 */
import { apiPaths, roomPath } from '../../../model/api-paths.js';
import {
  joinedRoomSchema,
  roomStateSchema,
  type CreateRoomRequest,
  type JoinedRoom,
  type JoinRoomRequest,
  type RoomState,
} from '../../../model/together.js';
import { readJson, send, type Fetch } from '../api/letter-api.js';
import { roomCredentials, type RoomCredentialStore } from './credentials.js';

export interface RoomApi {
  /** Creates a room with this phone as its host. */
  createRoom(request: CreateRoomRequest): Promise<JoinedRoom>;
  joinRoom(room: string, request: JoinRoomRequest): Promise<JoinedRoom>;
  roomState(room: string): Promise<RoomState>;
}

const browserFetch: Fetch = (input, init) => fetch(input, init);

export function roomApi(
  fetchImpl: Fetch = browserFetch,
  credentials: RoomCredentialStore = roomCredentials(),
): RoomApi {
  const joined = async (url: string, body: unknown): Promise<JoinedRoom> => {
    const response = await send(fetchImpl, url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await readJson(response, joinedRoomSchema);
    credentials.set(answer.room, answer);
    return answer;
  };
  return {
    createRoom: (request) => joined(apiPaths.rooms, request),
    joinRoom: (room, request) => joined(roomPath(apiPaths.roomParticipants, room), request),
    async roomState(room) {
      const response = await send(fetchImpl, roomPath(apiPaths.room, room), { cache: 'no-store' });
      return readJson(response, roomStateSchema);
    },
  };
}
