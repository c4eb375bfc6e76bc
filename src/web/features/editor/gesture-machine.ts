/**
 * A sticker gesture as explicit states: idle, dragging, resizing from a handle, rotating by the
 * round handle, and pinching with two fingers. Pointer-down takes a snapshot of the sticker and
 * the start point(s); every move recomputes the sticker from that snapshot (never from the last
 * frame, so nothing drifts); pointer-up ends the gesture and hands back the sticker to commit
 * when it changed; Escape or pointercancel ends it with nothing to commit, which puts the
 * sticker back where it was. Points are in strip units. Pure: the sticker layer feeds it
 * pointer events, tests feed it numbers.
 */
import {
  moveSticker,
  pinchSticker,
  resizeSticker,
  rotateSticker,
  type Handle,
  type Point,
  type Size,
  type Sticker,
} from '../../../model/sticker.js';
import { pinchMoved, type OnePointer, type TwoPointers } from './gesture-pointers.js';

/** What the pointer went down on. */
export type GestureTarget =
  | { readonly kind: 'body' }
  | { readonly kind: 'resize'; readonly handle: Handle }
  | { readonly kind: 'rotate' };

interface Active {
  /** The sticker as it was before the gesture: Escape brings it back, up compares with it. */
  readonly origin: Sticker;
  /** What the current phase recomputes from (the origin, or the sticker when a finger joined). */
  readonly snapshot: Sticker;
  /** The sticker as the gesture has it now: shown on screen, committed on pointer-up. */
  readonly current: Sticker;
}

export type Gesture =
  | { readonly kind: 'idle' }
  | (Active &
      OnePointer & {
        readonly kind: 'dragging';
        /** A drag shorter than this (strip units) is still a tap: the sticker does not move. */
        readonly slop: number;
        readonly moved: boolean;
      })
  | (Active & {
      readonly kind: 'resizing';
      readonly pointerId: number;
      readonly handle: Handle;
      readonly start: Point;
    })
  | (Active & OnePointer & { readonly kind: 'rotating' })
  | (Active & TwoPointers & { readonly kind: 'pinching' });

export type GestureEvent =
  /** A pointer went down on a sticker, one of its handles or its rotate handle. */
  | {
      readonly type: 'down';
      readonly pointerId: number;
      readonly point: Point;
      readonly sticker: Sticker;
      readonly target: GestureTarget;
      readonly slop?: number;
    }
  /** A second finger touched the preview while one drags a sticker: a pinch begins. */
  | { readonly type: 'second-finger'; readonly pointerId: number; readonly point: Point }
  /** `snap`: Shift was held (rotation lands on multiples of 15°). */
  | {
      readonly type: 'move';
      readonly pointerId: number;
      readonly point: Point;
      readonly snap: boolean;
    }
  /** Shift went down or up: the turn lands on 15° steps, or is free again, where it is. */
  | { readonly type: 'snap'; readonly snap: boolean }
  | { readonly type: 'up'; readonly pointerId: number }
  /** Escape, or the browser took the pointer away (pointercancel). */
  | { readonly type: 'cancel' };

export interface GestureStep {
  readonly gesture: Gesture;
  /** Set when a gesture ended having changed the sticker: the one history entry to record. */
  readonly commit?: Sticker;
}

export const IDLE: Gesture = { kind: 'idle' };

/** The sticker to show while a gesture runs; null when idle (show the decoration's own). */
export function gestureSticker(gesture: Gesture): Sticker | null {
  return gesture.kind === 'idle' ? null : gesture.current;
}

/** True when the two stickers differ in place, size or angle. */
export function stickerMoved(a: Sticker, b: Sticker): boolean {
  return (
    a.x !== b.x ||
    a.y !== b.y ||
    a.width !== b.width ||
    a.height !== b.height ||
    a.rotation !== b.rotation
  );
}

