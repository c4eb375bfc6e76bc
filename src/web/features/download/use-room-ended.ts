import { useVisitRoom, type OpenRoom } from '../../lib/together/use-visit-room.js';

/**
 * For a strip made together (visit.together): who ended its room by sending the strip as a
 * letter, once they did (their name, or '' when the room ended without one: its 24 hours
 * passed); null while it is open, and for a strip made alone. The strip and its download are
 * this phone's own (the visit holds the photos and the decoration), so they keep working.
 */
export function useRoomEnded(open?: OpenRoom): string | null {
  const { snapshot } = useVisitRoom(open);
  if (!snapshot || snapshot.status !== 'closed') return null;
  const by = snapshot.closedBy;
  if (by === null) return '';
  return snapshot.participants.find((person) => person.id === by)?.name ?? by;
}
