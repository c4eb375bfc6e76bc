import { useCallback, useMemo } from 'react';
import { letterTokens } from '../../lib/storage/letter-tokens.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import type { RoomSnapshot } from '../../lib/together/room-connection-contract.js';
import { useVisitRoom, type OpenRoom } from '../../lib/together/use-visit-room.js';

export interface TogetherLetter {
  /** Who made the strip, in joining order: the letter's `from`. */
  readonly from: readonly string[];
  /**
   * The letter went out: the room ends for everyone (its photos and document are deleted), and
   * the letter's id goes to them, so each phone can open the letter (all of them made it).
   */
  end(letter?: string): void;
}

const NOBODY: readonly string[] = [];

/**
 * The room of a strip made together (visit.together), for the letter: the names it is sent in
 * and ending the room once it is sent. Null for a strip made alone, and while the room's
 * connection is being opened (its code and yjs are loaded only for a strip made together).
 */
export function useTogetherLetter(open?: OpenRoom): TogetherLetter | null {
  const { connection, snapshot, keptNames } = useVisitRoom(open);
  const heard = useMemo(() => (snapshot ? namesOf(snapshot) : NOBODY), [snapshot]);
  const from = heard.length > 0 ? heard : keptNames;
  const end = useCallback(
    (letter?: string) => {
      // The letter's delete token, which only this browser has, proves this phone sent it.
      const deleteToken = letter === undefined ? null : letterTokens(browserStorage()).get(letter);
      const sent = letter !== undefined && deleteToken ? { id: letter, deleteToken } : undefined;
      // Everyone's page says who sent it; a room already gone (ended by another) is no failure.
      void connection?.end(sent).catch(() => undefined);
    },
    [connection],
  );
  return connection ? { from, end } : null;
}

function namesOf(snapshot: RoomSnapshot): readonly string[] {
  return snapshot.participants.map((person) => person.name);
}
