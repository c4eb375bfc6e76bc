import { useSyncExternalStore } from 'react';
import type { RoomConnection, RoomSnapshot } from './room-connection-contract.js';

/** The room as this phone sees it now, re-rendering on every change (room-connection.ts). */
export function useRoom(connection: RoomConnection): RoomSnapshot {
  return useSyncExternalStore(connection.subscribe, connection.snapshot, connection.snapshot);
}
