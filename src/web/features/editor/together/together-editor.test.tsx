// @vitest-environment happy-dom
/**
 * /edit for a strip made together: with this browser's place in the room the editor is the
 * room's (who is here, the shared decoration); without it (never joined here, token lost) the
 * strip is edited alone from the visit. The room's connection is lib/together's own, on a
 * stand-in WebSocket that never opens (the phone is offline): the editor still works.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOM_CREDENTIALS_KEY } from '../../../lib/together/credentials.js';
import type { Visit } from '../../../lib/storage/visit-store.js';
import TogetherEditor from './together-editor.js';

vi.mock('../../../lib/storage/visit-store.js', () => ({
  updateVisit: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../../navigation/go-to.js', () => ({ useGoTo: () => vi.fn() }));
vi.mock('../collect/collect-strip.js', () => ({
  prepareStrip: vi.fn(),
  prepareStickers: vi.fn(() => Promise.resolve(new Map())),
  collectStrip: vi.fn(),
}));
vi.mock('../collect/use-speculative-strip.js', () => ({
  useSpeculativeStrip: () => ({ take: () => null, ready: false }),
}));

const ROOM = 'RoomRoomRoomRoomRoomRo';
const visit: Visit = {
  layout: 2,
  source: 'upload',
  photos: [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })],
  photosSource: 'upload',
  together: { room: ROOM },
};

/** A socket that never opens: the phone has no connection. */
class SilentSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('TogetherEditor', () => {
  it('edits alone from the visit without this browser’s place in the room', () => {
    render(<TogetherEditor visit={visit} poseCount={2} room={ROOM} />);
    expect(screen.getByRole('group', { name: 'Strip preview' })).toBeTruthy();
    expect(document.querySelector('.together-bar')).toBeNull();
  });

  it("is the room's editor with this browser's place in it", () => {
    vi.stubGlobal('WebSocket', SilentSocket);
    localStorage.setItem(
      ROOM_CREDENTIALS_KEY,
      JSON.stringify({ [ROOM]: { participant: 'AnaAnaAnaAnaAnaAnaAnaA', token: 't'.repeat(43) } }),
    );
    render(<TogetherEditor visit={visit} poseCount={2} room={ROOM} />);
    expect(screen.getByRole('group', { name: 'Strip preview' })).toBeTruthy();
    expect(document.querySelector('.together-bar')).not.toBeNull();
  });
});
