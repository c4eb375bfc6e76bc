// @vitest-environment happy-dom
/**
 * The editor in together mode (issue 29), handed a room through the web contract
 * (RoomConnection, RoomSnapshot) and a shared history: who is here, the others' selections
 * outlined with their names, this phone's selection told to the room, the room's day on the
 * stamp, Replace photo, Live and Retake hidden, undo through the shared history, the
 * connection's state said in words, and a pose retaken in the room replacing its photo. The
 * room's connection is a stand-in of the contract with a real Yjs document; the drawing of the
 * strip and the visit's storage are mocked as in editor.test.tsx.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { DEFAULT_DECORATION, decorate, type Decoration } from '../../../../model/decoration.js';
import { stampText } from '../../../../model/strip.js';
import type { Participant, RoomPhoto, Selection } from '../../../../model/together.js';
import { updateVisit, updateVisitWith, type Visit } from '../../../lib/storage/visit-store.js';
import type {
  RoomConnection,
  RoomSnapshot,
} from '../../../lib/together/room-connection-contract.js';
import { StaticRouter } from '../../../lib/router/router.js';
import { Editor } from '../editor.js';
import type { TogetherEditing } from './together-editing.js';

vi.mock('../../../lib/storage/visit-store.js', () => ({
  updateVisit: vi.fn(() => Promise.resolve()),
  updateVisitWith: vi.fn(() => Promise.resolve()),
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
vi.mock('../controls/emoji-picker.js', () => ({
  default: ({ onPick }: { onPick(char: string): void }) => (
    <button type="button" onClick={() => onPick('🎉')}>
      Party popper
    </button>
  ),
}));

const ids = {
  ana: 'AnaAnaAnaAnaAnaAnaAnaA',
  ben: 'BenBenBenBenBenBenBenB',
  chloe: 'ChloeChloeChloeChloeCh',
};
const person = (id: string, name: string, colour: Participant['colour'], online = true) =>
  ({ id, name, colour, host: id === ids.ana, online }) satisfies Participant;
const people = [
  person(ids.ana, 'Ana', '#d62e4d'),
  person(ids.ben, 'Ben', '#1f6fd1'),
  person(ids.chloe, 'Chloé', '#1a8a4c', false),
];
const photos: RoomPhoto[] = [
  { pose: 0, version: 1, by: ids.ana },
  { pose: 1, version: 1, by: ids.ben },
];

const ROOM = 'RoomRoomRoomRoomRoomRo';
const visit: Visit = {
  layout: 2,
  source: 'camera',
  photos: [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })],
  photosSource: 'camera',
  // A camera strip with a clip: alone it would offer Live and Retake.
  clips: [{ frames: [], width: 480, height: 360 }, null],
  together: { room: 'RoomRoomRoomRoomRoomRo' },
};

function snapshot(change: Partial<RoomSnapshot> = {}): RoomSnapshot {
  return {
    status: 'open',
    room: {
      id: 'RoomRoomRoomRoomRoomRo',
      layout: 2,
      day: '2026-11-20',
      createdAt: '2026-11-20T10:00:00.000Z',
      participants: people,
      photos,
    },
    you: ids.ana,
    participants: people,
    presence: new Map<string, Selection>(),
    countdown: null,
    clockOffset: 0,
    closedBy: null,
    ...change,
  };
}

function connection(): RoomConnection {
  return {
    roomId: 'RoomRoomRoomRoomRoomRo',
    doc: new Y.Doc(),
    undoManager: {} as Y.UndoManager,
    origin: {},
    snapshot: () => snapshot(),
    subscribe: () => () => undefined,
    setSelection: vi.fn(),
    startCountdown: vi.fn(),
    remove: vi.fn(),
    uploadPhoto: vi.fn(),
    photoUrl: (photo) =>
      `/api/rooms/RoomRoomRoomRoomRoomRo/photos/${photo.pose}?v=${photo.version}`,
    end: vi.fn(() => Promise.resolve()),
    close: vi.fn(),
  };
}

const undo = vi.fn();
let room: RoomConnection;

/** The editor with a shared history standing in for the room's document. */
function Together({ shown }: { shown: RoomSnapshot }) {
  const [decoration, setDecoration] = useState<Decoration>(DEFAULT_DECORATION);
  const together: TogetherEditing = {
    connection: room,
    snapshot: shown,
    history: {
      decoration,
      apply: (event) => setDecoration((before) => decorate(before, event)),
      undo,
      redo: vi.fn(),
      canUndo: true,
      canRedo: false,
      newStickerId: () => 424_242,
    },
  };
  // In a router: an ended room's banner links to the letter.
  return (
    <StaticRouter location="/edit">
      <Editor visit={visit} poseCount={2} together={together} />
    </StaticRouter>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const preview = () => screen.getByRole('group', { name: 'Strip preview' });

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
});
beforeEach(() => {
  room = connection();
  vi.mocked(updateVisit).mockClear();
  undo.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the editor together', () => {
  it('says who is here, each with a dot of their colour', () => {
    render(<Together shown={snapshot()} />);
    // Chloé is in the room but not connected now.
    expect(screen.getByText(/^Here: Ana and Ben$/)).toBeTruthy();
    const dots = [...document.querySelectorAll<HTMLElement>('.together-dot')];
    expect(dots.map((dot) => dot.style.backgroundColor)).toHaveLength(2);
    expect(dots[1]?.getAttribute('style')).toContain('#1f6fd1');
  });

  it('names nobody until the room first answers', () => {
    render(<Together shown={snapshot({ status: 'connecting', room: null, participants: [] })} />);
    expect(screen.queryByText(/^Here:/)).toBeNull();
    expect(screen.getByRole('group', { name: 'Strip preview' })).toBeTruthy();
  });

  it('keeps who is in the room with the visit, for the letter', async () => {
    vi.mocked(updateVisitWith).mockClear();
    const view = render(<Together shown={snapshot()} />);
    await waitFor(() => expect(updateVisitWith).toHaveBeenCalledTimes(1));
    const change = vi.mocked(updateVisitWith).mock.calls[0]![0];
    expect(change(visit)).toEqual({ together: { room: ROOM, names: ['Ana', 'Ben', 'Chloé'] } });
    // Another strip's visit is left alone.
    expect(change({ ...visit, together: { room: 'OtherOtherOtherOtherOt' } })).toEqual({});
    view.rerender(<Together shown={snapshot()} />);
    expect(updateVisitWith).toHaveBeenCalledTimes(1);
  });

  it("outlines the others' selections with their names, and tells the room its own", () => {
    const presence = new Map<string, Selection>([
      [ids.ben, { kind: 'photo', index: 1 }],
      [ids.chloe, { kind: 'sticker', id: 99 }],
    ]);
    render(<Together shown={snapshot({ presence })} />);
    const outlines = [...document.querySelectorAll<HTMLElement>('.presence-outline')];
    // Chloé's sticker is not on the strip (removed meanwhile): no outline for it.
    expect(outlines.map((outline) => outline.textContent)).toEqual(['Ben']);
    const ring = outlines[0]?.querySelector<HTMLElement>('.presence-ring');
    expect(ring?.style.getPropertyValue('--person-colour')).toBe('#1f6fd1');
    expect(room.setSelection).toHaveBeenLastCalledWith(null);
    fireEvent.click(button('Photo 2'));
    expect(room.setSelection).toHaveBeenLastCalledWith({ kind: 'photo', index: 1 });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(room.setSelection).toHaveBeenLastCalledWith(null);
  });

  it('draws two people on the same photo as one outline, a ring each and both names', () => {
    const presence = new Map<string, Selection>([
      [ids.ben, { kind: 'photo', index: 0 }],
      [ids.chloe, { kind: 'photo', index: 0 }],
    ]);
    render(<Together shown={snapshot({ presence })} />);
    const outlines = [...document.querySelectorAll<HTMLElement>('.presence-outline')];
    expect(outlines).toHaveLength(1);
    const names = [...outlines[0]!.querySelectorAll('.presence-name')];
    expect(names.map((name) => name.textContent)).toEqual(['Ben', 'Chloé']);
    const rings = [...outlines[0]!.querySelectorAll<HTMLElement>('.presence-ring')];
    expect(rings.map((ring) => ring.style.getPropertyValue('--person-colour'))).toEqual([
      '#1f6fd1',
      '#1a8a4c',
    ]);
    expect(rings.map((ring) => ring.style.getPropertyValue('--ring'))).toEqual(['0', '1']);
  });

  it("stamps the room's day, and hides Replace photo, Live and Retake", () => {
    render(<Together shown={snapshot()} />);
    expect(preview().textContent).toContain(stampText(new Date(2026, 10, 20, 12), 'en'));
    expect(screen.queryByRole('heading', { name: 'Retake a photo' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Live' })).toBeNull();
    fireEvent.click(button('Photo 1'));
    expect(screen.getByRole('heading', { name: 'Photo 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace photo' })).toBeNull();
    expect(document.querySelector('.photo-controls input[type="file"]')).toBeNull();
  });

  it('changes the shared decoration, and Undo undoes through the shared history', () => {
    render(<Together shown={snapshot()} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Date stamp' }));
    expect(preview().querySelector('.strip-stamp')).toBeNull();
    fireEvent.click(button('Undo'));
    expect(undo).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(undo).toHaveBeenCalledTimes(2);
  });

  it("gives a new sticker the shared document's id (unlikely to clash with another phone's)", async () => {
    render(<Together shown={snapshot()} />);
    const pick = await screen.findByRole('button', { name: 'Party popper' });
    await act(async () => fireEvent.click(pick));
    expect(document.querySelector('[data-sticker-id="424242"]')).not.toBeNull();
  });

  it('says when it is reconnecting, and who sent the strip when the room ends', () => {
    const view = render(<Together shown={snapshot()} />);
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
    view.rerender(<Together shown={snapshot({ status: 'offline' })} />);
    expect(screen.getByText('Reconnecting… your changes are kept').getAttribute('role')).toBe(
      'status',
    );
  });

  it('ends the decorating when the room ends: a banner says who sent the strip, Collect Photo is left', () => {
    const presence = new Map<string, Selection>([[ids.ben, { kind: 'photo', index: 1 }]]);
    const view = render(<Together shown={snapshot({ presence })} />);
    fireEvent.click(button('Photo 1'));
    expect(document.querySelectorAll('.presence-outline')).toHaveLength(1);
    view.rerender(<Together shown={snapshot({ presence, status: 'closed', closedBy: ids.ben })} />);
    // A banner where the controls were, read out when it comes.
    const title = screen.getByText('Ben sent the strip.');
    expect(title.closest('[role="status"]')?.textContent).toContain('Collect Photo downloads');
    // No control is left to change the strip: no switch, swatch, sticker button, Undo or
    // photo sheet; the strip itself is inert (nothing on it can be focused or moved).
    expect(screen.queryByRole('group', { name: 'Frame colour' })).toBeNull();
    for (const name of ['Date stamp', 'Emoji stickers', 'Undo', 'Redo']) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
      expect(screen.queryByRole('switch', { name }), name).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: 'Photo 1' })).toBeNull();
    // Nobody is editing any more: no one's selection stays outlined with their name.
    expect(document.querySelector('.presence-outline')).toBeNull();
    expect(preview().closest('[inert]')).not.toBeNull();
    expect(button('Collect Photo').disabled).toBe(false);
    // Nor do the keys undo anything.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(undo).not.toHaveBeenCalled();
  });

  it('heads the editor with who is here, above the strip and the controls', () => {
    render(<Together shown={snapshot()} />);
    const here = screen.getByText(/^Here: Ana and Ben$/);
    // A row of its own before the lead, not among the controls under the strip.
    expect(here.closest('.editor-controls')).toBeNull();
    const editor = document.querySelector('.editor')!;
    expect(editor.firstElementChild?.contains(here)).toBe(true);
    expect(editor.hasAttribute('data-together')).toBe(true);
    const follows = here.compareDocumentPosition(preview());
    expect(follows & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('once sent, heads the screen with who sent it, Collect Photo and the letter shared', () => {
    const letter = 'LetterLetterLetterLett';
    render(
      <Together shown={snapshot({ status: 'closed', closedBy: ids.ben, closedLetter: letter })} />,
    );
    const banner = screen.getByRole('region', { name: 'Ben sent the strip.' });
    const open = screen.getByRole('link', { name: 'Open the letter' });
    expect(open.getAttribute('href')).toBe(`/final-letter?id=${letter}`);
    // Collect Photo is in the banner, before the strip; no bar at the foot invites again.
    expect(banner.contains(button('Collect Photo'))).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Collect Photo' })).toHaveLength(1);
    expect(document.querySelector('.editor-collect')).toBeNull();
    expect(
      banner.compareDocumentPosition(preview()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Nor who is here: the room is over.
    expect(screen.queryByText(/^Here:/)).toBeNull();
  });

  it('offers no letter when the sender shared none, nor to a phone that was removed', () => {
    const view = render(<Together shown={snapshot({ status: 'closed', closedBy: ids.ben })} />);
    expect(screen.queryByRole('link', { name: 'Open the letter' })).toBeNull();
    expect(button('Collect Photo').disabled).toBe(false);
    view.rerender(
      <Together shown={snapshot({ status: 'removed', closedLetter: 'LetterLetterLetterLett' })} />,
    );
    expect(screen.queryByRole('link', { name: 'Open the letter' })).toBeNull();
  });

  it('says why the decorating ended when the room ended without a letter, or this phone was removed', () => {
    const view = render(<Together shown={snapshot({ status: 'closed', closedBy: null })} />);
    expect(
      screen.getByText("This strip's room has ended.").closest('[role="status"]'),
    ).not.toBeNull();
    view.rerender(<Together shown={snapshot({ status: 'removed' })} />);
    expect(screen.getByRole('alert').textContent).toContain(
      "You were removed from this strip's room.",
    );
  });

  it("keeps the shared decoration with the visit only once the room's document arrived", async () => {
    const decorationKept = () =>
      vi.mocked(updateVisit).mock.calls.filter(([change]) => 'decoration' in change);
    const view = render(<Together shown={snapshot({ status: 'offline', room: null })} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Date stamp' }));
    // Past the save delay (SAVE_DELAY_MS): the empty document never replaces the visit's.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(decorationKept()).toEqual([]);
    view.rerender(<Together shown={snapshot()} />);
    await waitFor(() => expect(decorationKept()).toHaveLength(1));
    expect(decorationKept()[0]?.[0].decoration).toMatchObject({ dateStamp: false });
  });

  it('replaces the photo of a pose retaken in the room, and keeps it in the visit', async () => {
    const retake = new Blob(['retake'], { type: 'image/jpeg' });
    const fetched = vi.fn((url: string) => {
      expect(url).toBe('/api/rooms/RoomRoomRoomRoomRoomRo/photos/1?v=2');
      return Promise.resolve(new Response(retake));
    });
    vi.stubGlobal('fetch', fetched);
    const view = render(<Together shown={snapshot()} />);
    const before = snapshot().room!;
    const retaken = [photos[0]!, { pose: 1, version: 2, by: ids.ben }];
    view.rerender(<Together shown={snapshot({ room: { ...before, photos: retaken } })} />);
    await waitFor(() => expect(updateVisit).toHaveBeenCalled());
    const kept = vi.mocked(updateVisit).mock.calls.at(-1)?.[0];
    expect(kept?.photos?.[0]).toBe(visit.photos[0]);
    expect(await kept?.photos?.[1]?.text()).toBe('retake');
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
