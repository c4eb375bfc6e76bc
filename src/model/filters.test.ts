import { describe, expect, it } from 'vitest';
import {
  FILTER_KEYS,
  FILTER_MATRICES,
  IDENTITY,
  applyColourMatrix,
  compose,
  contrast,
  isFilterKey,
  matrixValues,
  type ColourMatrix,
} from './filters.js';

function filtered(matrix: ColourMatrix, ...rgba: number[]): number[] {
  const pixels = Uint8ClampedArray.from(rgba);
  applyColourMatrix(pixels, matrix);
  return [...pixels];
}

describe('filters', () => {
  it('has the eight keys the README names, in order (their names: capture-messages.test.ts)', () => {
    expect(FILTER_KEYS).toEqual([
      'none',
      'bw',
      'sepia',
      'pastel',
      'vivid',
      'pop',
      'neon',
      'vintage',
    ]);
    expect(isFilterKey('bw')).toBe(true);
    expect(isFilterKey('sparkle')).toBe(false);
    expect(isFilterKey(null)).toBe(false);
  });

  it.each(FILTER_KEYS)('%s is a 4×5 matrix that keeps alpha', (key) => {
    const matrix = FILTER_MATRICES[key];
    expect(matrix).toHaveLength(20);
    expect(matrix.every(Number.isFinite)).toBe(true);
    expect(matrix.slice(15)).toEqual([0, 0, 0, 1, 0]);
  });

  it('none is the identity and leaves pixels alone', () => {
    expect(FILTER_MATRICES.none).toEqual(IDENTITY);
    expect(filtered(FILTER_MATRICES.none, 12, 200, 99, 255, 0, 0, 0, 128)).toEqual([
      12, 200, 99, 255, 0, 0, 0, 128,
    ]);
  });

  it('bw makes r = g = b and keeps white white and black black', () => {
    const [r, g, b, a] = filtered(FILTER_MATRICES.bw, 240, 30, 90, 255);
    expect(r).toBe(g);
    expect(g).toBe(b);
    expect(a).toBe(255);
    expect(filtered(FILTER_MATRICES.bw, 255, 255, 255, 255)).toEqual([255, 255, 255, 255]);
    expect(filtered(FILTER_MATRICES.bw, 0, 0, 0, 255)).toEqual([0, 0, 0, 255]);
  });

  it('sepia turns white warm cream and keeps black black', () => {
    expect(filtered(FILTER_MATRICES.sepia, 255, 255, 255, 255)).toEqual([255, 255, 239, 255]);
    expect(filtered(FILTER_MATRICES.sepia, 0, 0, 0, 255)).toEqual([0, 0, 0, 255]);
  });

  it('clamps results to 0..255', () => {
    const bright: ColourMatrix = [2, 0, 0, 0, 0.5, 0, 1, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0];
    expect(filtered(bright, 200, 100, 50, 255)).toEqual([255, 0, 50, 255]);
  });

  it('uses the offset column on 0..1', () => {
    expect(filtered(contrast(1, 0.2), 0, 100, 255, 255)).toEqual([51, 151, 255, 255]);
  });

  it('composes matrices in order', () => {
    const lift = contrast(1, 0.1);
    const double = contrast(2);
    const pixel = [100, 100, 100, 255];
    const stepByStep = filtered(double, ...filtered(lift, ...pixel));
    expect(filtered(compose(lift, double), ...pixel)).toEqual(stepByStep);
  });

  it('writes values an SVG feColorMatrix reads', () => {
    expect(matrixValues(IDENTITY)).toBe('1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0');
    expect(matrixValues(FILTER_MATRICES.bw).split(' ')).toHaveLength(20);
  });

  it('changes colour for every filter but none', () => {
    for (const key of FILTER_KEYS.filter((k) => k !== 'none')) {
      expect(filtered(FILTER_MATRICES[key], 200, 80, 40, 255), key).not.toEqual([200, 80, 40, 255]);
    }
  });
});
