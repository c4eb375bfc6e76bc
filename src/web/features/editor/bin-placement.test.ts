import { describe, expect, it } from 'vitest';
import type { Sticker } from '../../../model/sticker.js';
import { binPlacement, binSpot, handlesBelow } from './bin-placement.js';

const sticker = (rotation: number): Sticker => ({
  id: 1,
  x: 100,
  y: 200,
  width: 60,
  height: 40,
  rotation,
  char: '🌈',
});

describe('binPlacement', () => {
  it('is the sticker box itself, the bin below, while the sticker is straight', () => {
    expect(binPlacement(sticker(0))).toEqual({
      x: 100,
      y: 200,
      width: 60,
      height: 40,
      side: 'below',
    });
  });

  it('grows to the box the turned sticker covers, about the same centre', () => {
    const turned = binPlacement(sticker(90));
    expect(turned.width).toBeCloseTo(40, 10);
    expect(turned.height).toBeCloseTo(60, 10);
    expect(turned.x + turned.width / 2).toBeCloseTo(130, 10);
    expect(turned.y + turned.height / 2).toBeCloseTo(220, 10);
    const diagonal = binPlacement(sticker(45));
    expect(diagonal.width).toBeCloseTo(100 * Math.SQRT1_2, 10);
    expect(diagonal.height).toBeCloseTo(100 * Math.SQRT1_2, 10);
  });

  it('goes above once the sticker is turned past 90°, where its rotate handle is not', () => {
    expect(binPlacement(sticker(-90)).side).toBe('below');
    expect(binPlacement(sticker(120)).side).toBe('above');
    expect(binPlacement(sticker(-150)).side).toBe('above');
    expect(binPlacement(sticker(180)).side).toBe('above');
  });
});

describe('handlesBelow', () => {
  const atTop = (y: number): Sticker => ({ ...sticker(0), y });

  it('puts the handles below a sticker whose rotate handle would rise out of the strip', () => {
    // 390 px phone: the strip is 300 px for 300 units (scale 1); the handle reaches 72 px up.
    expect(handlesBelow(atTop(0), 1)).toBe(true);
    expect(handlesBelow(atTop(71), 1)).toBe(true);
    expect(handlesBelow(atTop(72), 1)).toBe(false);
    expect(handlesBelow(atTop(200), 1)).toBe(false);
  });

  it('measures the reach in screen pixels: a wider preview needs fewer units', () => {
    expect(handlesBelow(atTop(40), 2)).toBe(false);
    expect(handlesBelow(atTop(30), 2)).toBe(true);
  });
});

describe('binSpot', () => {
  const at = (id: number, x: number, y: number, rotation = 0): Sticker => ({
    id,
    x,
    y,
    width: 60,
    height: 60,
    rotation,
    char: '🌈',
  });
  const around = (others: Sticker[], strip = { width: 400, height: 1200 }) => ({
    strip,
    others,
    scale: 1,
    reach: 55,
    radius: 20,
  });
  const onStrip = (spot: { x: number; y: number }, strip = { width: 400, height: 1200 }) =>
    spot.x - 20 >= 0 &&
    spot.y - 20 >= 0 &&
    spot.x + 20 <= strip.width &&
    spot.y + 20 <= strip.height;

  it('goes below a straight sticker with room there', () => {
    const sticker = at(1, 170, 300);
    expect(binSpot(sticker, around([sticker]))).toEqual({ x: 200, y: 415, side: 'below' });
  });

  it('goes beside the sticker when a neighbour lies below it', () => {
    const sticker = at(1, 170, 300);
    const neighbour = at(2, 170, 400);
    const spot = binSpot(sticker, around([sticker, neighbour]));
    expect(spot.side).toBe('right');
    expect(spot.x - 20).toBeGreaterThanOrEqual(230);
  });

  it('stays on the strip: a sticker at its foot gets the bin beside it, not on the words below', () => {
    const sticker = at(1, 170, 1130);
    const spot = binSpot(sticker, around([sticker]));
    expect(spot.side).toBe('right');
    expect(onStrip(spot)).toBe(true);
  });

  it('takes the left when the right is off the strip or taken', () => {
    const sticker = at(1, 330, 1130);
    expect(binSpot(sticker, around([sticker])).side).toBe('left');
    const middle = at(1, 170, 300);
    const spot = binSpot(middle, around([middle, at(2, 170, 400), at(3, 260, 300)]));
    expect(spot.side).toBe('left');
  });

  it('never lands on the rotate handle, which points right once the sticker is turned 90°', () => {
    const sticker = at(1, 170, 1130, 90);
    const spot = binSpot(sticker, around([sticker]));
    expect(spot.side).toBe('left');
  });

  it('keeps the usual side when nothing is free, rather than leaving the sticker', () => {
    const sticker = at(1, 0, 1140);
    const spot = binSpot(sticker, around([sticker], { width: 60, height: 1200 }));
    expect(spot.side).toBe('below');
  });

  it('goes under the rotate handle for a sticker at the strip top, or beside it when taken', () => {
    const sticker = at(1, 170, 0);
    expect(binSpot(sticker, around([sticker])).side).toBe('under-rotate');
    const spot = binSpot(sticker, around([sticker, at(2, 170, 140)]));
    expect(spot.side).toBe('right');
  });
});
