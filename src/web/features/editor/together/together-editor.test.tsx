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
import { StaticRouter } from '../../../lib/router/router.js';
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

/** A socket the server refuses (the room ended): it closes without ever opening. */
class RefusedSocket extends SilentSocket {
  constructor() {
    super();
    setTimeout(() =>
      (this.onclose as ((event: { code: number }) => void) | null)?.({ code: 1006 }),
    );
  }
}

const LETTER = 'LetterLetterLetterLett';

describe('TogetherEditor', () => {
  it('reloaded after the room ended with a letter: the strip, the ended banner and Open the letter', async () => {
    vi.stubGlobal('WebSocket', RefusedSocket);
    const fetched = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        Response.json(
          { error: 'This room has ended.', code: 'room_closed', letter: LETTER },
          {
            status: 410,
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetched);
    // A room of its own: the connection, ended, stays this room's for the page.
    const ended = 'EndedEndedEndedEndedEn';
    localStorage.setItem(
      ROOM_CREDENTIALS_KEY,
      JSON.stringify({ [ended]: { participant: 'BenBenBenBenBenBenBenB', token: 'b'.repeat(43) } }),
    );
    render(
      <StaticRouter location="/edit">
        <TogetherEditor
          visit={{ ...visit, together: { room: ended } }}
          poseCount={2}
          room={ended}
        />
      </StaticRouter>,
    );
    const letter = await screen.findByRole('link', { name: 'Open the letter' });
    expect(letter.getAttribute('href')).toBe(`/final-letter?id=${LETTER}`);
    expect(document.querySelector('.together-ended-title')?.textContent).toBe(
      "This strip's room has ended.",
    );
    expect(screen.getByRole('button', { name: 'Collect Photo' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Strip preview' })).toBeTruthy();
    // Asked with this phone's token: only those who were in the room are told the letter.
    expect(fetched.mock.calls[0]?.[1]?.headers).toEqual({
      Authorization: `Bearer ${'b'.repeat(43)}`,
    });
  });

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
