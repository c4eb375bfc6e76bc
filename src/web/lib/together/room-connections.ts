/**
 * One connection per room per page (room-connection.ts): the join screen, the lobby, the shoot
 * and the editor all share it, so the socket, the document and the clock offset survive moving
 * between them. Null when this browser has not joined the room (no credentials): join first.
 */
import type { Fetch } from '../api/letter-api.js';
import { roomCredentials, type RoomCredentialStore } from './credentials.js';
import { keptDocs, type DocKeeper } from './kept-docs.js';
import type { RoomConnection } from './room-connection-contract.js';
import { LiveRoomConnection } from './room-connection.js';
import type { CreateSocket, WebSocketLike } from './room-socket.js';

export interface RoomConnectionDeps {
  readonly credentials: RoomCredentialStore;
  readonly socketOrigin: string;
  readonly httpOrigin: string;
  readonly createSocket: CreateSocket;
  readonly fetch: Fetch;
  readonly onWake?: (wake: () => void) => () => void;
  readonly onOffline?: (lost: () => void) => () => void;
  readonly keeper?: DocKeeper;
  readonly onLeave?: (leave: () => void) => () => void;
}

/** The network back, or the page shown again. */
function onBrowserWake(wake: () => void): () => void {
  const shown = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', shown);
  return () => {
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', shown);
  };
}

/** The page going away (a reload, a closed tab, a phone that leaves the browser). */
function onBrowserLeave(leave: () => void): () => void {
  window.addEventListener('pagehide', leave);
  return () => window.removeEventListener('pagehide', leave);
}

/** The device's network gone (airplane mode, out of range). */
function onBrowserOffline(lost: () => void): () => void {
  window.addEventListener('offline', lost);
  return () => window.removeEventListener('offline', lost);
}

function browserDeps(): RoomConnectionDeps {
  return {
    credentials: roomCredentials(),
    socketOrigin: `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`,
    httpOrigin: '',
    // The DOM's WebSocket types its handlers with `this` and MessageEvent; we use only `data`.
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    fetch: (input, init) => fetch(input, init),
    onWake: onBrowserWake,
    onOffline: onBrowserOffline,
    keeper: keptDocs(),
    onLeave: onBrowserLeave,
  };
}

const connections = new Map<string, RoomConnection>();

export function getRoomConnection(
  room: string,
  deps: RoomConnectionDeps = browserDeps(),
): RoomConnection | null {
  const open = connections.get(room);
  if (open) return open;
  const credentials = deps.credentials.get(room);
  if (!credentials) return null;
  const connection = new LiveRoomConnection({
    room,
    credentials,
    socketOrigin: deps.socketOrigin,
    httpOrigin: deps.httpOrigin,
    createSocket: deps.createSocket,
    fetch: deps.fetch,
    onWake: deps.onWake,
    onOffline: deps.onOffline,
    keeper: deps.keeper,
    onLeave: deps.onLeave,
    onClose: () => connections.delete(room),
  });
  connections.set(room, connection);
  return connection;
}
