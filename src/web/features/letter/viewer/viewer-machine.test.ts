import { describe, expect, it } from 'vitest';
import {
  dismissOffset,
  openViewer,
  stepViewer,
  swipeOffset,
  type ViewerEvent,
  type ViewerFrame,
  type ViewerState,
} from './viewer-machine.js';

/** A 390 × 844 phone showing a 4:3 pose 374 px wide. */
const FRAME: ViewerFrame = {
  viewport: { width: 390, height: 844 },
  pose: { width: 374, height: 280.5 },
};

function run(state: ViewerState, ...events: ViewerEvent[]): { state: ViewerState; close: boolean } {
  let step = { state, close: false };
  for (const event of events) {
    const next = stepViewer(step.state, event, FRAME);
    step = { state: next.state, close: step.close || next.close };
  }
  return step;
}

const down = (x: number, y: number, at = 0, pointerId = 1): ViewerEvent => ({
  type: 'down',
  pointerId,
  point: { x, y },
  at,
});
const move = (x: number, y: number, pointerId = 1): ViewerEvent => ({
  type: 'move',
  pointerId,
  point: { x, y },
});
const up = (x: number, y: number, at = 0, pointerId = 1): ViewerEvent => ({
  type: 'up',
  pointerId,
  point: { x, y },
  at,
});

