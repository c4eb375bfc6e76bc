import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadVisit } from '../../lib/storage/visit-store.js';
import type { RoomConnection } from '../../lib/together/room-connection-contract.js';

const NO_ROOM = () => () => undefined;

/**
 * For a strip made together (visit.together): who ended its room by sending the strip as a
 * letter, once they did (their name, or '' when the room ended without one: its 24 hours
 * passed); null while it is open, and for a strip made alone. The strip and its download are
 * this phone's own (the visit holds the photos and the decoration), so they keep working.
 */
export function useRoomEnded(
  open: (room: string) => Promise<RoomConnection | null> = openRoom,
): string | null {
  const [connection, setConnection] = useState<RoomConnection | null>(null);
  useEffect(() => {
    let live = true;
    void loadVisit()
      .then((visit) => (visit.together ? open(visit.together.room) : null))
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
  if (!snapshot || snapshot.status !== 'closed') return null;
  const by = snapshot.closedBy;
  if (by === null) return '';
  return snapshot.participants.find((person) => person.id === by)?.name ?? by;
}

/** The room's connection (one per room per page), its code loaded only for a strip made together. */
async function openRoom(room: string): Promise<RoomConnection | null> {
  const { getRoomConnection } = await import('../../lib/together/room-connections.js');
  return getRoomConnection(room);
}
