import { describe, expect, it } from 'vitest';
import {
  clampSticker,
  contentFromText,
  HANDLES,
  MIN_STICKER_SIZE,
  moveSticker,
  nextStickerId,
  normaliseDegrees,
  pinchSticker,
  placeSticker,
  resizeSticker,
  rotateSticker,
  scaleSticker,
  type Handle,
  type Sticker,
  stickerCentre,
  turnSticker,
} from './sticker.js';

const bounds = { width: 300, height: 690 };
const base: Sticker = { id: 1, x: 100, y: 100, width: 64, height: 64, rotation: 0, char: '🚀' };

function close(actual: Sticker, expected: Partial<Sticker>): void {
  for (const [key, value] of Object.entries(expected)) {
    expect(actual[key as keyof Sticker], key).toBeCloseTo(value as number, 6);
  }
}

describe('placeSticker', () => {
  it('centres a 64 unit sticker on the point, unrotated', () => {
    const s = placeSticker(7, { char: '🎉' }, { x: 150, y: 200 }, bounds);
    expect(s).toEqual({ id: 7, x: 118, y: 168, width: 64, height: 64, rotation: 0, char: '🎉' });
  });

  it('keeps a sticker placed at the corner inside the strip', () => {
    const s = placeSticker(7, { src: 'http://x/a.png' }, { x: 0, y: 690 }, bounds);
    expect([s.x, s.y]).toEqual([0, 690 - 64]);
  });
});

describe('moveSticker and clampSticker', () => {
  it('moves by the drag', () => {
    close(moveSticker(base, 12, -30, bounds), { x: 112, y: 70 });
  });

  it('stops at every edge', () => {
    close(moveSticker(base, -500, -500, bounds), { x: 0, y: 0 });
    close(moveSticker(base, 500, 5000, bounds), { x: 300 - 64, y: 690 - 64 });
  });

  it('shrinks a sticker larger than the strip and enforces the minimum size', () => {
    close(clampSticker({ ...base, width: 400, height: 10 }, bounds), {
      width: 300,
      height: MIN_STICKER_SIZE,
      x: 0,
    });
  });

  it('moves from the snapshot, so replaying a move gives the same answer', () => {
    const first = moveSticker(base, 5, 5, bounds);
    expect(moveSticker(base, 5, 5, bounds)).toEqual(first);
    expect(base.x).toBe(100);
  });
});

describe('resizeSticker from each of the eight handles', () => {
  // Dragging every handle outwards by 10 units on each axis it moves.
  const expected: Record<Handle, Partial<Sticker>> = {
    'top-left': { x: 90, y: 90, width: 74, height: 74 },
    top: { x: 100, y: 90, width: 64, height: 74 },
    'top-right': { x: 100, y: 90, width: 74, height: 74 },
    right: { x: 100, y: 100, width: 74, height: 64 },
    'bottom-right': { x: 100, y: 100, width: 74, height: 74 },
    bottom: { x: 100, y: 100, width: 64, height: 74 },
    'bottom-left': { x: 90, y: 100, width: 74, height: 74 },
    left: { x: 90, y: 100, width: 74, height: 64 },
  };
  const outwards: Record<Handle, [number, number]> = {
    'top-left': [-10, -10],
    top: [0, -10],
    'top-right': [10, -10],
    right: [10, 0],
    'bottom-right': [10, 10],
    bottom: [0, 10],
    'bottom-left': [-10, 10],
    left: [-10, 0],
  };

  for (const handle of HANDLES) {
    it(`${handle}: grows towards the handle, the opposite side stays`, () => {
      const [dx, dy] = outwards[handle];
      close(resizeSticker(base, handle, dx, dy, bounds), expected[handle]);
    });
  }

  it('ignores the drag component along an edge the handle does not move', () => {
    close(resizeSticker(base, 'right', 10, 40, bounds), { y: 100, height: 64, width: 74 });
  });

  it('never goes below the minimum size, and keeps the opposite side in place', () => {
    const s = resizeSticker(base, 'left', 200, 0, bounds);
    close(s, { width: MIN_STICKER_SIZE, x: 164 - MIN_STICKER_SIZE });
  });

  it('reads the drag in the turned frame and keeps the opposite corner fixed on the strip', () => {
    const turned: Sticker = { ...base, rotation: 90 };
    // Turned 90° clockwise, the sticker's own right side faces down the strip.
    const s = resizeSticker(turned, 'right', 0, 20, bounds);
    expect(s.width).toBeCloseTo(84, 6);
    expect(s.height).toBeCloseTo(64, 6);
    // The left side (now on top) stays: the centre moved down by half the growth.
    expect(stickerCentre(s).y).toBeCloseTo(stickerCentre(turned).y + 10, 6);
    expect(stickerCentre(s).x).toBeCloseTo(stickerCentre(turned).x, 6);
  });
});

describe('rotation', () => {
  const centre = stickerCentre(base);

  it('turns by the angle swept around the centre', () => {
    const start = { x: centre.x, y: centre.y - 50 };
    const now = { x: centre.x + 50, y: centre.y };
    expect(rotateSticker(base, start, now).rotation).toBeCloseTo(90, 6);
  });

  it('snaps to 15 degrees when asked', () => {
    const start = { x: centre.x + 50, y: centre.y };
    const now = { x: centre.x + 50, y: centre.y + 10 }; // about 11.3°
    expect(rotateSticker(base, start, now, true).rotation).toBe(15);
  });

  it('keeps degrees in (-180, 180]', () => {
    expect(normaliseDegrees(190)).toBe(-170);
    expect(normaliseDegrees(-180)).toBe(180);
    expect(normaliseDegrees(540)).toBe(180);
    expect(normaliseDegrees(0)).toBe(0);
    expect(turnSticker({ ...base, rotation: 170 }, 15).rotation).toBe(-175);
  });
});

describe('scaleSticker and pinchSticker', () => {
  it('grows about the centre', () => {
    const s = scaleSticker(base, 1.5, bounds);
    close(s, { width: 96, height: 96, x: 84, y: 84 });
  });

  it('never grows past the strip width or shrinks below the minimum', () => {
    expect(scaleSticker(base, 100, bounds).width).toBeCloseTo(300, 6);
    expect(scaleSticker(base, 0.01, bounds).width).toBeCloseTo(MIN_STICKER_SIZE, 6);
  });

  it('follows two fingers: spread doubles the size, a quarter turn turns it', () => {
    const c = stickerCentre(base);
    const start = [
      { x: c.x - 10, y: c.y },
      { x: c.x + 10, y: c.y },
    ] as const;
    const now = [
      { x: c.x, y: c.y - 20 },
      { x: c.x, y: c.y + 20 },
    ] as const;
    const s = pinchSticker(base, start, now, bounds);
    expect(s.width).toBeCloseTo(128, 6);
    expect(s.rotation).toBeCloseTo(90, 6);
    expect(stickerCentre(s).x).toBeCloseTo(c.x, 6);
    expect(stickerCentre(s).y).toBeCloseTo(c.y, 6);
  });
});

describe('names, ids and dropped text', () => {
  it('makes an image of text starting with http, an emoji of anything else', () => {
    expect(contentFromText(' https://a.test/b.png ')).toEqual({ src: 'https://a.test/b.png' });
    expect(contentFromText('🌈')).toEqual({ char: '🌈' });
    expect(contentFromText('   ')).toBeNull();
  });

  it('takes ids from the clock, above every id in use', () => {
    expect(nextStickerId([], 1000)).toBe(1000);
    expect(nextStickerId([{ ...base, id: 5000 }], 1000)).toBe(5001);
  });
});
