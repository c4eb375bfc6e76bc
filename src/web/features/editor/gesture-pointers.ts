/**
 * The pointers a gesture follows, as the stickers' machine (gesture-machine.ts) and the photos'
 * (photo-gesture-machine.ts) both keep them: one pointer, or two fingers pinching.
 */
import type { Point } from '../../../model/sticker.js';

/** One pointer: its id, where its phase of the gesture began, and where it is now. */
export interface OnePointer {
  readonly pointerId: number;
  readonly start: Point;
  /** Where the pointer is now: a second finger's pinch starts there, Shift re-snaps a turn there. */
  readonly last: Point;
}

/** Two fingers pinching: their ids, where the pinch began, and where they are now. */
export interface TwoPointers {
  readonly pointerIds: readonly [number, number];
  readonly start: readonly [Point, Point];
  readonly last: readonly [Point, Point];
}

/** The pinch's fingers with `pointerId`'s moved to `point`; null when it is neither finger. */
export function pinchMoved(
  pinch: TwoPointers,
  pointerId: number,
  point: Point,
): [Point, Point] | null {
  const which = pinch.pointerIds.indexOf(pointerId);
  if (which < 0) return null;
  const last: [Point, Point] = [pinch.last[0], pinch.last[1]];
  last[which] = point;
  return last;
}
