import { useCallback, useSyncExternalStore } from 'react';
import type { RoomConnection, RoomSnapshot } from './room-connection-contract.js';

/** The room as this phone sees it now, re-rendering on every change (room-connection.ts). */
export function useRoom(connection: RoomConnection): RoomSnapshot {
  // Called on the connection, so any implementation works (a test's fake with methods too).
  const subscribe = useCallback(
    (listener: () => void) => connection.subscribe(listener),
    [connection],
  );
  const snapshot = useCallback(() => connection.snapshot(), [connection]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
