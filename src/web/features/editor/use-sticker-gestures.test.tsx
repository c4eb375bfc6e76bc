// @vitest-environment happy-dom
/**
 * Pointer sequences in, model changes out: the hook on a bare layer laid out one CSS pixel per
 * strip unit (happy-dom lays nothing out), so client coordinates are strip units.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Point, Sticker } from '../../../model/sticker.js';
import { useStickerGestures } from './use-sticker-gestures.js';

const rocket: Sticker = { id: 1, x: 100, y: 100, width: 64, height: 64, rotation: 0, char: '🚀' };
const star: Sticker = { id: 2, x: 10, y: 300, width: 40, height: 40, rotation: 0, char: '⭐' };
const bounds = { width: 300, height: 500 };

interface HarnessProps {
  selectedId: number | null;
  onSelect(id: number | null): void;
  onCommit(sticker: Sticker): void;
  onEmptyTap(point: Point, pointerType: string): void;
}

/** The layer's markup as the sticker layer has it: stickers, and the selected one's handles. */
function Harness(props: HarnessProps) {
  const { draft, handlers } = useStickerGestures({ ...props, stickers: [rocket, star], bounds });
  return (
    <div data-testid="layer" {...handlers}>
      {[rocket, star].map((kept) => {
        const sticker = draft?.id === kept.id ? draft : kept;
        return (
          <div
            key={sticker.id}
            data-testid={`sticker-${sticker.id}`}
            data-sticker-id={sticker.id}
            data-state={JSON.stringify(sticker)}
          />
        );
      })}
      {props.selectedId !== null && (
        <>
          <button data-handle="bottom-right" aria-label="Resize" />
          <button data-rotate="" aria-label="Rotate" />
        </>
      )}
    </div>
  );
}

function setup(selectedId: number | null = null) {
  const calls = {
    onSelect: vi.fn<(id: number | null) => void>(),
    onCommit: vi.fn<(sticker: Sticker) => void>(),
    onEmptyTap: vi.fn<(point: Point, pointerType: string) => void>(),
  };
  render(<Harness selectedId={selectedId} {...calls} />);
  return calls;
}

/** The sticker as the layer shows it now, after the next animation frame. */
function shown(id: number): Sticker {
  act(() => vi.advanceTimersByTime(20));
  return JSON.parse(screen.getByTestId(`sticker-${id}`).dataset.state ?? 'null') as Sticker;
}

type PointerInit = {
  pointerId?: number;
  pointerType?: string;
  button?: number;
  shiftKey?: boolean;
};

function pointer(init: PointerInit = {}) {
  return { pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true, ...init };
}
const layer = () => screen.getByTestId('layer');
const down = (target: Element, x: number, y: number, init?: PointerInit) =>
  fireEvent.pointerDown(target, { clientX: x, clientY: y, ...pointer(init) });
const move = (x: number, y: number, init?: PointerInit) =>
  fireEvent.pointerMove(layer(), { clientX: x, clientY: y, ...pointer(init) });
const up = (x: number, y: number, init?: PointerInit) =>
  fireEvent.pointerUp(layer(), { clientX: x, clientY: y, ...pointer(init) });

