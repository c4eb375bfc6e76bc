import { describe, expect, it } from 'vitest';
import type { Sticker } from '../../../model/sticker.js';
import {
  IDLE,
  gestureReducer,
  gestureSticker,
  type Gesture,
  type GestureEvent,
  type GestureStep,
} from './gesture-machine.js';

const bounds = { width: 300, height: 500 };
const rocket: Sticker = { id: 1, x: 100, y: 100, width: 64, height: 64, rotation: 0, char: '🚀' };

/** Runs events from idle; returns every step. */
function run(...events: GestureEvent[]): GestureStep[] {
  let gesture: Gesture = IDLE;
  return events.map((event) => {
    const step = gestureReducer(gesture, event, bounds);
    gesture = step.gesture;
    return step;
  });
}

const last = (steps: GestureStep[]) => steps.at(-1)!;
const down = (
  point: { x: number; y: number },
  target: Extract<GestureEvent, { type: 'down' }>['target'] = { kind: 'body' },
  pointerId = 1,
  slop = 0,
): GestureEvent => ({
  type: 'down',
  pointerId,
  point,
  sticker: rocket,
  target,
  slop,
});
const move = (x: number, y: number, pointerId = 1, snap = false): GestureEvent => ({
  type: 'move',
  pointerId,
  point: { x, y },
  snap,
});
const up = (pointerId = 1): GestureEvent => ({ type: 'up', pointerId });

describe('dragging', () => {
  it('moves from the snapshot by the whole drag and commits once on pointer-up', () => {
    const steps = run(down({ x: 110, y: 110 }), move(120, 115), move(150, 130), up());
    expect(steps[0]!.gesture.kind).toBe('dragging');
    expect(gestureSticker(steps[1]!.gesture)).toMatchObject({ x: 110, y: 105 });
    expect(gestureSticker(steps[2]!.gesture)).toMatchObject({ x: 140, y: 120 });
    expect(steps.slice(0, 3).every((step) => step.commit === undefined)).toBe(true);
    expect(last(steps)).toEqual({ gesture: IDLE, commit: { ...rocket, x: 140, y: 120 } });
  });

  it('keeps the sticker within the strip when dragged far out', () => {
    const steps = run(down({ x: 110, y: 110 }), move(-900, 2000), up());
    expect(last(steps).commit).toMatchObject({ x: 0, y: 500 - 64 });
  });

  it('a tap (no move, or less than the slop) commits nothing', () => {
    expect(last(run(down({ x: 110, y: 110 }), up()))).toEqual({ gesture: IDLE });
    const steps = run(down({ x: 110, y: 110 }, { kind: 'body' }, 1, 4), move(112, 111), up());
    expect(gestureSticker(steps[1]!.gesture)).toEqual(rocket);
    expect(last(steps)).toEqual({ gesture: IDLE });
  });

  it('past the slop, follows the whole drag (no jump by the slop)', () => {
    const steps = run(down({ x: 110, y: 110 }, { kind: 'body' }, 1, 4), move(115, 110));
    expect(gestureSticker(last(steps).gesture)).toMatchObject({ x: 105, y: 100 });
  });

  it('ignores other pointers and a second pointer going down', () => {
    const steps = run(
      down({ x: 110, y: 110 }),
      move(200, 200, 2),
      down({ x: 0, y: 0 }, { kind: 'rotate' }, 3),
      up(2),
    );
    expect(last(steps).gesture.kind).toBe('dragging');
    expect(gestureSticker(last(steps).gesture)).toEqual(rocket);
  });

  it('Escape (cancel) ends the gesture with nothing to commit: the sticker is back', () => {
    const steps = run(down({ x: 110, y: 110 }), move(200, 200), { type: 'cancel' });
    expect(last(steps)).toEqual({ gesture: IDLE });
    expect(gestureSticker(last(steps).gesture)).toBeNull();
  });

  it('events with no gesture running change nothing', () => {
    expect(
      run(
        move(1, 1),
        up(),
        { type: 'cancel' },
        { type: 'second-finger', pointerId: 2, point: { x: 0, y: 0 } },
      ).map((s) => s.gesture),
    ).toEqual([IDLE, IDLE, IDLE, IDLE]);
  });
});

describe('resizing', () => {
  it('from the bottom-right handle grows right and down, the top-left corner staying', () => {
    const steps = run(
      down({ x: 164, y: 164 }, { kind: 'resize', handle: 'bottom-right' }),
      move(184, 174),
      up(),
    );
    expect(last(steps).commit).toMatchObject({ x: 100, y: 100, width: 84, height: 74 });
  });

  it('from the top-left handle grows left and up, the bottom-right corner staying', () => {
    const steps = run(
      down({ x: 100, y: 100 }, { kind: 'resize', handle: 'top-left' }),
      move(90, 80),
      up(),
    );
    expect(last(steps).commit).toMatchObject({ x: 90, y: 80, width: 74, height: 84 });
  });

  it('from the top handle changes only the height', () => {
    const steps = run(
      down({ x: 132, y: 100 }, { kind: 'resize', handle: 'top' }),
      move(150, 90),
      up(),
    );
    expect(last(steps).commit).toMatchObject({ x: 100, y: 90, width: 64, height: 74 });
  });

  it('recomputes from the snapshot: going back to the start point gives the sticker back', () => {
    const steps = run(
      down({ x: 164, y: 132 }, { kind: 'resize', handle: 'right' }),
      move(200, 132),
      move(164, 132),
      up(),
    );
    expect(gestureSticker(steps[1]!.gesture)).toMatchObject({ width: 100 });
    expect(last(steps)).toEqual({ gesture: IDLE });
  });
});

