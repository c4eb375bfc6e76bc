// @vitest-environment happy-dom
/**
 * The strip's photos as a visitor meets them: buttons named 'Photo N', selected by a click or
 * focus; the selected one pans with the arrow keys (clamped: it always covers its box), Escape
 * lets it go, and each photo shows the visit's photo its frame names.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DECORATION, type DecorationEvent } from '../../../model/decoration.js';
import { framesFor, type PhotoFrame } from '../../../model/photo-frame.js';
import { stripGeometry } from '../../../model/strip.js';
import { EditorContext } from './editor-session.js';
import { PhotoLayer } from './photo-layer.js';
import { sessionForTests } from '../../../../test/web/editor-session.js';

const geometry = stripGeometry(2);
const photos = [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })];
/** Square photos: at 100 % in a 4:3 box they have room to pan up and down only. */
const sizes = new Map([
  [0, { width: 600, height: 600 }],
  [1, { width: 600, height: 600 }],
]);
const room = (272 - 204) / 2;

function show(options: { frames?: PhotoFrame[]; selected?: number | null } = {}) {
  const onApply = vi.fn<(event: DecorationEvent) => void>();
  const onSelect = vi.fn<(index: number | null) => void>();
  const frames = options.frames ?? framesFor(undefined, 2);
  const editor = sessionForTests({
    geometry,
    photos,
    decoration: { ...DEFAULT_DECORATION, photoFrames: frames },
    photoSizes: sizes,
    selectedPhoto: options.selected ?? null,
    selectPhoto: onSelect,
    apply: onApply,
  });
  render(
    <EditorContext value={editor}>
      <PhotoLayer scale={1} />
    </EditorContext>,
  );
  return { onApply, onSelect };
}

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
});

afterEach(cleanup);

describe('the photo layer', () => {
  it('names each photo and selects it on a click or on focus', () => {
    const { onSelect } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Photo 2' }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    fireEvent.focus(screen.getByRole('button', { name: 'Photo 1' }));
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });

  it('pans with the arrow keys, clamped so the photo covers its box', () => {
    const { onApply } = show({ selected: 0 });
    const button = screen.getByRole('button', { name: 'Photo 1' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(button, { key: 'ArrowDown', shiftKey: true });
    expect(onApply).toHaveBeenLastCalledWith({
      type: 'PhotoPanned',
      index: 0,
      offsetX: 0,
      offsetY: 20,
    });
    // No room sideways at 100 %: the pan stays at 0.
    fireEvent.keyDown(button, { key: 'ArrowRight' });
    expect(onApply).toHaveBeenLastCalledWith({
      type: 'PhotoPanned',
      index: 0,
      offsetX: 0,
      offsetY: 0,
    });
    const frames = [{ source: 0, zoom: 1, offsetX: 0, offsetY: room }, framesFor(undefined, 2)[1]!];
    cleanup();
    const second = show({ selected: 0, frames });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Photo 1' }), { key: 'ArrowDown' });
    expect(second.onApply).toHaveBeenLastCalledWith({
      type: 'PhotoPanned',
      index: 0,
      offsetX: 0,
      offsetY: room,
    });
  });

  it('lets the photo go on Escape', () => {
    const { onSelect } = show({ selected: 1 });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Photo 2' }), { key: 'Escape' });
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('places each photo by its frame, the moved one in its new box', () => {
    const moved = [
      { source: 1, zoom: 2, offsetX: 0, offsetY: 0 },
      { source: 0, zoom: 1, offsetX: 0, offsetY: 0 },
    ];
    show({ frames: moved });
    const first = screen.getByRole('button', { name: 'Photo 1' }).querySelector('img')!;
    // 600 px square covering 272 × 204 at 100 % is 272 units wide; at 200 %, 544, centred.
    expect(first.style.width).toBe('544px');
    expect(first.style.left).toBe('-136px');
    const second = screen.getByRole('button', { name: 'Photo 2' }).querySelector('img')!;
    expect(second.style.width).toBe('272px');
    expect(second.style.top).toBe(`${-room}px`);
  });

  it('builds each Ctrl+wheel step on the one before, though no render came between them', () => {
    // The mock apply never renders new frames: as on a busy device, where wheel events come
    // (or are coalesced) faster than React renders. Two notches make 121 %, not 110 % twice.
    const { onApply } = show({ selected: 0 });
    const photo = screen.getByRole('button', { name: 'Photo 1' });
    const ctrlWheel = () => {
      const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
      // happy-dom's WheelEvent drops ctrlKey from its init.
      Object.defineProperty(event, 'ctrlKey', { value: true });
      fireEvent(photo, event);
    };
    ctrlWheel();
    ctrlWheel();
    expect(onApply).toHaveBeenCalledTimes(2);
    const zooms = onApply.mock.calls.map(([event]) =>
      event.type === 'PhotoZoomed' ? event.zoom : 0,
    );
    expect(zooms[0]).toBeCloseTo(1.1, 5);
    expect(zooms[1]).toBeCloseTo(1.21, 5);
  });
});