/** The point `degrees` clockwise from straight above the rocket's centre (132, 132). */
function onCircle(degrees: number, radius = 72): { x: number; y: number } {
  const a = (degrees * Math.PI) / 180;
  return { x: 132 + radius * Math.sin(a), y: 132 - radius * Math.cos(a) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('dragging a sticker', () => {
  it('selects it on pointer-down, shows it following the pointer, and commits once on up', () => {
    const calls = setup();
    down(screen.getByTestId('sticker-1'), 110, 110);
    expect(calls.onSelect).toHaveBeenCalledWith(1);
    move(130, 120);
    move(150, 130);
    expect(shown(1)).toMatchObject({ x: 140, y: 120 });
    expect(calls.onCommit).not.toHaveBeenCalled();
    up(150, 130);
    expect(calls.onCommit.mock.calls).toEqual([[{ ...rocket, x: 140, y: 120 }]]);
    // The gesture is over: the layer shows the kept sticker until the decoration changes.
    expect(shown(1)).toEqual(rocket);
  });

  it('a tap selects and commits nothing', () => {
    const calls = setup();
    down(screen.getByTestId('sticker-2'), 20, 310);
    move(21, 311);
    up(21, 311);
    expect(calls.onSelect).toHaveBeenCalledWith(2);
    expect(calls.onCommit).not.toHaveBeenCalled();
  });

  it('takes the place of the up even when no move came before it', () => {
    const calls = setup();
    down(screen.getByTestId('sticker-1'), 110, 110);
    up(120, 110);
    expect(calls.onCommit.mock.calls).toEqual([[{ ...rocket, x: 110 }]]);
  });

  it('Escape puts the sticker back and commits nothing', () => {
    const calls = setup();
    down(screen.getByTestId('sticker-1'), 110, 110);
    move(200, 200);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(shown(1)).toEqual(rocket);
    up(200, 200);
    expect(calls.onCommit).not.toHaveBeenCalled();
  });

  it('a pointercancel (the browser took the pointer) commits nothing', () => {
    const calls = setup();
    down(screen.getByTestId('sticker-1'), 110, 110);
    move(200, 200);
    fireEvent.pointerCancel(layer(), pointer());
    up(200, 200);
    expect(calls.onCommit).not.toHaveBeenCalled();
  });

  it('ignores the right mouse button', () => {
    const calls = setup();
    down(screen.getByTestId('sticker-1'), 110, 110, { button: 2 });
    move(200, 200, { button: 2 });
    up(200, 200, { button: 2 });
    expect(calls.onSelect).not.toHaveBeenCalled();
    expect(calls.onCommit).not.toHaveBeenCalled();
  });
});

describe('handles of the selected sticker', () => {
  it('resizes from the bottom-right handle, the top-left corner staying put', () => {
    const calls = setup(1);
    down(screen.getByRole('button', { name: 'Resize' }), 164, 164);
    move(196, 196);
    up(196, 196);
    expect(calls.onCommit.mock.calls).toEqual([[{ ...rocket, width: 96, height: 96 }]]);
  });

  it('turns by the rotate handle', () => {
    const calls = setup(1);
    down(screen.getByRole('button', { name: 'Rotate' }), 132, 60);
    const to = onCircle(90);
    move(to.x, to.y);
    up(to.x, to.y);
    expect(calls.onCommit.mock.calls[0]?.[0].rotation).toBeCloseTo(90);
  });

  it('Shift pressed and released without moving re-snaps and frees the turn at once', () => {
    const calls = setup(1);
    down(screen.getByRole('button', { name: 'Rotate' }), 132, 60);
    const to = onCircle(20);
    move(to.x, to.y);
    expect(shown(1).rotation).toBeCloseTo(20);
    fireEvent.keyDown(window, { key: 'Shift', shiftKey: true });
    expect(shown(1).rotation).toBeCloseTo(15);
    fireEvent.keyUp(window, { key: 'Shift', shiftKey: false });
    expect(shown(1).rotation).toBeCloseTo(20);
    fireEvent.keyDown(window, { key: 'Shift', shiftKey: true });
    up(to.x, to.y, { shiftKey: true });
    expect(calls.onCommit.mock.calls[0]?.[0].rotation).toBeCloseTo(15);
  });
});

describe('two fingers', () => {
  it('a second finger during a drag pinches: spreading them grows the sticker', () => {
    const calls = setup();
    const touch = (pointerId: number) => ({ pointerId, pointerType: 'touch' });
    down(screen.getByTestId('sticker-1'), 112, 132, touch(1));
    down(layer(), 152, 132, touch(2));
    move(92, 132, touch(1));
    move(172, 132, touch(2));
    expect(shown(1)).toMatchObject({ width: 128, height: 128, x: 68, y: 68 });
    up(172, 132, touch(2));
    up(92, 132, touch(1));
    expect(calls.onCommit.mock.calls).toEqual([
      [{ ...rocket, width: 128, height: 128, x: 68, y: 68 }],
    ]);
  });
});

describe('the empty strip', () => {
  it('a tap there deselects and tells where it landed', () => {
    const calls = setup(1);
    down(layer(), 40, 50, { pointerType: 'touch' });
    up(40, 50, { pointerType: 'touch' });
    fireEvent.click(layer());
    expect(calls.onSelect).toHaveBeenCalledWith(null);
    expect(calls.onEmptyTap).toHaveBeenCalledWith({ x: 40, y: 50 }, 'touch');
    expect(calls.onCommit).not.toHaveBeenCalled();
  });

  it('the click that ends a drag deselects nothing', () => {
    const calls = setup();
    down(screen.getByTestId('sticker-1'), 110, 110);
    move(150, 150);
    up(150, 150);
    fireEvent.click(layer());
    expect(calls.onSelect.mock.calls).toEqual([[1]]);
    expect(calls.onEmptyTap).not.toHaveBeenCalled();
  });
});
