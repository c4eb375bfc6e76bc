import { useSyncExternalStore } from 'react';
import type { RoomConnection, RoomSnapshot } from '../../lib/together/room-connection-contract.js';

/** The connection's state, re-rendering on each change it announces. */
export function useRoomSnapshot(connection: RoomConnection): RoomSnapshot {
  return useSyncExternalStore(
    (listener) => connection.subscribe(listener),
    () => connection.snapshot(),
  );
}
