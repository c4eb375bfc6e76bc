/**
 * The strip viewer's gestures, as explicit states like the editor's machines: idle; pressing
 * (a pointer is down and has not yet moved far enough to say what it does); panning a zoomed
 * photo; swiping sideways to the next or previous pose; dragging down to close; pinching with
 * two. Pointer-down takes a snapshot, each move recomputes from it, pointer-up commits (a pose
 * change, a close) and pointercancel drops the gesture. A press that never moved is a tap, and
 * two taps close in time and place are a double tap, which zooms in on that point or back out.
 * Pure: the viewer feeds it pointer events (client px and time stamps), tests feed it numbers.
 */
import type { Point } from '../../../../model/sticker.js';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** What the viewer measures: its screen, and the current pose's box at zoom 1 (centred in it). */
export interface ViewerFrame {
  readonly viewport: Size;
  readonly pose: Size;
}

export const MAX_ZOOM = 4;
export const DOUBLE_TAP_ZOOM = 2.5;
/** A pointer that moves less than this (px) is still a tap. */
export const TAP_SLOP = 10;
/** Two taps this close in time (ms) and place (px) are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP = 30;
/** A swipe past this share of the screen's width goes to the next or previous pose. */
export const SWIPE_SHARE = 0.2;
/** A drag down past this share of the screen's height (at least DISMISS_MIN px) closes. */
export const DISMISS_SHARE = 0.15;
export const DISMISS_MIN = 80;
/** How much of a swipe past the first or last pose shows (it springs back). */
const EDGE_RESISTANCE = 0.3;

type Gesture =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'pressing' | 'panning' | 'swiping' | 'dismissing';
      readonly pointerId: number;
      readonly start: Point;
      readonly last: Point;
      /** The pan at pointer-down: panning recomputes from it. */
      readonly fromPan: Point;
    }
  | {
      readonly kind: 'pinching';
      readonly pointerIds: readonly [number, number];
      readonly start: readonly [Point, Point];
      readonly last: readonly [Point, Point];
      readonly fromZoom: number;
      readonly fromPan: Point;
    };

export interface ViewerState {
  /** The pose shown, from 0. */
  readonly index: number;
  readonly count: number;
  readonly zoom: number;
  /** The pose's offset from the screen's centre, px (0, 0 at zoom 1). */
  readonly pan: Point;
  readonly gesture: Gesture;
  /** The last tap, for a double tap. */
  readonly lastTap: { readonly at: number; readonly point: Point } | null;
}

export type ViewerEvent =
  | {
      readonly type: 'down';
      readonly pointerId: number;
      readonly point: Point;
      readonly at: number;
    }
  | { readonly type: 'move'; readonly pointerId: number; readonly point: Point }
  | { readonly type: 'up'; readonly pointerId: number; readonly point: Point; readonly at: number }
  | { readonly type: 'cancel'; readonly pointerId: number }
  /** The buttons and the arrow keys. */
  | { readonly type: 'go'; readonly to: 'next' | 'previous' }
  /** The + and − keys, and the wheel with Ctrl (a trackpad's pinch): around `point`, or the centre. */
  | { readonly type: 'zoom'; readonly factor: number; readonly point?: Point }
  /** The screen or the pose changed size: the pan stays within the photo. */
  | { readonly type: 'resize' };

export interface ViewerStep {
  readonly state: ViewerState;
  /** The visitor closed the viewer by dragging it down. */
  readonly close: boolean;
}

const IDLE: Gesture = { kind: 'idle' };
const ORIGIN: Point = { x: 0, y: 0 };

