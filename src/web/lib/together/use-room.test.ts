// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoomConnection, RoomSnapshot } from './room-connection-contract.js';
import { useRoom } from './use-room.js';

/** Only what useRoom reads of a connection: a snapshot and its listeners. */
function source(first: RoomSnapshot) {
  let current = first;
  const listeners = new Set<() => void>();
  const connection = {
    snapshot() {
      return current;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as RoomConnection;
  const change = (next: RoomSnapshot) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  return { connection, change, listeners };
}

const snapshot: RoomSnapshot = {
  status: 'connecting',
  room: null,
  you: 'y'.repeat(22),
  participants: [],
  presence: new Map(),
  countdown: null,
  clockOffset: 0,
  closedBy: null,
};

describe('useRoom', () => {
  it('re-renders with each new snapshot and lets go on unmount', () => {
    const { connection, change, listeners } = source(snapshot);
    const { result, unmount } = renderHook(() => useRoom(connection));
    expect(result.current.status).toBe('connecting');
    act(() => change({ ...snapshot, status: 'offline' }));
    expect(result.current.status).toBe('offline');
    unmount();
    expect(listeners.size).toBe(0);
  });
});
