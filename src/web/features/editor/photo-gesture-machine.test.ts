/**
 * The photo gesture machine fed numbers: a drag pans the selected photo, two pointers pinch it,
 * every move recomputes from the snapshot, the offset is clamped so the photo covers its box,
 * and the gesture commits one event when a pointer lifts (none when nothing changed or the
 * browser cancelled it).
 */
import { describe, expect, it } from 'vitest';
import {
  PHOTO_IDLE,
  clampView,
  keyPanned,
  photoGestureInvolves,
  photoGestureReducer,
  photoGestureView,
  wheelDeltaPx,
  wheelZoomed,
  type PhotoBounds,
  type PhotoGesture,
  type PhotoGestureEvent,
} from './photo-gesture-machine.js';

/** A square photo in a 272 × 204 box: at 100 % it may pan 34 units up or down, not sideways. */
const box = { x: 24, y: 24, width: 272, height: 204 };
const bounds: PhotoBounds = { size: { width: 600, height: 600 }, box, scale: 2 };
const room = (272 - 204) / 2;
const plain = { zoom: 1, offsetX: 0, offsetY: 0 };

function run(events: readonly PhotoGestureEvent[], at: PhotoBounds = bounds) {
  let gesture: PhotoGesture = PHOTO_IDLE;
  const commits = [];
  for (const event of events) {
    const step = photoGestureReducer(gesture, event, at);
    gesture = step.gesture;
    if (step.commit) commits.push(step.commit);
  }
  return { gesture, commits };
}

const down = (pointerId: number, x: number, y: number, frame = plain, index = 0) =>
  ({ type: 'down', pointerId, point: { x, y }, index, frame }) as const;
const move = (pointerId: number, x: number, y: number) =>
  ({ type: 'move', pointerId, point: { x, y } }) as const;