function start(event: Extract<GestureEvent, { type: 'down' }>): Gesture {
  const { pointerId, point, sticker, target } = event;
  const active = { origin: sticker, snapshot: sticker, current: sticker };
  switch (target.kind) {
    case 'body':
      return {
        ...active,
        kind: 'dragging',
        pointerId,
        start: point,
        last: point,
        slop: event.slop ?? 0,
        moved: false,
      };
    case 'resize':
      return { ...active, kind: 'resizing', pointerId, handle: target.handle, start: point };
    case 'rotate':
      return { ...active, kind: 'rotating', pointerId, start: point, last: point };
  }
}

function move(
  gesture: Exclude<Gesture, { kind: 'idle' }>,
  pointerId: number,
  point: Point,
  snap: boolean,
  bounds: Size,
): Gesture {
  switch (gesture.kind) {
    case 'dragging': {
      if (pointerId !== gesture.pointerId) return gesture;
      const dx = point.x - gesture.start.x;
      const dy = point.y - gesture.start.y;
      const moved = gesture.moved || Math.hypot(dx, dy) >= gesture.slop;
      const current = moved ? moveSticker(gesture.snapshot, dx, dy, bounds) : gesture.current;
      return { ...gesture, last: point, moved, current };
    }
    case 'resizing': {
      if (pointerId !== gesture.pointerId) return gesture;
      const dx = point.x - gesture.start.x;
      const dy = point.y - gesture.start.y;
      return {
        ...gesture,
        current: resizeSticker(gesture.snapshot, gesture.handle, dx, dy, bounds),
      };
    }
    case 'rotating':
      if (pointerId !== gesture.pointerId) return gesture;
      return {
        ...gesture,
        last: point,
        current: rotateSticker(gesture.snapshot, gesture.start, point, snap),
      };
    case 'pinching': {
      const last = pinchMoved(gesture, pointerId, point);
      if (!last) return gesture;
      return {
        ...gesture,
        last,
        current: pinchSticker(gesture.snapshot, gesture.start, last, bounds),
      };
    }
  }
}

function end(gesture: Exclude<Gesture, { kind: 'idle' }>): GestureStep {
  return stickerMoved(gesture.origin, gesture.current)
    ? { gesture: IDLE, commit: gesture.current }
    : { gesture: IDLE };
}

export function gestureReducer(gesture: Gesture, event: GestureEvent, bounds: Size): GestureStep {
  if (event.type === 'down') {
    // One gesture at a time: another mouse or pen going down meanwhile is ignored.
    return { gesture: gesture.kind === 'idle' ? start(event) : gesture };
  }
  if (gesture.kind === 'idle') return { gesture };
  switch (event.type) {
    case 'second-finger': {
      if (gesture.kind !== 'dragging' || event.pointerId === gesture.pointerId) {
        return { gesture };
      }
      // The pinch starts from the sticker as the drag left it, with both fingers where they are.
      const points: readonly [Point, Point] = [gesture.last, event.point];
      return {
        gesture: {
          kind: 'pinching',
          origin: gesture.origin,
          snapshot: gesture.current,
          current: gesture.current,
          pointerIds: [gesture.pointerId, event.pointerId],
          start: points,
          last: points,
        },
      };
    }
    case 'move':
      return { gesture: move(gesture, event.pointerId, event.point, event.snap, bounds) };
    case 'snap':
      // Only a turn snaps; the pointer has not moved, so the turn is recomputed where it is.
      if (gesture.kind !== 'rotating') return { gesture };
      return { gesture: move(gesture, gesture.pointerId, gesture.last, event.snap, bounds) };
    case 'up': {
      if (gesture.kind !== 'pinching') {
        return event.pointerId === gesture.pointerId ? end(gesture) : { gesture };
      }
      const index = gesture.pointerIds.indexOf(event.pointerId);
      if (index < 0) return { gesture };
      // One finger lifted: the other carries on dragging from where the pinch left the sticker.
      const pointerId = gesture.pointerIds[1 - index] ?? gesture.pointerIds[0];
      const point = gesture.last[1 - index] ?? gesture.last[0];
      return {
        gesture: {
          kind: 'dragging',
          origin: gesture.origin,
          snapshot: gesture.current,
          current: gesture.current,
          pointerId,
          start: point,
          last: point,
          slop: 0,
          moved: true,
        },
      };
    }
    case 'cancel':
      return { gesture: IDLE };
  }
}
