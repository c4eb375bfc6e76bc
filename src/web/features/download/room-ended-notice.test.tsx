// @vitest-environment happy-dom
/**
 * /download of a strip made together says who sent it once its room ended, and nothing while
 * the room is open or for a strip made alone. The room's connection is a stand-in of the web
 * contract (lib/together's own is tested there).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadVisit, type Visit } from '../../lib/storage/visit-store.js';
import type { RoomConnection, RoomSnapshot } from '../../lib/together/room-connection-contract.js';
import { RoomEndedNotice } from './room-ended-notice.js';

vi.mock('../../lib/storage/visit-store.js', () => ({ loadVisit: vi.fn() }));
const open = vi.hoisted(() => vi.fn());
vi.mock('../../lib/together/room-connections.js', () => ({ getRoomConnection: open }));

const ROOM = 'RoomRoomRoomRoomRoomRo';
const BEN = 'BenBenBenBenBenBenBenB';
const visit = (together?: Visit['together']): Visit => ({
  layout: 2,
  source: 'upload',
  photos: [],
  photosSource: 'upload',
  ...(together ? { together } : {}),
});

function room() {
  const ben = { id: BEN, name: 'Ben', colour: '#1f6fd1', host: false, online: true };
  let snapshot = { status: 'open', participants: [ben], closedBy: null } as unknown as RoomSnapshot;
  const listeners = new Set<() => void>();
  const connection = {
    snapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as RoomConnection;
  const close = (by: string | null) => {
    snapshot = { ...snapshot, status: 'closed', closedBy: by };
    for (const listener of listeners) listener();
  };
  return { connection, close };
}

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  vi.mocked(loadVisit).mockReset();
  open.mockReset();
});
afterEach(cleanup);

describe('RoomEndedNotice', () => {
  it('says who sent the strip once the room ends, and says nothing before', async () => {
    vi.mocked(loadVisit).mockResolvedValue(visit({ room: ROOM }));
    const { connection, close } = room();
    open.mockReturnValue(connection);
    render(<RoomEndedNotice />);
    await settle();
    expect(open).toHaveBeenCalledWith(ROOM);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => close(BEN));
    expect(screen.getByRole('status').textContent).toBe(
      'Ben sent the strip. Your copy is still here to download.',
    );
  });

  it('says the room ended when it ended without a letter (its hours passed)', async () => {
    vi.mocked(loadVisit).mockResolvedValue(visit({ room: ROOM }));
    const { connection, close } = room();
    open.mockReturnValue(connection);
    render(<RoomEndedNotice />);
    await settle();
    act(() => close(null));
    expect(screen.getByRole('status').textContent).toMatch(/^This strip's room has ended/);
  });

  it('is nothing for a strip made alone, and opens no room', async () => {
    vi.mocked(loadVisit).mockResolvedValue(visit());
    render(<RoomEndedNotice />);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