export function openViewer(count: number, index = 0): ViewerState {
  const last = Math.max(0, count - 1);
  return {
    index: Math.min(Math.max(0, index), last),
    count: Math.max(1, count),
    zoom: 1,
    pan: ORIGIN,
    gesture: IDLE,
    lastTap: null,
  };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The pan kept within the zoomed photo: no empty screen beside it (none at zoom 1). */
export function clampPan(pan: Point, zoom: number, frame: ViewerFrame): Point {
  const maxX = Math.max(0, (zoom * frame.pose.width - frame.viewport.width) / 2);
  const maxY = Math.max(0, (zoom * frame.pose.height - frame.viewport.height) / 2);
  return { x: clamp(pan.x, -maxX, maxX) || 0, y: clamp(pan.y, -maxY, maxY) || 0 };
}

/** Zoom `from` (with `fromPan`) to `zoom` so the photo's spot under `anchor` stays under `point`. */
function zoomAround(
  fromZoom: number,
  fromPan: Point,
  anchor: Point,
  point: Point,
  zoom: number,
  frame: ViewerFrame,
): { zoom: number; pan: Point } {
  const next = clamp(zoom, 1, MAX_ZOOM);
  const centre = { x: frame.viewport.width / 2, y: frame.viewport.height / 2 };
  const ratio = next / fromZoom;
  const pan = {
    x: point.x - centre.x - (anchor.x - centre.x - fromPan.x) * ratio,
    y: point.y - centre.y - (anchor.y - centre.y - fromPan.y) * ratio,
  };
  return { zoom: next, pan: clampPan(pan, next, frame) };
}

function goTo(state: ViewerState, index: number): ViewerState {
  return {
    ...state,
    index: clamp(index, 0, state.count - 1),
    zoom: 1,
    pan: ORIGIN,
    gesture: IDLE,
  };
}

/** How far the swipe in progress moves the row of poses (px), with resistance at the ends. */
export function swipeOffset(state: ViewerState): number {
  const { gesture } = state;
  if (gesture.kind !== 'swiping') return 0;
  const dx = gesture.last.x - gesture.start.x;
  const pastEdge = (state.index === 0 && dx > 0) || (state.index === state.count - 1 && dx < 0);
  return pastEdge ? dx * EDGE_RESISTANCE : dx;
}

/** How far the drag to close has pulled the pose down (px, never up). */
export function dismissOffset(state: ViewerState): number {
  const { gesture } = state;
  return gesture.kind === 'dismissing' ? Math.max(0, gesture.last.y - gesture.start.y) : 0;
}

function onDown(state: ViewerState, event: Extract<ViewerEvent, { type: 'down' }>): ViewerState {
  const { gesture } = state;
  if (gesture.kind === 'idle') {
    return {
      ...state,
      gesture: {
        kind: 'pressing',
        pointerId: event.pointerId,
        start: event.point,
        last: event.point,
        fromPan: state.pan,
      },
    };
  }
  if (gesture.kind === 'pinching' || gesture.pointerId === event.pointerId) return state;
  // A second finger: a pinch from where both are now (a swipe or a drag down is dropped).
  return {
    ...state,
    lastTap: null,
    gesture: {
      kind: 'pinching',
      pointerIds: [gesture.pointerId, event.pointerId],
      start: [gesture.last, event.point],
      last: [gesture.last, event.point],
      fromZoom: state.zoom,
      fromPan: state.pan,
    },
  };
}

function onMove(
  state: ViewerState,
  event: Extract<ViewerEvent, { type: 'move' }>,
  frame: ViewerFrame,
): ViewerState {
  const { gesture } = state;
  if (gesture.kind === 'idle') return state;
  if (gesture.kind === 'pinching') {
    const which = gesture.pointerIds.indexOf(event.pointerId);
    if (which < 0) return state;
    const last: [Point, Point] = [gesture.last[0], gesture.last[1]];
    last[which] = event.point;
    const startSpread = Math.max(1, distance(gesture.start[0], gesture.start[1]));
    const mid = (pair: readonly [Point, Point]) => ({
      x: (pair[0].x + pair[1].x) / 2,
      y: (pair[0].y + pair[1].y) / 2,
    });
    const next = zoomAround(
      gesture.fromZoom,
      gesture.fromPan,
      mid(gesture.start),
      mid(last),
      (gesture.fromZoom * distance(last[0], last[1])) / startSpread,
      frame,
    );
    return { ...state, ...next, gesture: { ...gesture, last } };
  }
  if (gesture.pointerId !== event.pointerId) return state;
  const dx = event.point.x - gesture.start.x;
  const dy = event.point.y - gesture.start.y;
  let kind = gesture.kind;
  if (kind === 'pressing') {
    if (Math.hypot(dx, dy) < TAP_SLOP)
      return { ...state, gesture: { ...gesture, last: event.point } };
    if (state.zoom > 1) kind = 'panning';
    else if (Math.abs(dx) >= Math.abs(dy)) kind = 'swiping';
    else kind = dy > 0 ? 'dismissing' : 'panning';
  }
  const moved = { ...gesture, kind, last: event.point };
  if (kind !== 'panning') return { ...state, gesture: moved };
  const pan = clampPan({ x: gesture.fromPan.x + dx, y: gesture.fromPan.y + dy }, state.zoom, frame);
  return { ...state, pan, gesture: moved };
}

function onUp(
  state: ViewerState,
  event: Extract<ViewerEvent, { type: 'up' }>,
  frame: ViewerFrame,
): ViewerStep {
  const { gesture } = state;
  const none = { state, close: false };
  if (gesture.kind === 'idle') return none;
  if (gesture.kind === 'pinching') {
    const which = gesture.pointerIds.indexOf(event.pointerId);
    if (which < 0) return none;
    // The other finger goes on panning from where it is.
    const other = which === 0 ? gesture.last[1] : gesture.last[0];
    const pointerId = which === 0 ? gesture.pointerIds[1] : gesture.pointerIds[0];
    return {
      state: {
        ...state,
        gesture: { kind: 'panning', pointerId, start: other, last: other, fromPan: state.pan },
      },
      close: false,
    };
  }
  if (gesture.pointerId !== event.pointerId) return none;
  const ended = { ...state, gesture: IDLE };
  switch (gesture.kind) {
    case 'pressing': {
      const tap = state.lastTap;
      if (
        tap &&
        event.at - tap.at <= DOUBLE_TAP_MS &&
        distance(tap.point, event.point) <= DOUBLE_TAP_SLOP
      ) {
        const zoomed =
          state.zoom > 1
            ? { zoom: 1, pan: ORIGIN }
            : zoomAround(state.zoom, state.pan, event.point, event.point, DOUBLE_TAP_ZOOM, frame);
        return { state: { ...ended, ...zoomed, lastTap: null }, close: false };
      }
      return { state: { ...ended, lastTap: { at: event.at, point: event.point } }, close: false };
    }
    case 'swiping': {
      const dx = swipeOffset({ ...state, gesture: { ...gesture, last: event.point } });
      const far = Math.abs(dx) > frame.viewport.width * SWIPE_SHARE;
      if (!far) return { state: ended, close: false };
      return { state: goTo(ended, state.index + (dx < 0 ? 1 : -1)), close: false };
    }
    case 'dismissing': {
      const dy = event.point.y - gesture.start.y;
      const far = dy > Math.max(DISMISS_MIN, frame.viewport.height * DISMISS_SHARE);
      return { state: ended, close: far };
    }
    default:
      return { state: ended, close: false };
  }
}

/** The viewer's next state after `event`, and whether it closes. */
export function stepViewer(state: ViewerState, event: ViewerEvent, frame: ViewerFrame): ViewerStep {
  switch (event.type) {
    case 'down':
      return { state: onDown(state, event), close: false };
    case 'move':
      return { state: onMove(state, event, frame), close: false };
    case 'up':
      return onUp(state, event, frame);
    case 'cancel':
      return { state: { ...state, gesture: IDLE }, close: false };
    case 'go':
      return { state: goTo(state, state.index + (event.to === 'next' ? 1 : -1)), close: false };
    case 'zoom': {
      const centre = { x: frame.viewport.width / 2, y: frame.viewport.height / 2 };
      const point = event.point ?? centre;
      const next = zoomAround(
        state.zoom,
        state.pan,
        point,
        point,
        state.zoom * event.factor,
        frame,
      );
      return { state: { ...state, ...next }, close: false };
    }
    case 'resize':
      return { state: { ...state, pan: clampPan(state.pan, state.zoom, frame) }, close: false };
  }
}
