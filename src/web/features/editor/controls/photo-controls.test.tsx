// @vitest-environment happy-dom
/**
 * The selected photo's controls as a visitor meets them: a Zoom slider (its pan clamped to the
 * new zoom), Replace photo through a file input, Move up and Move down (off at the ends, naming
 * the strip's boxes so the photo's stickers go along), Reset
 * (off while the photo is plain), Done, and the Replace photo error as an alert.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DecorationEvent } from '../../../../model/decoration.js';
import { plainFrame, type PhotoFrame } from '../../../../model/photo-frame.js';
import { stripGeometry } from '../../../../model/strip.js';
import { PhotoControls } from './photo-controls.js';

/** A square photo in a 272 × 204 box: at 100 % it may pan 34 units up or down. */
const box = { x: 24, y: 24, width: 272, height: 204 };
const size = { width: 600, height: 600 };
const strip = stripGeometry(3);

function show(options: { index?: number; frame?: PhotoFrame; error?: string | null } = {}) {
  const handlers = {
    onApply: vi.fn<(event: DecorationEvent) => void>(),
    onReplace: vi.fn<(file: File) => void>(),
    onSelect: vi.fn<(index: number) => void>(),
    onClose: vi.fn<() => void>(),
  };
  const index = options.index ?? 0;
  render(
    <PhotoControls
      index={index}
      strip={strip}
      frame={options.frame ?? plainFrame(index)}
      box={box}
      size={size}
      error={options.error ?? null}
      {...handlers}
    />,
  );
  return handlers;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(cleanup);

describe('the photo controls', () => {
  it('are headed by the photo, and the zoom reads as a percentage', () => {
    show({ index: 1, frame: { source: 1, zoom: 1.5, offsetX: 0, offsetY: 0 } });
    expect(screen.getByRole('heading', { name: 'Photo 2' })).toBeTruthy();
    const zoom = screen.getByRole('slider', { name: 'Zoom' }) as HTMLInputElement;
    expect(zoom.value).toBe('150');
    expect(zoom.getAttribute('aria-valuetext')).toBe('150 %');
  });

  it('zooms with the slider, the pan clamped to the room the new zoom leaves', () => {
    const frame = { source: 0, zoom: 2, offsetX: 0, offsetY: 100 };
    const { onApply } = show({ frame });
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '100' } });
    expect(onApply).toHaveBeenLastCalledWith({
      type: 'PhotoZoomed',
      index: 0,
      zoom: 1,
      offsetX: 0,
      offsetY: (272 - 204) / 2,
    });
  });

  it('moves the photo up and down, selecting the box it moved to; off at the ends', () => {
    const middle = show({ index: 1 });
    fireEvent.click(button('Move up'));
    expect(middle.onApply).toHaveBeenLastCalledWith({
      type: 'PhotoMoved',
      from: 1,
      to: 0,
      strip,
    });
    expect(middle.onSelect).toHaveBeenLastCalledWith(0);
    fireEvent.click(button('Move down'));
    expect(middle.onApply).toHaveBeenLastCalledWith({
      type: 'PhotoMoved',
      from: 1,
      to: 2,
      strip,
    });
    expect(middle.onSelect).toHaveBeenLastCalledWith(2);
    cleanup();
    show({ index: 0 });
    expect(button('Move up').disabled).toBe(true);
    expect(button('Move down').disabled).toBe(false);
    cleanup();
    show({ index: 2 });
    expect(button('Move down').disabled).toBe(true);
  });

  it('resets a zoomed or panned photo; Reset is off for a plain one', () => {
    show();
    expect(button('Reset').disabled).toBe(true);
    cleanup();
    const { onApply } = show({ frame: { source: 0, zoom: 1, offsetX: 0, offsetY: 10 } });
    fireEvent.click(button('Reset'));
    expect(onApply).toHaveBeenLastCalledWith({ type: 'PhotoReset', index: 0 });
  });

  it('hands over the file Replace photo picks, and says what went wrong', () => {
    const { onReplace, onClose } = show({ error: 'cat.txt could not be read.' });
    expect(screen.getByRole('alert').textContent).toBe('cat.txt could not be read.');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(button('Replace photo'));
    expect(click).toHaveBeenCalled();
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onReplace).toHaveBeenCalledWith(file);
    fireEvent.click(button('Done'));
    expect(onClose).toHaveBeenCalled();
  });
});
