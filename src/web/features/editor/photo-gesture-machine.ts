/**
 * A gesture on the selected photo in its box, as explicit states beside the stickers' machine
 * (gesture-machine.ts): idle, panning with one pointer, pinching with two. Pointer-down takes a
 * snapshot of the frame and the start point(s); every move recomputes the frame from that
 * snapshot; a pointer of the gesture lifting (either finger of a pinch) ends it and hands back
 * the one event to commit when the frame changed (PhotoZoomed when the zoom did, else PhotoPanned); pointercancel ends
 * it with nothing to commit. Points are client px, turned into strip units by `scale`. The
 * wheel and arrow-key steps are here too. Pure: the photo layer feeds it pointer events, tests
 * feed it numbers.
 */
import type { DecorationEvent } from '../../../model/decoration.js';
import {
  clampOffset,
  clampZoom,
  type PhotoFrame,
  type SourceSize,
} from '../../../model/photo-frame.js';
import type { Point } from '../../../model/sticker.js';
import type { Box } from '../../../model/strip.js';
import { pinchMoved, type OnePointer, type TwoPointers } from './gesture-pointers.js';

/** A photo's zoom and pan in its box (strip units). */
export type PhotoView = Pick<PhotoFrame, 'zoom' | 'offsetX' | 'offsetY'>;

/** What clamps a photo's pan: its natural size (once decoded) and its box, and the scale. */
export interface PhotoBounds {
  readonly size: SourceSize | undefined;
  readonly box: Box | undefined;
  /** CSS px per strip unit. */
  readonly scale: number;
}

interface Active {
  /** The box whose photo moves. */
  readonly index: number;
  /** The frame the current phase recomputes from (the one at pointer-down, or the pinch's start). */
  readonly from: PhotoView;
  /** The frame as it now shows (not yet an event). */
  readonly current: PhotoView;
}

export type PhotoGesture =
  | { readonly kind: 'idle' }
  | (Active & OnePointer & { readonly kind: 'panning' })
  | (Active & TwoPointers & { readonly kind: 'pinching' });

export type PhotoGestureEvent =
  /** A pointer went down on the selected photo (box `index`, showing `frame`). */
  | {
      readonly type: 'down';
      readonly pointerId: number;
      readonly point: Point;
      readonly index: number;
      readonly frame: PhotoView;
    }
  | { readonly type: 'move'; readonly pointerId: number; readonly point: Point }
  | { readonly type: 'up'; readonly pointerId: number }
  /** The browser took the pointer away (pointercancel): the photo goes back. */
  | { readonly type: 'cancel'; readonly pointerId: number };

export interface PhotoGestureStep {
  readonly gesture: PhotoGesture;
  /** Set when a gesture ended having changed the frame: the one history entry to record. */
  readonly commit?: DecorationEvent;
}

export const PHOTO_IDLE: PhotoGesture = { kind: 'idle' };

/**
 * Ctrl+wheel: one notch (100 px of deltaY) zooms by this factor, so a mouse walks from 100 % to
 * 300 % in about a dozen notches, and a trackpad's pinch (small deltas) glides.
 */
export const WHEEL_ZOOM_PER_100PX = 1.1;
/** One wheel event zooms at most as much as this many px of deltaY (a fast wheel, a big jump). */
const WHEEL_MAX_DELTA_PX = 300;

/** The factor one Ctrl+wheel event zooms by: in proportion to deltaY (px), clamped. */
function wheelZoomFactor(deltaY: number): number {
  if (!Number.isFinite(deltaY)) return 1;
  const delta = Math.min(WHEEL_MAX_DELTA_PX, Math.max(-WHEEL_MAX_DELTA_PX, deltaY));
  return WHEEL_ZOOM_PER_100PX ** (-delta / 100);
}

/** A wheel event's deltaY in px, whatever unit it came in (lines in some browsers, pages). */
export function wheelDeltaPx(deltaY: number, deltaMode: number): number {
  if (deltaMode === 1) return deltaY * 40;
  if (deltaMode === 2) return deltaY * 800;
  return deltaY;
}

/** The offset clamped for the photo at `zoom`; as given while its size is unknown. */
export function clampView(bounds: PhotoBounds, view: PhotoView): PhotoView {
  const { size, box } = bounds;
  if (!size || !box) return { zoom: view.zoom, offsetX: view.offsetX, offsetY: view.offsetY };
  return { zoom: view.zoom, ...clampOffset(size, box, view) };
}

/** The box a gesture moves the photo of; null when idle. */
export function photoGestureIndex(gesture: PhotoGesture): number | null {
  return gesture.kind === 'idle' ? null : gesture.index;
}

/** The frame to show while a gesture runs; null when idle (show the decoration's own). */
export function photoGestureView(gesture: PhotoGesture): PhotoView | null {
  return gesture.kind === 'idle' ? null : gesture.current;
}