describe('the strip viewer', () => {
  it('opens on the pose asked for, within the strip', () => {
    expect(openViewer(4, 2).index).toBe(2);
    expect(openViewer(4, 9).index).toBe(3);
    expect(openViewer(0).count).toBe(1);
  });

  it('a double tap zooms in on that point, and another zooms back out', () => {
    const tapped = run(openViewer(3), down(100, 400, 0), up(100, 400, 80));
    expect(tapped.state.zoom).toBe(1);
    const zoomed = run(tapped.state, down(104, 402, 200), up(104, 402, 260)).state;
    expect(zoomed.zoom).toBe(2.5);
    // The spot tapped left of the centre moves right, so it stays under the finger (clamped).
    expect(zoomed.pan.x).toBeGreaterThan(0);
    const back = run(zoomed, down(200, 400, 1000), up(200, 400, 1050), down(200, 400, 1200));
    expect(run(back.state, up(200, 400, 1250)).state).toMatchObject({
      zoom: 1,
      pan: { x: 0, y: 0 },
    });
  });

  it('two taps too far apart in time or place are not a double tap', () => {
    const slow = run(openViewer(3), down(100, 400, 0), up(100, 400, 50), down(100, 400, 500));
    expect(run(slow.state, up(100, 400, 550)).state.zoom).toBe(1);
    const apart = run(openViewer(3), down(100, 400, 0), up(100, 400, 50), down(200, 400, 100));
    expect(run(apart.state, up(200, 400, 150)).state.zoom).toBe(1);
  });

  it('a pinch zooms by the spread of the fingers, within 1× and the most', () => {
    const pinched = run(
      openViewer(3),
      down(150, 400, 0, 1),
      down(240, 400, 10, 2),
      move(105, 400, 1),
      move(285, 400, 2),
    ).state;
    expect(pinched.zoom).toBeCloseTo(2);
    expect(pinched.gesture.kind).toBe('pinching');
    const wide = run(pinched, move(0, 400, 1), move(390, 400, 2), move(-900, 400, 1)).state;
    expect(wide.zoom).toBe(4);
    const narrow = run(pinched, move(190, 400, 1), move(200, 400, 2)).state;
    expect(narrow.zoom).toBe(1);
    expect(narrow.pan).toEqual({ x: 0, y: 0 });
  });

  it('after a pinch the finger left pans the zoomed photo, never past its edges', () => {
    const pinched = run(
      openViewer(3),
      down(150, 400, 0, 1),
      down(240, 400, 10, 2),
      move(60, 400, 1),
      move(330, 400, 2),
    ).state;
    expect(pinched.zoom).toBeCloseTo(3);
    const panning = run(pinched, up(330, 400, 100, 2)).state;
    expect(panning.gesture.kind).toBe('panning');
    const panned = run(panning, move(100, 420, 1)).state;
    expect(panned.pan.x).toBeCloseTo(pinched.pan.x + 40);
    const far = run(panning, move(2000, 400, 1)).state;
    // At 3× the pose is 1122 px wide: 366 px of it can pass the screen's edge on each side.
    expect(far.pan.x).toBeCloseTo((3 * FRAME.pose.width - FRAME.viewport.width) / 2, 0);
  });

  it('a swipe left past a fifth of the screen shows the next pose; a short one springs back', () => {
    const swiping = run(openViewer(3), down(300, 400), move(250, 405), move(200, 410)).state;
    expect(swiping.gesture.kind).toBe('swiping');
    expect(swipeOffset(swiping)).toBe(-100);
    expect(run(swiping, up(200, 410)).state.index).toBe(1);
    const short = run(openViewer(3), down(300, 400), move(250, 400), up(250, 400));
    expect(short.state.index).toBe(0);
    const right = run(openViewer(3, 2), down(100, 400), move(300, 400), up(300, 400));
    expect(right.state.index).toBe(1);
  });

  it('resists past the first and last pose, and stays there', () => {
    const first = run(openViewer(3), down(100, 400), move(300, 400)).state;
    expect(swipeOffset(first)).toBeCloseTo(60);
    expect(run(first, up(300, 400)).state.index).toBe(0);
    const last = run(openViewer(3, 2), down(300, 400), move(0, 400), up(0, 400));
    expect(last.state.index).toBe(2);
  });

  it('a zoomed photo pans instead of swiping; a new pose starts at 1×', () => {
    const zoomed = run(openViewer(3), { type: 'zoom', factor: 2 }).state;
    const panned = run(zoomed, down(300, 400), move(200, 400)).state;
    expect(panned.gesture.kind).toBe('panning');
    expect(panned.pan.x).toBeCloseTo(-100);
    expect(run(panned, up(200, 400)).state.index).toBe(0);
    expect(run(zoomed, { type: 'go', to: 'next' }).state).toMatchObject({ index: 1, zoom: 1 });
    expect(run(openViewer(3), { type: 'go', to: 'previous' }).state.index).toBe(0);
  });

  it('a drag down past the threshold closes; a short one does not', () => {
    const dragging = run(openViewer(3), down(200, 300), move(205, 340), move(205, 500)).state;
    expect(dragging.gesture.kind).toBe('dismissing');
    expect(dismissOffset(dragging)).toBe(200);
    expect(run(dragging, up(205, 500)).close).toBe(true);
    expect(run(openViewer(3), down(200, 300), move(200, 360), up(200, 360)).close).toBe(false);
  });

  it('a cancelled pointer drops the gesture, with nothing committed', () => {
    const swiping = run(openViewer(3), down(300, 400), move(100, 400)).state;
    const cancelled = run(swiping, { type: 'cancel', pointerId: 1 }).state;
    expect(cancelled).toMatchObject({ index: 0, gesture: { kind: 'idle' } });
    expect(swipeOffset(cancelled)).toBe(0);
  });

  it('zooms by steps around the centre, and a smaller screen pulls the pan back in', () => {
    const zoomed = run(openViewer(3), { type: 'zoom', factor: 3, point: { x: 10, y: 422 } }).state;
    expect(zoomed.zoom).toBe(3);
    expect(zoomed.pan.x).toBeGreaterThan(0);
    const small: ViewerFrame = {
      viewport: { width: 390, height: 844 },
      pose: { width: 150, height: 112 },
    };
    const resized = stepViewer(zoomed, { type: 'resize' }, small).state;
    expect(resized.pan.x).toBeCloseTo((3 * 150 - 390) / 2);
    expect(run(zoomed, { type: 'zoom', factor: 0.1 }).state).toMatchObject({
      zoom: 1,
      pan: { x: 0, y: 0 },
    });
  });
});