describe('the photo gesture machine', () => {
  it('pans with one pointer, in strip units, and commits one PhotoPanned on release', () => {
    const dragging = run([down(1, 100, 100), move(1, 100, 110), move(1, 100, 120)]);
    // 20 px at 2 px per unit: 10 units down.
    expect(photoGestureView(dragging.gesture)).toEqual({ zoom: 1, offsetX: 0, offsetY: 10 });
    expect(dragging.commits).toEqual([]);
    const { gesture, commits } = run([
      down(1, 100, 100),
      move(1, 100, 110),
      move(1, 100, 120),
      { type: 'up', pointerId: 1 },
    ]);
    expect(gesture).toBe(PHOTO_IDLE);
    expect(commits).toEqual([{ type: 'PhotoPanned', index: 0, offsetX: 0, offsetY: 10 }]);
  });

  it('clamps the pan so the photo still covers its box', () => {
    const { commits } = run([down(1, 0, 0), move(1, 500, 500), { type: 'up', pointerId: 1 }]);
    expect(commits).toEqual([{ type: 'PhotoPanned', index: 0, offsetX: 0, offsetY: room }]);
  });

  it('leaves the pan unclamped while the photo size is unknown', () => {
    const unknown = { ...bounds, size: undefined };
    const { gesture } = run([down(1, 0, 0), move(1, 10, 10)], unknown);
    expect(photoGestureView(gesture)).toEqual({ zoom: 1, offsetX: 5, offsetY: 5 });
  });

  it('commits nothing for a press without a move, or a move back to the start', () => {
    expect(run([down(1, 5, 5), { type: 'up', pointerId: 1 }]).commits).toEqual([]);
    const back = run([down(1, 5, 5), move(1, 9, 9), move(1, 5, 5), { type: 'up', pointerId: 1 }]);
    expect(back.commits).toEqual([]);
  });

  it('puts the photo back on pointercancel', () => {
    const { gesture, commits } = run([
      down(1, 0, 0),
      move(1, 0, 30),
      { type: 'cancel', pointerId: 1 },
    ]);
    expect(gesture).toBe(PHOTO_IDLE);
    expect(commits).toEqual([]);
  });

  it('ignores pointers that are not part of the gesture', () => {
    const started = run([down(1, 0, 0), move(1, 0, 10)]);
    const other = photoGestureReducer(started.gesture, move(7, 50, 50), bounds);
    expect(other.gesture).toBe(started.gesture);
    expect(photoGestureReducer(started.gesture, { type: 'up', pointerId: 7 }, bounds)).toEqual({
      gesture: started.gesture,
    });
    expect(photoGestureReducer(PHOTO_IDLE, move(1, 1, 1), bounds).gesture).toBe(PHOTO_IDLE);
    // A pointer going down on another photo meanwhile starts nothing.
    expect(photoGestureReducer(started.gesture, down(2, 0, 0, plain, 1), bounds).gesture).toBe(
      started.gesture,
    );
    expect(photoGestureInvolves(started.gesture, 1)).toBe(true);
    expect(photoGestureInvolves(started.gesture, 7)).toBe(false);
  });

  it('pinches with two pointers: the zoom follows their spread, the pan their midpoint', () => {
    const { gesture, commits } = run([
      down(1, 100, 100),
      down(2, 200, 100),
      move(2, 300, 100),
      { type: 'up', pointerId: 2 },
    ]);
    // The fingers went from 100 px apart to 200: twice the zoom; the midpoint moved 50 px
    // right, 25 units, within the room at 200 %.
    expect(gesture).toBe(PHOTO_IDLE);
    expect(commits).toEqual([{ type: 'PhotoZoomed', index: 0, zoom: 2, offsetX: 25, offsetY: 0 }]);
  });

  it('keeps the pinch zoom between 100 % and 300 %', () => {
    const wide = run([down(1, 0, 0), down(2, 10, 0), move(2, 1000, 0)]);
    expect(photoGestureView(wide.gesture)?.zoom).toBe(3);
    const narrow = run([down(1, 0, 0), down(2, 100, 0), move(2, 1, 0)], bounds);
    expect(photoGestureView(narrow.gesture)?.zoom).toBe(1);
  });

  it('starts a pinch from the frame as the drag left it, the first finger where it is', () => {
    const { gesture } = run([
      down(1, 0, 0),
      move(1, 0, 20),
      down(2, 100, 20),
      // No spread yet: the photo stays where the drag took it.
      move(2, 100, 20),
    ]);
    expect(photoGestureView(gesture)).toEqual({ zoom: 1, offsetX: 0, offsetY: 10 });
    expect(gesture.kind).toBe('pinching');
  });

  it('recomputes every move from the snapshot, so nothing drifts', () => {
    const steps = [down(1, 0, 0), ...Array.from({ length: 50 }, (_, i) => move(1, 0, i % 7))];
    const { gesture } = run([...steps, move(1, 0, 6)]);
    expect(photoGestureView(gesture)).toEqual({ zoom: 1, offsetX: 0, offsetY: 3 });
  });

  it('zooms one Ctrl+wheel notch by 1.1, clamping the pan to the new zoom', () => {
    expect(wheelZoomed(1, plain, -100, bounds)).toEqual({
      type: 'PhotoZoomed',
      index: 1,
      zoom: 1.1,
      offsetX: 0,
      offsetY: 0,
    });
    const zoomedIn = { zoom: 1.2, offsetX: 0, offsetY: 100 };
    const out = wheelZoomed(0, zoomedIn, 1000, bounds);
    expect(out).toEqual({ type: 'PhotoZoomed', index: 0, zoom: 1, offsetX: 0, offsetY: room });
  });

  it('zooms in gentle steps: five notches reach about 160 %, a dozen about 300 %', () => {
    const after = (notches: number, deltaY = -100) => {
      let zoom = 1;
      for (let n = 0; n < notches; n += 1) {
        const event = wheelZoomed(0, { ...plain, zoom }, deltaY, bounds);
        if (event.type !== 'PhotoZoomed') throw new Error(event.type);
        zoom = event.zoom;
      }
      return zoom;
    };
    expect(after(5)).toBeCloseTo(1.61, 2);
    expect(after(11)).toBeLessThan(3);
    expect(after(12)).toBe(3);
    // A trackpad's pinch sends many small deltas: the same zoom for the same distance.
    expect(after(50, -10)).toBeCloseTo(after(5), 5);
  });

  it('scales the step by deltaY and clamps one event to 300 px', () => {
    const from = { zoom: 1.5, offsetX: 0, offsetY: 0 };
    const zoomAfter = (deltaY: number) => {
      const event = wheelZoomed(0, from, deltaY, { size: undefined, box: undefined, scale: 1 });
      if (event.type !== 'PhotoZoomed') throw new Error(event.type);
      return event.zoom;
    };
    expect(zoomAfter(0)).toBe(1.5);
    expect(zoomAfter(-50)).toBeCloseTo(1.5 * Math.sqrt(1.1), 10);
    expect(zoomAfter(100)).toBeCloseTo(1.5 / 1.1, 10);
    expect(zoomAfter(-5000)).toBeCloseTo(1.5 * 1.1 ** 3, 10);
    expect(zoomAfter(Number.NaN)).toBe(1.5);
    expect(wheelDeltaPx(3, 1)).toBe(120);
    expect(wheelDeltaPx(-100, 0)).toBe(-100);
  });

  it('pans by an arrow key step, clamped', () => {
    expect(keyPanned(0, plain, [0, 20], bounds)).toEqual({
      type: 'PhotoPanned',
      index: 0,
      offsetX: 0,
      offsetY: 20,
    });
    expect(keyPanned(0, plain, [4, 0], bounds)).toEqual({
      type: 'PhotoPanned',
      index: 0,
      offsetX: 0,
      offsetY: 0,
    });
    expect(clampView(bounds, { zoom: 1, offsetX: 0, offsetY: -99 })).toEqual({
      zoom: 1,
      offsetX: 0,
      offsetY: -room,
    });
  });
});
