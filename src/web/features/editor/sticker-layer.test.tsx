// @vitest-environment happy-dom
/**
 * The editor's sticker layer as a visitor meets it: stickers are buttons named by their
 * content, the selected one has its frame (resize, rotate, bin), the keyboard and the pointer
 * change it, and every change reaches the decoration as one event.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DECORATION,
  decorate,
  type Decoration,
  type DecorationEvent,
} from '../../../model/decoration.js';
import type { Sticker } from '../../../model/sticker.js';
import { stripGeometry } from '../../../model/strip.js';
import { EditorContext } from './editor-session.js';
import { sessionForTests } from '../../../../test/web/editor-session.js';
import { StickerLayer } from './sticker-layer.js';

const rocket: Sticker = { id: 1, x: 100, y: 100, width: 64, height: 64, rotation: 0, char: '🚀' };
const star: Sticker = { id: 2, x: 10, y: 300, width: 40, height: 40, rotation: 0, char: '⭐' };
const photo: Sticker = {
  id: 3,
  x: 200,
  y: 20,
  width: 80,
  height: 80,
  rotation: 0,
  src: '/stickers/a.png',
};

/** The layer inside the state the editor keeps: the decoration and the selected sticker. */
function Editor({
  onApply,
  onFocusLost,
  capturing = false,
}: {
  onApply(event: DecorationEvent): void;
  onFocusLost(): void;
  capturing?: boolean;
}) {
  const [decoration, setDecoration] = useState<Decoration>({
    ...DEFAULT_DECORATION,
    stickers: [rocket, star, photo],
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const editor = sessionForTests({
    geometry: { ...stripGeometry(2), width: 300, height: 500 },
    decoration,
    selectedSticker: selectedId,
    selectSticker: setSelectedId,
    capturing,
    apply: (event) => {
      onApply(event);
      setDecoration((current) => decorate(current, event));
    },
  });
  return (
    <EditorContext value={editor}>
      <StickerLayer scale={1} onFocusLost={onFocusLost} />
    </EditorContext>
  );
}

function setup(capturing = false) {
  const onApply = vi.fn<(event: DecorationEvent) => void>();
  const onFocusLost = vi.fn();
  render(<Editor onApply={onApply} onFocusLost={onFocusLost} capturing={capturing} />);
  return { onApply, onFocusLost };
}

const sticker = (name: string) => screen.getByRole('button', { name });
const state = (element: HTMLElement) => ({
  x: Number(element.dataset.x),
  y: Number(element.dataset.y),
  width: Number(element.dataset.width),
  rotation: Number(element.dataset.rotation),
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StickerLayer', () => {
  it('shows each sticker as a button named by its content, none selected', () => {
    setup();
    for (const name of ['Sticker 🚀', 'Sticker ⭐', 'Sticker (image)']) {
      expect(sticker(name).getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.queryByRole('button', { name: 'Rotate sticker' })).toBeNull();
  });

  it('focus selects a sticker and brings its frame: eight handles, rotate and bin', () => {
    setup();
    act(() => sticker('Sticker ⭐').focus());
    expect(sticker('Sticker ⭐').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: /^Resize sticker/ })).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Rotate sticker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete sticker' })).toBeTruthy();
  });

  it('hides the frame while Collect Photo captures the strip', () => {
    setup(true);
    act(() => sticker('Sticker ⭐').focus());
    expect(screen.queryByRole('button', { name: 'Delete sticker' })).toBeNull();
  });

  it('arrows move, Shift+arrows move further, ] turns, each one change', () => {
    const { onApply } = setup();
    const rocketButton = sticker('Sticker 🚀');
    act(() => rocketButton.focus());
    fireEvent.keyDown(rocketButton, { key: 'ArrowRight' });
    fireEvent.keyDown(rocketButton, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(rocketButton, { key: ']' });
    expect(onApply).toHaveBeenCalledTimes(3);
    expect(state(sticker('Sticker 🚀'))).toEqual({ x: 101, y: 110, width: 64, rotation: 15 });
  });

  it('Escape deselects the focused sticker', () => {
    const { onApply } = setup();
    act(() => sticker('Sticker 🚀').focus());
    fireEvent.keyDown(sticker('Sticker 🚀'), { key: 'Escape' });
    expect(sticker('Sticker 🚀').getAttribute('aria-pressed')).toBe('false');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('Delete removes the sticker and moves focus to the one above it', () => {
    const { onApply } = setup();
    act(() => sticker('Sticker ⭐').focus());
    fireEvent.keyDown(sticker('Sticker ⭐'), { key: 'Delete' });
    expect(onApply).toHaveBeenCalledWith({ type: 'StickerDeleted', id: 2 });
    expect(screen.queryByRole('button', { name: 'Sticker ⭐' })).toBeNull();
    expect(document.activeElement).toBe(sticker('Sticker (image)'));
    expect(sticker('Sticker (image)').getAttribute('aria-pressed')).toBe('true');
  });

  it('the bin removes the selected sticker and hands focus back to the preview', () => {
    const { onApply, onFocusLost } = setup();
    act(() => sticker('Sticker 🚀').focus());
    fireEvent.click(screen.getByRole('button', { name: 'Delete sticker' }));
    expect(onApply).toHaveBeenCalledWith({ type: 'StickerDeleted', id: 1 });
    expect(screen.queryByRole('button', { name: 'Sticker 🚀' })).toBeNull();
    expect(onFocusLost).toHaveBeenCalled();
  });

  it('a pointer drag selects the sticker and changes the decoration once, on release', () => {
    const { onApply } = setup();
    const at = (x: number, y: number) => ({
      clientX: x,
      clientY: y,
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
    });
    fireEvent.pointerDown(sticker('Sticker 🚀'), at(110, 110));
    const layer = sticker('Sticker 🚀').parentElement!;
    fireEvent.pointerMove(layer, at(130, 140));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.pointerUp(layer, at(130, 140));
    expect(onApply.mock.calls).toEqual([
      [{ type: 'StickerChanged', sticker: { ...rocket, x: 120, y: 130 } }],
    ]);
    expect(sticker('Sticker 🚀').getAttribute('aria-pressed')).toBe('true');
    expect(state(sticker('Sticker 🚀'))).toMatchObject({ x: 120, y: 130 });
  });
});