/** True when `pointerId` takes part in the running gesture. */
export function photoGestureInvolves(gesture: PhotoGesture, pointerId: number): boolean {
  if (gesture.kind === 'idle') return false;
  return gesture.kind === 'pinching'
    ? gesture.pointerIds.includes(pointerId)
    : gesture.pointerId === pointerId;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function down(
  gesture: PhotoGesture,
  event: Extract<PhotoGestureEvent, { type: 'down' }>,
): PhotoGesture {
  const { pointerId, point, index } = event;
  if (gesture.kind === 'idle') {
    const from = {
      zoom: event.frame.zoom,
      offsetX: event.frame.offsetX,
      offsetY: event.frame.offsetY,
    };
    return { kind: 'panning', index, pointerId, start: point, last: point, from, current: from };
  }
  // One gesture at a time, of two pointers at most, on one photo.
  if (gesture.kind !== 'panning' || gesture.index !== index) return gesture;
  if (pointerId === gesture.pointerId) {
    // The same pointer again: the pan starts over from the frame as it shows.
    return { ...gesture, start: point, last: point, from: gesture.current };
  }
  // A second finger: the pinch starts from the frame as the drag left it, the first finger
  // where it now is (its last move), the second where it touched.
  const first = gesture.last;
  return {
    kind: 'pinching',
    index,
    pointerIds: [gesture.pointerId, pointerId],
    start: [first, point],
    last: [first, point],
    from: gesture.current,
    current: gesture.current,
  };
}

function move(
  gesture: Exclude<PhotoGesture, { kind: 'idle' }>,
  pointerId: number,
  point: Point,
  bounds: PhotoBounds,
): PhotoGesture {
  const { from } = gesture;
  if (gesture.kind === 'panning') {
    if (pointerId !== gesture.pointerId) return gesture;
    const dx = point.x - gesture.start.x;
    const dy = point.y - gesture.start.y;
    const current = clampView(bounds, {
      zoom: from.zoom,
      offsetX: from.offsetX + dx / bounds.scale,
      offsetY: from.offsetY + dy / bounds.scale,
    });
    return { ...gesture, last: point, current };
  }
  const last = pinchMoved(gesture, pointerId, point);
  if (!last) return gesture;
  const [a0, b0] = gesture.start;
  const [a, b] = last;
  // Pinch: the zoom follows the fingers' spread, the pan their midpoint.
  const spread = distance(a0, b0);
  const zoom = spread > 0 ? clampZoom((from.zoom * distance(a, b)) / spread) : from.zoom;
  const dx = (a.x - a0.x + b.x - b0.x) / 2;
  const dy = (a.y - a0.y + b.y - b0.y) / 2;
  const current = clampView(bounds, {
    zoom,
    offsetX: from.offsetX + dx / bounds.scale,
    offsetY: from.offsetY + dy / bounds.scale,
  });
  return { ...gesture, last, current };
}

/**
 * The event that records a finished gesture, if it changed the frame since its phase began
 * (a pinch compares with the frame as the drag before it left it).
 */
function committed(gesture: Exclude<PhotoGesture, { kind: 'idle' }>): DecorationEvent | undefined {
  const { index, from, current: to } = gesture;
  if (to.zoom !== from.zoom) return { type: 'PhotoZoomed', index, ...to };
  if (to.offsetX !== from.offsetX || to.offsetY !== from.offsetY) {
    return { type: 'PhotoPanned', index, offsetX: to.offsetX, offsetY: to.offsetY };
  }
  return undefined;
}

export function photoGestureReducer(
  gesture: PhotoGesture,
  event: PhotoGestureEvent,
  bounds: PhotoBounds,
): PhotoGestureStep {
  if (event.type === 'down') return { gesture: down(gesture, event) };
  if (gesture.kind === 'idle' || !photoGestureInvolves(gesture, event.pointerId)) {
    return { gesture };
  }
  switch (event.type) {
    case 'move':
      return { gesture: move(gesture, event.pointerId, event.point, bounds) };
    case 'up': {
      // Either finger of a pinch lifting ends it: the frame is committed as it shows.
      const commit = committed(gesture);
      return commit ? { gesture: PHOTO_IDLE, commit } : { gesture: PHOTO_IDLE };
    }
    case 'cancel':
      return { gesture: PHOTO_IDLE };
  }
}

/** Ctrl+wheel on the selected photo: the zoom one wheel step makes, the pan clamped to it. */
export function wheelZoomed(
  index: number,
  frame: PhotoView,
  deltaY: number,
  bounds: PhotoBounds,
): DecorationEvent {
  const zoom = clampZoom(frame.zoom * wheelZoomFactor(deltaY));
  return { type: 'PhotoZoomed', index, ...clampView(bounds, { ...frame, zoom }) };
}

/** An arrow key on a photo: the pan it makes (strip units), clamped. */
export function keyPanned(
  index: number,
  frame: PhotoView,
  move: readonly [number, number],
  bounds: PhotoBounds,
): DecorationEvent {
  const view = clampView(bounds, {
    zoom: frame.zoom,
    offsetX: frame.offsetX + move[0],
    offsetY: frame.offsetY + move[1],
  });
  return { type: 'PhotoPanned', index, offsetX: view.offsetX, offsetY: view.offsetY };
}
