import { describe, expect, it } from 'vitest';
import { ditherToPalette, flatColours, withFlatColours } from './gif-dither.js';

const GREEN = (20 << 16) | (200 << 8) | 40;

/** A frame: a flat green on the left half, a grey ramp on the right (no grey in 0.5 % of it). */
function halves(width: number, height: number): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  const half = width / 2;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grey = Math.floor((((x - half) * height + y) / (half * height)) * 256);
      data.set(x < width / 2 ? [20, 200, 40, 255] : [grey, grey, grey, 255], (y * width + x) * 4);
    }
  }
  return data;
}

describe('flatColours', () => {
  it('finds the colour of a flat area, not the colours of a ramp', () => {
    const flat = flatColours(halves(200, 50));
    expect(flat).toEqual([GREEN]);
  });
});

describe('withFlatColours', () => {
  it('puts each flat colour exactly in place of its nearest entry', () => {
    const palette = [
      [0, 0, 0],
      [70, 120, 160],
      [255, 255, 255],
    ];
    const out = withFlatColours(palette, [(69 << 16) | (123 << 8) | 157]);
    expect(out).toEqual([
      [0, 0, 0],
      [69, 123, 157],
      [255, 255, 255],
    ]);
    expect(palette[1]).toEqual([70, 120, 160]);
  });
});

describe('ditherToPalette', () => {
  it('keeps a flat area one colour beside a dithered ramp, and the ramp right on average', () => {
    const width = 64;
    const data = halves(width, 16);
    const flat = [GREEN];
    const palette = withFlatColours(
      [
        [0, 0, 0],
        [128, 128, 128],
        [255, 255, 255],
        [30, 190, 50],
      ],
      flat,
    );
    const index = ditherToPalette(data, width, 16, palette, flat);
    const left = new Set<number>();
    let rampSum = 0;
    let sourceSum = 0;
    for (let y = 0; y < 16; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = index[y * width + x]!;
        if (x < width / 2) left.add(at);
        else {
          rampSum += palette[at]![0]!;
          sourceSum += data[(y * width + x) * 4]!;
        }
      }
    }
    expect(left).toEqual(new Set([3]));
    expect(palette[3]).toEqual([20, 200, 40]);
    // Three greys make the ramp's 32 levels: right on average, within a level or two.
    expect(Math.abs(rampSum - sourceSum) / (16 * (width / 2))).toBeLessThan(2);
  });
});
