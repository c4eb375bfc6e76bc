import { useEffect } from 'react';
import { updateVisitWith } from '../../../lib/storage/visit-store.js';
import type { TogetherEditing } from './together-editing.js';

/**
 * Keeps who is in the room (names in joining order) with the visit, each time it changes: the
 * letter names them even once the room cannot answer (it ended, or the phone is offline).
 */
export function useKeptNames(together: TogetherEditing | null): void {
  const room = together?.connection.roomId;
  // A name holds no line break (model/together.ts refuses control characters): one key.
  const key = together?.snapshot.participants.map((person) => person.name).join('\n') ?? '';
  useEffect(() => {
    if (!room || key === '') return;
    const names = key.split('\n');
    // Only into the visit of this room (a new strip may have replaced it meanwhile).
    void updateVisitWith((visit) =>
      visit.together?.room === room ? { together: { room, names } } : {},
    );
  }, [room, key]);
}
