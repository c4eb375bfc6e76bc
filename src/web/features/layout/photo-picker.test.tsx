// @vitest-environment happy-dom
/**
 * The upload path as a visitor meets it: Select Photo(s) opens the system's picker, the files
 * picked (or dropped) are read and added, 'Adding photos…' until they are stored, each file
 * that could not be read named, the strip's photos apart from those left out, and each photo
 * used, left out or removed by its own button. Reading the files is mocked
 * (lib/photos/ingest.ts has its own tests).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ingestFiles } from '../../lib/photos/ingest.js';
import { MAX_KEPT_PHOTOS } from '../../lib/photos/ingest-rules.js';
import { PhotoPicker } from './photo-picker.js';

vi.mock('../../lib/photos/ingest.js', () => ({ ingestFiles: vi.fn() }));

const blob = (name: string) => new Blob([name], { type: 'image/png' });
const file = (name: string) => new File([name], name, { type: 'image/png' });

function show(options: { poses?: number; photos?: Blob[]; stored?: Promise<unknown> } = {}) {
  const handlers = {
    onAdd: vi.fn((_: readonly Blob[]) => ({
      dropped: 0,
      stored: options.stored ?? Promise.resolve(),
    })),
    onClear: vi.fn(),
    onToggle: vi.fn(),
    onRemove: vi.fn(),
  };
  render(<PhotoPicker poses={options.poses ?? 2} photos={options.photos ?? []} {...handlers} />);
  return handlers;
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const status = () => document.querySelector('.picker-count')?.textContent;

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
});
beforeEach(() => vi.mocked(ingestFiles).mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen with a mouse or touchpad (`fine`), or a touch-only phone or tablet. */
function pointers(fine: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: fine ? query.includes('fine') : query.includes('coarse'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the photo picker', () => {
  it('offers to select as many photos as the layout has poses, and says none are there yet', () => {
    pointers(true);
    show({ poses: 3 });
    expect(screen.getByRole('region', { name: 'Your photos' })).toBeTruthy();
    const click = vi.spyOn(input(), 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Select 3 Photo(s)' }));
    expect(click).toHaveBeenCalled();
    expect(status()).toBe('No photos yet. You can also drop them here.');
    expect(screen.queryByRole('button', { name: 'Remove all photos' })).toBeNull();
  });

  it('offers no dropping on a touch-only phone: it says to tap the button', () => {
    pointers(false);
    show({ poses: 3 });
    expect(status()).toBe('No photos yet. Tap the button above to pick them.');
  });

  it('adds the picked photos, adding until stored, and names each file it could not read', async () => {
    const read = [blob('a'), blob('b')];
    vi.mocked(ingestFiles).mockResolvedValue({ photos: read, unreadable: ['notes.txt'] });
    let store: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => (store = resolve));
    pointers(true);
    const { onAdd } = show({ stored });
    const picked = [file('a.png'), file('b.png'), file('notes.txt')];
    await act(async () => {
      fireEvent.change(input(), { target: { files: picked } });
    });
    expect(ingestFiles).toHaveBeenCalledWith(picked);
    expect(onAdd).toHaveBeenCalledWith(read);
    expect(status()).toBe('Adding photos…');
    expect(screen.getByRole('alert').textContent).toBe(
      '“notes.txt” could not be read as a photo, so it was left out. Try a JPEG or PNG.',
    );
    await act(async () => store());
    expect(status()).toBe('No photos yet. You can also drop them here.');
  });

  it('says how many were left out over the cap', async () => {
    vi.mocked(ingestFiles).mockResolvedValue({ photos: [blob('a')], unreadable: [] });
    const handlers = show();
    handlers.onAdd.mockReturnValue({ dropped: 2, stored: Promise.resolve() });
    await act(async () => {
      fireEvent.change(input(), { target: { files: [file('a.png')] } });
    });
    expect(screen.getByRole('alert').textContent).toBe(
      `Only ${MAX_KEPT_PHOTOS} photos are kept, so 2 of this pick were left out.`,
    );
  });

  it('takes photos dropped on it, and nothing else', async () => {
    vi.mocked(ingestFiles).mockResolvedValue({ photos: [blob('a')], unreadable: [] });
    const { onAdd } = show();
    const region = screen.getByRole('region', { name: 'Your photos' });
    const files = [file('a.png')];
    fireEvent.dragOver(region, { dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });
    expect(region.className).toContain('photo-picker-dragging');
    await act(async () => {
      fireEvent.drop(region, { dataTransfer: { types: ['Files'], files } });
    });
    expect(region.className).not.toContain('photo-picker-dragging');
    expect(onAdd).toHaveBeenCalledTimes(1);
    fireEvent.drop(region, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(ingestFiles).toHaveBeenCalledTimes(1);
  });

  it("shows the strip's photos and those left out, each used, left out or removed", () => {
    const photos = [blob('a'), blob('b'), blob('c')];
    const { onToggle, onRemove, onClear } = show({ poses: 2, photos });
    expect(status()).toBe(
      '3 photos loaded: 2 go on your strip. Click a photo to use it or leave it out.',
    );
    expect(screen.getByRole('list', { name: 'Photos for your strip' }).children).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Not on your strip' }).children).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Leave out photo 2' }));
    expect(onToggle).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Use photo 3' }));
    expect(onToggle).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(onRemove).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove all photos' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('brings the picked photos and their count into view above the sticky bar', async () => {
    vi.mocked(ingestFiles).mockResolvedValue({ photos: [blob('a')], unreadable: [] });
    pointers(true);
    // The phone the reviewer used: the photos arrived at 760–875, under a 140 px bar.
    const bar = document.createElement('div');
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 704, 390, 140));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('picker-result')
        ? new DOMRect(0, 760, 390, 115)
        : new DOMRect(0, 0, 0, 0);
    });
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    const handlers = {
      onAdd: vi.fn(() => ({ dropped: 0, stored: Promise.resolve() })),
      onClear: vi.fn(),
      onToggle: vi.fn(),
      onRemove: vi.fn(),
    };
    render(<PhotoPicker poses={2} photos={[]} bar={{ current: bar }} {...handlers} />);
    expect(scrollBy).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(input(), { target: { files: [file('a.png')] } });
    });
    const room = window.innerHeight - 140 - 12;
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 875 - room, behavior: 'smooth' });
    vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockRestore();
  });
});