describe('rotating', () => {
  // The rocket's centre is (132, 132); the rotate handle sits above it.
  it('turns by the angle swept around the centre', () => {
    const steps = run(down({ x: 132, y: 60 }, { kind: 'rotate' }), move(204, 132), up());
    expect(last(steps).commit?.rotation).toBeCloseTo(90);
  });

  it('with Shift, lands on multiples of 15°', () => {
    const angle = (20 * Math.PI) / 180;
    const point = { x: 132 + 72 * Math.sin(angle), y: 132 - 72 * Math.cos(angle) };
    const free = run(down({ x: 132, y: 60 }, { kind: 'rotate' }), move(point.x, point.y));
    expect(gestureSticker(last(free).gesture)?.rotation).toBeCloseTo(20);
    const snapped = run(
      down({ x: 132, y: 60 }, { kind: 'rotate' }),
      move(point.x, point.y, 1, true),
    );
    expect(gestureSticker(last(snapped).gesture)?.rotation).toBeCloseTo(15);
  });

  it('Shift pressed and released without a move re-snaps and frees the turn where it is', () => {
    const angle = (20 * Math.PI) / 180;
    const point = { x: 132 + 72 * Math.sin(angle), y: 132 - 72 * Math.cos(angle) };
    const steps = run(
      down({ x: 132, y: 60 }, { kind: 'rotate' }),
      move(point.x, point.y),
      { type: 'snap', snap: true },
      { type: 'snap', snap: false },
      { type: 'snap', snap: true },
      up(),
    );
    expect(gestureSticker(steps[2]!.gesture)?.rotation).toBeCloseTo(15);
    expect(gestureSticker(steps[3]!.gesture)?.rotation).toBeCloseTo(20);
    expect(last(steps).commit?.rotation).toBeCloseTo(15);
  });

  it('Shift changes nothing in a drag, a resize or when idle', () => {
    const dragged = run(down({ x: 110, y: 110 }), move(120, 120), { type: 'snap', snap: true });
    expect(last(dragged).gesture).toBe(dragged[1]!.gesture);
    const resized = run(down({ x: 164, y: 164 }, { kind: 'resize', handle: 'bottom-right' }), {
      type: 'snap',
      snap: true,
    });
    expect(last(resized).gesture).toBe(resized[0]!.gesture);
    expect(run({ type: 'snap', snap: true })).toEqual([{ gesture: IDLE }]);
  });
});

describe('pinching', () => {
  it('a second finger during a drag pinches: spreading grows, turning turns', () => {
    const steps = run(
      down({ x: 112, y: 132 }),
      { type: 'second-finger', pointerId: 2, point: { x: 152, y: 132 } },
      move(92, 132, 1),
      move(172, 132, 2),
    );
    expect(steps[1]!.gesture.kind).toBe('pinching');
    // The fingers went from 40 to 80 units apart: twice the size, about the same centre.
    expect(gestureSticker(last(steps).gesture)).toMatchObject({
      width: 128,
      height: 128,
      x: 68,
      y: 68,
    });

    const turned = run(
      down({ x: 112, y: 132 }),
      { type: 'second-finger', pointerId: 2, point: { x: 152, y: 132 } },
      move(132, 112, 1),
      move(132, 152, 2),
    );
    expect(gestureSticker(last(turned).gesture)?.rotation).toBeCloseTo(90);
  });

  it('lifting one finger goes on dragging with the other; up then commits once', () => {
    const steps = run(
      down({ x: 112, y: 132 }),
      { type: 'second-finger', pointerId: 2, point: { x: 152, y: 132 } },
      move(92, 132, 1),
      move(172, 132, 2),
      up(1),
      move(182, 142, 2),
      up(2),
    );
    expect(steps[4]!.gesture.kind).toBe('dragging');
    expect(last(steps).commit).toMatchObject({ width: 128, height: 128, x: 78, y: 78 });
  });

  it('Escape during a pinch puts the sticker back as it was before the drag', () => {
    const steps = run(
      down({ x: 112, y: 132 }),
      move(122, 132),
      { type: 'second-finger', pointerId: 2, point: { x: 152, y: 132 } },
      move(200, 200, 2),
      { type: 'cancel' },
    );
    expect(last(steps)).toEqual({ gesture: IDLE });
  });

  it('only a drag turns into a pinch', () => {
    const steps = run(down({ x: 132, y: 60 }, { kind: 'rotate' }), {
      type: 'second-finger',
      pointerId: 2,
      point: { x: 0, y: 0 },
    });
    expect(last(steps).gesture.kind).toBe('rotating');
  });
});
