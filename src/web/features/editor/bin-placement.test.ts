import { describe, expect, it } from 'vitest';
import type { Sticker } from '../../../model/sticker.js';
import { binPlacement, handlesBelow } from './bin-placement.js';

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
