// @vitest-environment happy-dom
/**
 * The Live switch as a visitor meets it: only for a strip whose poses have clips (never for
 * uploads), on at first unless the visitor asks for reduced motion, above the strip, kept in
 * the visit; on, each cell
 * with a clip plays it on a canvas over its still, and a photo brought in by Replace photo
 * shows its still (its clip is dropped from the visit). The visit's storage and the collect
 * code are mocked as in editor.test.tsx; the playing itself is e2e/editor-live.test.ts's.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIP_FRAME_COUNT } from '../../../model/living-strip.js';
import { ingestFile } from '../../lib/photos/ingest.js';
import type { Clip } from '../../lib/storage/visit.js';
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

const photo = (name: string) => new Blob([name], { type: 'image/jpeg' });
const clip = (name: string): Clip => ({
  frames: Array.from({ length: CLIP_FRAME_COUNT }, (_, i) => photo(`${name}${i}`)),
  width: 480,
  height: 360,
});
const clips = [clip('a'), clip('b')];

const cameraVisit = (changes: Partial<Visit> = {}): Visit => ({
  layout: 2,
  source: 'camera',
  photos: [photo('a'), photo('b')],
  photosSource: 'camera',
  clips,
  ...changes,
});

const liveSwitch = () => screen.queryByRole('switch', { name: 'Live' }) as HTMLInputElement | null;
const playingCells = () =>
  [...document.querySelectorAll('.strip-photo')].map(
    (cell) => cell.querySelector('.strip-photo-live > canvas') !== null,
  );

function show(visit: Visit) {
  render(<Editor visit={visit} poseCount={2} />);
}

/** Makes `prefers-reduced-motion: reduce` match (or not) for the components. */
function reducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

const originalMatchMedia = window.matchMedia;

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
  window.matchMedia = originalMatchMedia;
});

describe('the Live switch', () => {
  it('is not there for uploaded photos, nor for a camera strip without clips', () => {
    show({ ...cameraVisit(), source: 'upload', photosSource: 'upload', clips: undefined });
    expect(liveSwitch()).toBeNull();
    cleanup();
    show(cameraVisit({ clips: [null, null] }));
    expect(liveSwitch()).toBeNull();
    expect(playingCells()).toEqual([false, false]);
  });

  it('is on at first and kept so in the visit; with reduced motion off, the cells show their stills', () => {
    reducedMotion(false);
    show(cameraVisit());
    expect(liveSwitch()?.checked).toBe(true);
    expect(playingCells()).toEqual([true, true]);
    // Kept at once: /download makes the living strip the editor shows.
    expect(updateVisit).toHaveBeenLastCalledWith({ live: true });
    cleanup();
    vi.mocked(updateVisit).mockClear();
    reducedMotion(true);
    show(cameraVisit());
    expect(liveSwitch()?.checked).toBe(false);
    expect(playingCells()).toEqual([false, false]);
    expect(updateVisit).toHaveBeenLastCalledWith({ live: false });
  });

  it('is in sight above the strip, before the other controls', () => {
    show(cameraVisit());
    const control = liveSwitch()!;
    const strip = screen.getByTestId('strip-preview');
    // With the strip it makes move (not among the controls a phone shows under the strip), and
    // before it: above it, on the first screen.
    expect(control.closest('.editor-stage')).toBe(strip.closest('.editor-stage'));
    expect(control.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says what it does, plays every cell when turned on and keeps the choice in the visit', () => {
    show(cameraVisit({ live: false }));
    const control = liveSwitch()!;
    const hint = document.getElementById(control.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Each photo plays its moment, forward and back.');
    fireEvent.click(control);
    expect(control.checked).toBe(true);
    expect(playingCells()).toEqual([true, true]);
    expect(updateVisit).toHaveBeenLastCalledWith({ live: true });
    fireEvent.click(control);
    expect(playingCells()).toEqual([false, false]);
    expect(updateVisit).toHaveBeenLastCalledWith({ live: false });
  });

  it('opens on as the visit kept it; a cell without a clip shows its still', () => {
    show(cameraVisit({ live: true, clips: [null, clips[1]!] }));
    expect(liveSwitch()?.checked).toBe(true);
    expect(playingCells()).toEqual([false, true]);
  });

  it('shows the still of a photo brought in by Replace photo, and drops its clip from the visit', async () => {
    const visit = cameraVisit({ live: true });
    show(visit);
    fireEvent.click(screen.getByRole('button', { name: 'Photo 1' }));
    const input = document.querySelector<HTMLInputElement>('.photo-controls input[type="file"]')!;
    const replacement = photo('new');
    vi.mocked(ingestFile).mockResolvedValueOnce(replacement);
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['n'], 'new.jpg')] } });
    });
    expect(playingCells()).toEqual([false, true]);
    await waitFor(() =>
      expect(updateVisit).toHaveBeenCalledWith({
        photos: [replacement, visit.photos[1]],
        clips: [null, clips[1]],
      }),
    );
    // Undo brings the photo back, and its clip with it.
    fireEvent.click(screen.getAllByRole('button', { name: 'Undo' })[0]!);
    expect(playingCells()).toEqual([true, true]);
  });
});
