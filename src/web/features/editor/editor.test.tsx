// @vitest-environment happy-dom
/**
 * The editor as a visitor meets it, its parts sharing one session: an emoji picked lands on
 * the strip, selected and announced, and Undo and Redo take it away and back; a photo selected
 * shows its controls (never with a sticker selected), Escape and Done let it go; Replace photo
 * brings a file in or says which could not be read; a file dropped on the strip is refused in
 * words; the date stamp switches off. The emoji picker's code, the drawing of the strip and
 * the visit's storage are mocked (the e2e tests run the real ones).
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ingestFile } from '../../lib/photos/ingest.js';
import { updateVisit, type Visit } from '../../lib/storage/visit-store.js';
import { Editor } from './editor.js';

vi.mock('../../lib/storage/visit-store.js', () => ({
  updateVisit: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../lib/photos/ingest.js', () => ({ ingestFile: vi.fn() }));
vi.mock('../../navigation/go-to.js', () => ({ useGoTo: () => vi.fn() }));
vi.mock('./collect/collect-strip.js', () => ({
  prepareStrip: vi.fn(),
  prepareStickers: vi.fn(() => Promise.resolve(new Map())),
  collectStrip: vi.fn(),
}));
vi.mock('./collect/use-speculative-strip.js', () => ({
  useSpeculativeStrip: () => ({ take: () => null, ready: false }),
}));
vi.mock('./controls/emoji-picker.js', () => ({
  default: ({ onPick }: { onPick(char: string): void }) => (
    <button type="button" onClick={() => onPick('🎉')}>
      Party popper
    </button>
  ),
}));

const visit: Visit = {
  layout: 2,
  source: 'upload',
  photos: [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })],
  photosSource: 'upload',
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const status = () => screen.getAllByRole('status').at(-1)?.textContent;

async function show() {
  render(<Editor visit={visit} poseCount={2} />);
  // The emoji picker's code arrives in a chunk of its own.
  await screen.findByRole('button', { name: 'Party popper' });
}

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
});
beforeEach(() => {
  vi.mocked(updateVisit).mockClear();
  vi.mocked(ingestFile).mockReset();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the editor', () => {
  it('shows the photos ready for the strip, the preview and Collect Photo', async () => {
    await show();
    expect(screen.getByText(/^2 photos ready for your strip/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Strip preview' })).toBeTruthy();
    expect(button('Photo 1')).toBeTruthy();
    expect(button('Photo 2')).toBeTruthy();
    expect(button('Collect Photo').disabled).toBe(false);
    expect(button('Undo').disabled).toBe(true);
    expect(button('Redo').disabled).toBe(true);
  });

  it('adds a picked emoji, selected and announced; Undo and Redo take it away and back', async () => {
    await show();
    await act(async () => fireEvent.click(button('Party popper')));
    expect(button('Sticker 🎉')).toBeTruthy();
    expect(button('Delete sticker')).toBeTruthy();
    expect(status()).toBe('Sticker 🎉 added.');
    expect(document.querySelector('.editor-hint[data-shown]')).toBeTruthy();
    fireEvent.click(button('Undo'));
    expect(screen.queryByRole('button', { name: 'Sticker 🎉' })).toBeNull();
    fireEvent.click(button('Redo'));
    expect(button('Sticker 🎉')).toBeTruthy();
  });

  it("keeps the hint's room from the start: one paragraph, shown once there is a sticker to move", async () => {
    await show();
    const hint = document.querySelector<HTMLElement>('.editor-hint')!;
    // There before any sticker, hidden (editor.css), so the first one moves nothing on the page.
    expect(hint.dataset.shown).toBeUndefined();
    // Both wordings, the one for this input active: on a wide screen the taller keeps the room.
    const wordings = [...hint.children] as HTMLElement[];
    expect(wordings.map((wording) => wording.textContent)).toEqual([
      expect.stringMatching(/^Drag a sticker to move it; use its handles/),
      expect.stringMatching(/^Drag a sticker with one finger/),
    ]);
    expect(wordings.map((wording) => wording.dataset.active)).toEqual(['true', undefined]);
    await act(async () => fireEvent.click(button('Party popper')));
    expect(document.querySelector('.editor-hint')).toBe(hint);
    expect(hint.dataset.shown).toBe('true');
    // The last sticker gone, the hint hides in the same place.
    fireEvent.click(button('Undo'));
    expect(document.querySelector('.editor-hint')).toBe(hint);
    expect(hint.dataset.shown).toBeUndefined();
  });

  it('shows a selected photo its controls, never with a sticker selected; Escape and Done let it go', async () => {
    await show();
    fireEvent.click(button('Photo 2'));
    expect(screen.getByRole('heading', { name: 'Photo 2' })).toBeTruthy();
    expect(button('Move down').disabled).toBe(true);
    fireEvent.click(button('Move up'));
    // The photo moved up, and the box it went to is selected.
    expect(screen.getByRole('heading', { name: 'Photo 1' })).toBeTruthy();
    // Undo above the strip, and on the photo's sheet (a phone shows only that one).
    const undos = screen.getAllByRole('button', { name: 'Undo' }) as HTMLButtonElement[];
    expect(undos.map((undo) => undo.disabled)).toEqual([false, false]);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('heading', { name: /^Photo/ })).toBeNull();

    fireEvent.click(button('Photo 1'));
    fireEvent.click(button('Done'));
    expect(screen.queryByRole('heading', { name: /^Photo/ })).toBeNull();

    await act(async () => fireEvent.click(button('Party popper')));
    fireEvent.click(button('Photo 1'));
    expect(screen.queryByRole('button', { name: 'Delete sticker' })).toBeNull();
    fireEvent.focus(button('Sticker 🎉'));
    expect(screen.queryByRole('heading', { name: /^Photo/ })).toBeNull();
    expect(button('Delete sticker')).toBeTruthy();
  });

  it("keeps Collect Photo the last stop of Tab, and marks when a sheet opens over the phone's bar", async () => {
    await show();
    const editor = document.querySelector<HTMLElement>('.editor')!;
    const stops = [...editor.querySelectorAll<HTMLElement>('button, input, [tabindex="0"]')];
    expect(stops.at(-1)).toBe(button('Collect Photo'));
    // The bar over the dock shows (collect.css) while no sheet is open.
    expect(editor.dataset.sheetOpen).toBeUndefined();
    expect(editor.dataset.photoSelected).toBeUndefined();
    fireEvent.click(button('Emoji stickers'));
    expect(editor.dataset.sheetOpen).toBe('true');
    fireEvent.click(button('Emoji stickers'));
    expect(editor.dataset.sheetOpen).toBeUndefined();
    fireEvent.click(button('Photo 2'));
    expect(editor.dataset.photoSelected).toBe('true');
    fireEvent.click(button('Done'));
    expect(editor.dataset.photoSelected).toBeUndefined();
  });

  it('replaces a photo with a file, or names the file it could not read', async () => {
    await show();
    fireEvent.click(button('Photo 1'));
    const input = document.querySelector<HTMLInputElement>('.photo-controls input[type="file"]')!;
    vi.mocked(ingestFile).mockRejectedValueOnce(new Error('not a photo'));
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt')] } });
    });
    expect(screen.getByRole('alert').textContent).toBe(
      '“notes.txt” could not be read as a photo, so it was left out. Try a JPEG or PNG.',
    );
    const replacement = new Blob(['c'], { type: 'image/png' });
    vi.mocked(ingestFile).mockResolvedValueOnce(replacement);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['c'], 'new.png')] } });
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status()).toBe('Photo 1 replaced.');
    // The visit follows the photos shown, so a reload opens on them.
    await waitFor(() =>
      expect(updateVisit).toHaveBeenCalledWith({ photos: [replacement, visit.photos[1]] }),
    );
  });

  it('refuses a file dropped on the strip, in words', async () => {
    await show();
    const preview = screen.getByRole('group', { name: 'Strip preview' });
    fireEvent.drop(preview, { dataTransfer: { types: ['Files'], getData: () => '' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Only an emoji or an image address can become a sticker. Try an emoji or an image.',
    );
  });

  it('switches the date stamp off and on, one step to undo each', async () => {
    await show();
    const preview = screen.getByRole('group', { name: 'Strip preview' });
    expect(preview.querySelector('.strip-stamp')).not.toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Date stamp' }));
    expect(preview.querySelector('.strip-stamp')).toBeNull();
    fireEvent.click(button('Undo'));
    expect(preview.querySelector('.strip-stamp')).not.toBeNull();
  });
});
