// @vitest-environment happy-dom
/**
 * The letter of a strip made together: sent in the names of who is in the room, in joining
 * order (following the room as it changes), and ending the room once sent; nothing of a room
 * for a strip made alone. The room's connection is a stand-in of the web contract.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Participant } from '../../../model/together.js';
import { loadVisit, type Visit } from '../../lib/storage/visit-store.js';
import type { RoomConnection, RoomSnapshot } from '../../lib/together/room-connection-contract.js';
import { useTogetherLetter } from './use-together-letter.js';

vi.mock('../../lib/storage/visit-store.js', () => ({ loadVisit: vi.fn() }));

const ROOM = 'RoomRoomRoomRoomRoomRo';
const LETTER = 'LetterLetterLetterLett';
const TOKEN = 'T'.repeat(43);
const visit = (together?: Visit['together']): Visit => ({
  layout: 2,
  source: 'upload',
  photos: [],
  photosSource: 'upload',
  ...(together ? { together } : {}),
});
const person = (id: string, name: string): Participant => ({
  id: id.padEnd(22, 'x'),
  name,
  colour: '#d62e4d',
  host: false,
  online: true,
});

function room(participants: Participant[]) {
  let snapshot = { participants } as unknown as RoomSnapshot;
  const listeners = new Set<() => void>();
  const connection = {
    roomId: ROOM,
    snapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    end: vi.fn(() => Promise.reject(new Error('already ended'))),
  } as unknown as RoomConnection;
  const join = (someone: Participant) => {
    snapshot = { participants: [...snapshot.participants, someone] } as unknown as RoomSnapshot;
    for (const listener of listeners) listener();
  };
  return { connection, join };
}

beforeEach(() => vi.mocked(loadVisit).mockReset());

describe('useTogetherLetter', () => {
  it('names everyone in joining order, follows the room, and ends it once sent', async () => {
    vi.mocked(loadVisit).mockResolvedValue(visit({ room: ROOM }));
    const { connection, join } = room([person('a', 'Ana'), person('b', 'Ben')]);
    const open = vi.fn(() => Promise.resolve(connection));
    const { result } = renderHook(() => useTogetherLetter(open));
    await waitFor(() => expect(result.current?.from).toEqual(['Ana', 'Ben']));
    expect(open).toHaveBeenCalledWith(ROOM);
    act(() => join(person('c', 'Chloé')));
    expect(result.current?.from).toEqual(['Ana', 'Ben', 'Chloé']);
    // A room another phone ended already is no failure.
    localStorage.setItem('postbooth.letters', JSON.stringify({ [LETTER]: TOKEN }));
    act(() => result.current?.end(LETTER));
    expect(connection.end).toHaveBeenCalledTimes(1);
    // The letter's id goes to the room, with the token that proves this browser sent it:
    // every phone in it can open the letter.
    expect(connection.end).toHaveBeenCalledWith({ id: LETTER, deleteToken: TOKEN });
    // A letter this browser holds no token of is not passed on: the room ends without it.
    act(() => result.current?.end('OtherOtherOtherOtherOt'));
    expect(connection.end).toHaveBeenLastCalledWith(undefined);
  });

  it('names those /edit last heard while the room has not answered (or cannot: it ended)', async () => {
    vi.mocked(loadVisit).mockResolvedValue(visit({ room: ROOM, names: ['Ana', 'Ben'] }));
    const { connection, join } = room([]);
    const { result } = renderHook(() => useTogetherLetter(() => Promise.resolve(connection)));
    await waitFor(() => expect(result.current?.from).toEqual(['Ana', 'Ben']));
    // Once the room answers, it is the room's word.
    act(() => join(person('c', 'Chloé')));
    expect(result.current?.from).toEqual(['Chloé']);
  });

  it('is nothing for a strip made alone, and opens no room', async () => {
    vi.mocked(loadVisit).mockResolvedValue(visit());
    const open = vi.fn(() => Promise.resolve(null));
    const { result } = renderHook(() => useTogetherLetter(open));
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });
});
