// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Sticker } from '../../../model/sticker.js';
import {
  clientPoint,
  gestureInvolves,
  hitTarget,
  keyGestureEvent,
  layerFrame,
  photoKeyMove,
  startsGesture,
  tapSlop,
  toUnits,
} from './gesture-input.js';
import { IDLE, gestureReducer, type Gesture } from './gesture-machine.js';

const rocket: Sticker = { id: 1, x: 100, y: 100, width: 64, height: 64, rotation: 0, char: '🚀' };
const bounds = { width: 300, height: 500 };

function started(kind: 'body' | 'rotate'): Gesture {
  return gestureReducer(
    IDLE,
    { type: 'down', pointerId: 1, point: { x: 132, y: 60 }, sticker: rocket, target: { kind } },
    bounds,
  ).gesture;
}

function layer(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div data-sticker-id="7"><span class="emoji">🚀</span></div>
    <div class="selection">
      <button data-handle="top-left"></button>
      <button data-handle="sideways"></button>
      <button data-rotate=""><svg><path></path></svg></button>
      <button data-delete=""><svg><path></path></svg></button>
    </div>`;
  return root;
}

describe('hitTarget', () => {
  it('names a sticker from anywhere inside it', () => {
    const root = layer();
    expect(hitTarget(root.querySelector('.emoji'))).toEqual({
      gesture: { kind: 'body' },
      stickerId: 7,
    });
  });

  it('names a resize handle, the rotate handle and the bin, from their icons too', () => {
    const root = layer();
    expect(hitTarget(root.querySelector('[data-handle="top-left"]'))).toEqual({
      gesture: { kind: 'resize', handle: 'top-left' },
    });
    expect(hitTarget(root.querySelector('[data-rotate] path'))).toEqual({
      gesture: { kind: 'rotate' },
    });
    expect(hitTarget(root.querySelector('[data-delete] path'))).toEqual({ bin: true });
  });

  it('finds nothing on the empty layer, on an unknown handle or off the page', () => {
    const root = layer();
    expect(hitTarget(root)).toEqual({});
    expect(hitTarget(root.querySelector('[data-handle="sideways"]'))).toEqual({});
    expect(hitTarget(null)).toEqual({});
    expect(hitTarget(window)).toEqual({});
  });
});

describe('layerFrame and toUnits', () => {
  it('turn screen pixels into strip units', () => {
    const frame = layerFrame({ left: 20, top: 40, width: 600 });
    expect(frame.scale).toBe(2);
    expect(toUnits(frame, { clientX: 20, clientY: 40 })).toEqual({ x: 0, y: 0 });
    expect(toUnits(frame, { clientX: 320, clientY: 140 })).toEqual({ x: 150, y: 50 });
  });

  it('count a pixel a unit on a layer not laid out yet', () => {
    expect(layerFrame({ left: 0, top: 0, width: 0 }).scale).toBe(1);
  });
});

describe('tapSlop', () => {
  it('lets a finger wander further than a mouse, measured in strip units', () => {
    expect(tapSlop('touch', 1)).toBe(6);
    expect(tapSlop('mouse', 1)).toBe(3);
    expect(tapSlop('pen', 2)).toBe(1.5);
  });
});

describe('gestureInvolves', () => {
  it("knows a gesture's own pointer, and both fingers of a pinch", () => {
    const drag = started('body');
    expect(gestureInvolves(drag, 1)).toBe(true);
    expect(gestureInvolves(drag, 2)).toBe(false);
    const pinch = gestureReducer(
      drag,
      { type: 'second-finger', pointerId: 2, point: { x: 0, y: 0 } },
      bounds,
    ).gesture;
    expect(gestureInvolves(pinch, 2)).toBe(true);
    expect(gestureInvolves(IDLE, 1)).toBe(false);
  });
});

describe('keyGestureEvent', () => {
  const key = (type: string, name: string, shiftKey = false) => ({ type, key: name, shiftKey });

  it('Escape pressed during a gesture cancels it', () => {
    expect(keyGestureEvent(key('keydown', 'Escape'), started('body'))).toEqual({
      type: 'cancel',
    });
    expect(keyGestureEvent(key('keyup', 'Escape'), started('body'))).toBeNull();
  });

  it('Shift snaps while held and frees when released, unless the other Shift is still down', () => {
    const turning = started('rotate');
    expect(keyGestureEvent(key('keydown', 'Shift', true), turning)).toEqual({
      type: 'snap',
      snap: true,
    });
    expect(keyGestureEvent(key('keyup', 'Shift'), turning)).toEqual({ type: 'snap', snap: false });
    expect(keyGestureEvent(key('keyup', 'Shift', true), turning)).toEqual({
      type: 'snap',
      snap: true,
    });
  });

  it('ignores other keys, and every key while no gesture runs', () => {
    expect(keyGestureEvent(key('keydown', 'a'), started('body'))).toBeNull();
    expect(keyGestureEvent(key('keydown', 'Escape'), IDLE)).toBeNull();
    expect(keyGestureEvent(key('keydown', 'Shift', true), IDLE)).toBeNull();
  });
});

describe("the photo layer's input", () => {
  it('starts a gesture on a touch, a pen or the main mouse button only', () => {
    expect(startsGesture({ pointerType: 'touch', button: 0 })).toBe(true);
    expect(startsGesture({ pointerType: 'pen', button: 2 })).toBe(true);
    expect(startsGesture({ pointerType: 'mouse', button: 0 })).toBe(true);
    expect(startsGesture({ pointerType: 'mouse', button: 2 })).toBe(false);
  });

  it('reads a pointer in client px', () => {
    expect(clientPoint({ clientX: 12, clientY: 34 })).toEqual({ x: 12, y: 34 });
  });

  it('reads the arrow keys as pans of 4 units, 20 with Shift, and nothing else', () => {
    expect(photoKeyMove({ key: 'ArrowLeft', shiftKey: false })).toEqual([-4, 0]);
    expect(photoKeyMove({ key: 'ArrowDown', shiftKey: true })).toEqual([0, 20]);
    expect(photoKeyMove({ key: 'ArrowUp', shiftKey: false })).toEqual([0, -4]);
    expect(photoKeyMove({ key: 'ArrowRight', shiftKey: true })).toEqual([20, 0]);
    expect(photoKeyMove({ key: 'a', shiftKey: false })).toBeNull();
    expect(photoKeyMove({ key: 'constructor', shiftKey: false })).toBeNull();
  });
});
