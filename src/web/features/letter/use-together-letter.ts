import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadVisit } from '../../lib/storage/visit-store.js';
import type { RoomConnection, RoomSnapshot } from '../../lib/together/room-connection-contract.js';

export interface TogetherLetter {
  /** Who made the strip, in joining order: the letter's `from`. */
  readonly from: readonly string[];
  /** The letter went out: the room ends for everyone (its photos and document are deleted). */
  end(): void;
}

const NO_ROOM = () => () => undefined;
const NOBODY: readonly string[] = [];

/**
 * The room of a strip made together (visit.together), for the letter: the names it is sent in
 * and ending the room once it is sent. Null for a strip made alone, and while the room's
 * connection is being opened (its code and yjs are loaded only for a strip made together).
 */
export function useTogetherLetter(
  open: (room: string) => Promise<RoomConnection | null> = openRoom,
): TogetherLetter | null {
  const [connection, setConnection] = useState<RoomConnection | null>(null);
  // Who /edit last heard in the room: the names while the room has not answered (or cannot).
  const [kept, setKept] = useState<readonly string[]>(NOBODY);
  useEffect(() => {
    let live = true;
    void loadVisit()
      .then((visit) => {
        if (!visit.together) return null;
        if (live) setKept(visit.together.names ?? NOBODY);
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
  const heard = useMemo(() => (snapshot ? namesOf(snapshot) : NOBODY), [snapshot]);
  const from = heard.length > 0 ? heard : kept;
  const end = useCallback(() => {
    // Everyone's page says who sent it; a room already gone (ended by another) is no failure.
    void connection?.end().catch(() => undefined);
  }, [connection]);
  return connection ? { from, end } : null;
}

function namesOf(snapshot: RoomSnapshot): readonly string[] {
  return snapshot.participants.map((person) => person.name);
}

/** The room's connection (one per room per page), its code loaded only for a strip made together. */
async function openRoom(room: string): Promise<RoomConnection | null> {
  const { getRoomConnection } = await import('../../lib/together/room-connections.js');
  return getRoomConnection(room);
}
