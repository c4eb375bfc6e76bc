import { useEffect } from 'react';
import type { RoomConnection } from '../../../lib/together/room-connection-contract.js';

/**
 * Tells the room what this phone has selected (a sticker, a photo's box, or nothing), each time
 * it changes, so the others outline it in this person's colour. Nothing alone (no connection).
 */
export function useSharedSelection(
  connection: RoomConnection | null,
  sticker: number | null,
  photo: number | null,
): void {
  useEffect(() => {
    if (!connection) return;
    if (sticker !== null) connection.setSelection({ kind: 'sticker', id: sticker });
    else if (photo !== null) connection.setSelection({ kind: 'photo', index: photo });
    else connection.setSelection(null);
  }, [connection, sticker, photo]);
}
