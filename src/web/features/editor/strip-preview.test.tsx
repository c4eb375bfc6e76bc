// @vitest-environment happy-dom
/**
 * The strip preview read from the editor session (useEditor()): the frame colour, the date
 * stamp and the event's name, the photos and stickers named for assistive technology, clicks
 * reaching the session's selection, drops reaching its placement, and its width reported.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DECORATION, type Decoration } from '../../../model/decoration.js';
import type { Sticker } from '../../../model/sticker.js';
import { STRIP_WIDTH, stampText, stripGeometry } from '../../../model/strip.js';
import { EditorContext, type EditorSession } from './editor-session.js';
import { DROP_HOVER_COLOUR, StripPreview } from './strip-preview.js';

const rocket: Sticker = { id: 1, x: 100, y: 100, width: 64, height: 64, rotation: 0, char: '🚀' };
const date = new Date(2026, 4, 17);

/** A session as the editor would hand it, with spies for its actions. */
function session(overrides: Partial<EditorSession> = {}): EditorSession {
  const decoration: Decoration = { ...DEFAULT_DECORATION, stickers: [rocket] };
  const apply = vi.fn();
  return {
    geometry: stripGeometry(2),
    eventName: '',
    saveToDevice: true,
    date,
    stampLanguage: 'en',
    together: null,
    history: {
      decoration,
      apply,
      undo: vi.fn(),
      redo: vi.fn(),
      canUndo: false,
      canRedo: false,
    },
    decoration,
    apply,
    photos: [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })],
    clips: [],
    live: false,
    setLive: vi.fn(),
    photoSizes: new Map(),
    photoSized: vi.fn(),
    selectedSticker: null,
    selectSticker: vi.fn(),
    selectedPhoto: null,
    selectPhoto: vi.fn(),
    replacePhoto: vi.fn(() => Promise.resolve()),
    unreadableFile: null,
    capturing: false,
    setCapturing: vi.fn(),
    alert: null,
    announcement: '',
    previewWidth: STRIP_WIDTH,
    setPreviewWidth: vi.fn(),
    place: {
      pick: vi.fn(),
      addImage: vi.fn(),
      addAll: vi.fn(),
      drop: vi.fn(),
      dropRefused: vi.fn(),
      tapped: vi.fn(),
    },
    emptyTap: vi.fn(),
    preview: () => null,
    ...overrides,
  };
}

function show(editor: EditorSession) {
  render(
    <EditorContext value={editor}>
      <StripPreview />
    </EditorContext>,
  );
  return screen.getByRole('group', { name: 'Strip preview' });
}

/** A DataTransfer carrying these types, read by getData. */
function transfer(data: Record<string, string>, files = false) {
  const types = [...Object.keys(data), ...(files ? ['Files'] : [])];
  return { types, getData: (type: string) => data[type] ?? '', dropEffect: 'none', files: [] };
}

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
});

afterEach(cleanup);

describe('the strip preview', () => {
  it('shows the frame colour, the date stamp, the photos and the stickers', () => {
    const editor = session();
    const preview = show(editor);
    expect(preview.style.backgroundColor).toBe(DEFAULT_DECORATION.frameColour);
    expect(preview.textContent).toContain(stampText(date, 'en'));
    expect(screen.getByRole('list', { name: 'Your photos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sticker 🚀' })).toBeTruthy();
    // Its width is told to the session (the strip rendered ahead is drawn at its scale).
    expect(editor.setPreviewWidth).toHaveBeenCalledWith(STRIP_WIDTH);
  });

  it('writes the event name under the stamp, and hides the stamp when it is off', () => {
    const geometry = stripGeometry(2, { eventName: true });
    const decoration = { ...DEFAULT_DECORATION, dateStamp: false };
    const preview = show(session({ geometry, eventName: 'Ada & Bo', decoration }));
    expect(preview.textContent).toContain('Ada & Bo');
    expect(preview.textContent).not.toContain(stampText(date, 'en'));
  });

  it('selects through the session: a photo by a click, a sticker by focus', () => {
    const editor = session();
    show(editor);
    fireEvent.click(screen.getByRole('button', { name: 'Photo 2' }));
    expect(editor.selectPhoto).toHaveBeenLastCalledWith(1);
    fireEvent.focus(screen.getByRole('button', { name: 'Sticker 🚀' }));
    expect(editor.selectSticker).toHaveBeenLastCalledWith(1);
  });

  it('marks the selected photo and sticker', () => {
    show(session({ selectedPhoto: 0 }));
    expect(screen.getByRole('button', { name: 'Photo 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    cleanup();
    show(session({ selectedSticker: 1 }));
    expect(screen.getByRole('button', { name: 'Delete sticker' })).toBeTruthy();
  });

  it('hands a dropped emoji to the placement, light blue while it hovers; refuses a file', () => {
    const editor = session();
    const preview = show(editor);
    const emoji = transfer({ 'text/plain': '🎉' });
    fireEvent.dragOver(preview, { dataTransfer: emoji });
    expect(preview.style.backgroundColor).toBe(DROP_HOVER_COLOUR);
    fireEvent.drop(preview, { dataTransfer: emoji });
    expect(preview.style.backgroundColor).toBe(DEFAULT_DECORATION.frameColour);
    // The point is read in strip units (e2e/editor-stickers.test.ts checks where it lands).
    expect(vi.mocked(editor.place.drop).mock.calls[0]?.[0]).toEqual({ char: '🎉' });
    fireEvent.drop(preview, { dataTransfer: transfer({}, true) });
    expect(editor.place.dropRefused).toHaveBeenCalled();
  });
});
