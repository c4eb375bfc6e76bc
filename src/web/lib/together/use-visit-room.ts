import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadVisit } from '../storage/visit-store.js';
import type { RoomConnection, RoomSnapshot } from './room-connection-contract.js';

/** Opens a room's connection (one per room per page), or null when this browser is not in it. */
export type OpenRoom = (room: string) => Promise<RoomConnection | null>;

export interface VisitRoom {
  readonly connection: RoomConnection | null;
  /** The connection's snapshot, following it; null before it is open. */
  readonly snapshot: RoomSnapshot | null;
  /** The names /edit last heard in the room (visit.together.names), for when it cannot answer. */
  readonly keptNames: readonly string[];
}

const NO_ROOM = () => () => undefined;
const NOBODY: readonly string[] = [];

/**
 * The room of the visit's strip when it was made together (visit.together), for the screens
 * after /edit: its connection and snapshot, and the names kept with the visit. Nothing for a
 * strip made alone; the room's code and yjs are loaded only for one made together.
 */
export function useVisitRoom(open: OpenRoom = openVisitRoom): VisitRoom {
  const [connection, setConnection] = useState<RoomConnection | null>(null);
  const [keptNames, setKeptNames] = useState<readonly string[]>(NOBODY);
  useEffect(() => {
    let live = true;
    void loadVisit()
      .then((visit) => {
        if (!visit.together) return null;
        if (live) setKeptNames(visit.together.names ?? NOBODY);
        return open(visit.together.room);
      })
      .then((opened) => {
        if (live && opened) setConnection(opened);
      });
    return () => {
      live = false;
    };
  }, [open]);
  const subscribe = useMemo(
    () => (connection ? (listener: () => void) => connection.subscribe(listener) : NO_ROOM),
    [connection],
  );
  const snapshot = useSyncExternalStore(subscribe, () => connection?.snapshot() ?? null);
  return { connection, snapshot, keptNames };
}

async function openVisitRoom(room: string): Promise<RoomConnection | null> {
  const { getRoomConnection } = await import('./room-connections.js');
  return getRoomConnection(room);
}
