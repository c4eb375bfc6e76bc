/**
 * The sticker layer's input, read into what the gesture machine understands: what a
 * pointer-down hit, where a pointer is in strip units, how far a tap may wander, and which keys
 * change a running gesture. Pure but for reading the element a pointer went down on.
 */
import { HANDLES, type Handle, type Point } from '../../../model/sticker.js';
import { STRIP_WIDTH } from '../../../model/strip.js';
import type { Gesture, GestureEvent, GestureTarget } from './gesture-machine.js';

/** How far (CSS px) a finger or mouse may wander before a tap becomes a drag. */
const TAP_SLOP_PX = { touch: 6, other: 3 } as const;

/** A click this long (ms) after its pointer-down on the empty strip is no longer a tap there. */
export const EMPTY_TAP_MS = 1000;

export interface Hit {
  /** What a gesture would move: the sticker's body, one of its handles, its rotate handle. */
  readonly gesture?: GestureTarget;
  /** The sticker under the pointer (not set for a handle: that is the selected sticker's). */
  readonly stickerId?: number;
  /** The bin button, which has its own click. */
  readonly bin?: boolean;
}

function isHandle(value: string | undefined): value is Handle {
  return HANDLES.includes(value as Handle);
}

/** What a pointer-down hit inside the layer: a handle of the selected sticker, a sticker, or nothing. */
export function hitTarget(target: EventTarget | null): Hit {
  if (!(target instanceof Element)) return {};
  if (target.closest('[data-delete]')) return { bin: true };
  const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
  if (isHandle(handle)) return { gesture: { kind: 'resize', handle } };
  if (target.closest('[data-rotate]')) return { gesture: { kind: 'rotate' } };
  const sticker = target.closest<HTMLElement>('[data-sticker-id]');
  if (sticker) return { gesture: { kind: 'body' }, stickerId: Number(sticker.dataset.stickerId) };
  return {};
}

/** The layer's place on screen, and CSS px per strip unit. */
export interface LayerFrame {
  readonly left: number;
  readonly top: number;
  readonly scale: number;
}

export function layerFrame(rect: {
  readonly left: number;
  readonly top: number;
  readonly width: number;
}): LayerFrame {
  // A layer not laid out yet (width 0) counts one px per unit rather than dividing by zero.
  return { left: rect.left, top: rect.top, scale: rect.width / STRIP_WIDTH || 1 };
}

/** A pointer's place over the layer, in strip units. */
export function toUnits(
  frame: LayerFrame,
  pointer: { readonly clientX: number; readonly clientY: number },
): Point {
  return {
    x: (pointer.clientX - frame.left) / frame.scale,
    y: (pointer.clientY - frame.top) / frame.scale,
  };
}

/** How far (strip units) the pointer may wander before a tap becomes a drag. */
export function tapSlop(pointerType: string, scale: number): number {
  return (pointerType === 'touch' ? TAP_SLOP_PX.touch : TAP_SLOP_PX.other) / scale;
}

/** True when `pointerId` takes part in the running gesture. */
export function gestureInvolves(gesture: Gesture, pointerId: number): boolean {
  if (gesture.kind === 'idle') return false;
  return gesture.kind === 'pinching'
    ? gesture.pointerIds.includes(pointerId)
    : gesture.pointerId === pointerId;
}

/**
 * What a key pressed or released does to a running gesture: Escape puts the sticker back,
 * Shift snaps the turn to 15° steps (or frees it) at once, as tldraw does, without waiting for
 * the pointer to move. Null for anything else, and while no gesture runs.
 */
export function keyGestureEvent(
  key: { readonly type: string; readonly key: string; readonly shiftKey: boolean },
  gesture: Gesture,
): GestureEvent | null {
  if (gesture.kind === 'idle') return null;
  if (key.key === 'Escape') return key.type === 'keydown' ? { type: 'cancel' } : null;
  // On release, the other Shift key may still be held.
  if (key.key === 'Shift') return { type: 'snap', snap: key.type === 'keydown' || key.shiftKey };
  return null;
}

/** True for a press that may start a gesture: any touch or pen, a mouse's main button only. */
export function startsGesture(pointer: {
  readonly pointerType: string;
  readonly button: number;
}): boolean {
  return pointer.pointerType !== 'mouse' || pointer.button === 0;
}

/** A pointer's place on screen (client px): the photo machine's points. */
export function clientPoint(pointer: {
  readonly clientX: number;
  readonly clientY: number;
}): Point {
  return { x: pointer.clientX, y: pointer.clientY };
}

/** Strip units an arrow key pans the selected photo (Shift: five times as far). */
export const PHOTO_PAN_STEP = 4;

/** The pan (strip units) an arrow key asks of the selected photo; null for other keys. */
export function photoKeyMove(key: {
  readonly key: string;
  readonly shiftKey: boolean;
}): readonly [number, number] | null {
  const step = key.shiftKey ? PHOTO_PAN_STEP * 5 : PHOTO_PAN_STEP;
  const moves: Record<string, readonly [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  return Object.hasOwn(moves, key.key) ? (moves[key.key] ?? null) : null;
}
