/**
 * Photo filters as 4×5 colour matrices with SVG feColorMatrix semantics: each output channel
 * (r, g, b, a) is a row `[r, g, b, a, offset]` over channel values on 0..1. The live preview
 * (an SVG filter on the video) and the captured pixels (applyColourMatrix) read the same matrix,
 * so a photo looks like what the visitor saw in every browser.
 */

/** 20 numbers, row by row: R, G, B, A rows of [r, g, b, a, offset]. */
export type ColourMatrix = readonly number[];

export { DEFAULT_FILTER, FILTER_KEYS, isFilterKey, type FilterKey } from './filter-keys.js';
import type { FilterKey } from './filter-keys.js';

// Rec. 709 luma weights, as the CSS saturate() and grayscale() filters use.
const LR = 0.2126;
const LG = 0.7152;
const LB = 0.0722;

export const IDENTITY: ColourMatrix = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0];

/** `saturate(s)`: 0 is grey, 1 unchanged, above 1 more colourful. */
export function saturation(s: number): ColourMatrix {
  const t = 1 - s;
  return [
    ...[LR * t + s, LG * t, LB * t, 0, 0],
    ...[LR * t, LG * t + s, LB * t, 0, 0],
    ...[LR * t, LG * t, LB * t + s, 0, 0],
    ...[0, 0, 0, 1, 0],
  ];
}

/** Scales each channel around `pivot` (0.5 for contrast) and adds `lift`. */
export function contrast(c: number, lift = 0): ColourMatrix {
  const offset = 0.5 * (1 - c) + lift;
  return [c, 0, 0, 0, offset, 0, c, 0, 0, offset, 0, 0, c, 0, offset, 0, 0, 0, 1, 0];
}

/** Multiplies each channel: warm or cool tints, and brightness when all three are equal. */
export function tint(r: number, g: number, b: number, offset = 0): ColourMatrix {
  return [r, 0, 0, 0, offset, 0, g, 0, 0, offset, 0, 0, b, 0, offset, 0, 0, 0, 1, 0];
}

/** The matrix of `second` applied after `first`. */
export function compose(first: ColourMatrix, second: ColourMatrix): ColourMatrix {
  const out: number[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      let sum = col === 4 ? (second[row * 5 + 4] ?? 0) : 0;
      for (let k = 0; k < 4; k += 1) sum += (second[row * 5 + k] ?? 0) * (first[k * 5 + col] ?? 0);
      out.push(Math.round(sum * 1e6) / 1e6);
    }
  }
  return out;
}

const GREY: ColourMatrix = saturation(0);

const SEPIA: ColourMatrix = [
  ...[0.393, 0.769, 0.189, 0, 0],
  ...[0.349, 0.686, 0.168, 0, 0],
  ...[0.272, 0.534, 0.131, 0, 0],
  ...[0, 0, 0, 1, 0],
];

export const FILTER_MATRICES: Readonly<Record<FilterKey, ColourMatrix>> = {
  none: IDENTITY,
  bw: GREY,
  sepia: SEPIA,
  // Soft and milky: less colour, lifted towards white, a hint of pink.
  pastel: compose(compose(saturation(0.55), contrast(0.78, 0.12)), tint(1.02, 0.98, 1.02)),
  // Richer colour with a little contrast.
  vivid: compose(saturation(1.6), contrast(1.1)),
  // Punchy: strong contrast and colour.
  pop: compose(contrast(1.35), saturation(1.45)),
  // Electric: very saturated, pushed towards magenta and cyan.
  neon: compose(compose(saturation(2.2), contrast(1.2)), tint(1.05, 0.9, 1.2, 0.02)),
  // Faded warm print: half sepia, low contrast, warm lift.
  vintage: compose(
    compose(
      compose(
        IDENTITY.map((v, i) => v * 0.45 + (SEPIA[i] ?? 0) * 0.55),
        contrast(0.82),
      ),
      tint(1.05, 0.98, 0.86),
    ),
    contrast(1, 0.03),
  ),
};

/** The matrix as the `values` attribute of an SVG feColorMatrix. */
export function matrixValues(matrix: ColourMatrix): string {
  return matrix.map((value) => String(Math.round(value * 1e4) / 1e4)).join(' ');
}

/**
 * Filters RGBA pixels (as in ImageData.data) in place with a 4×5 colour matrix. The offset
 * column is on 0..1, so it counts 255 on this 0..255 scale. Results are clamped to 0..255 by the
 * Uint8ClampedArray itself.
 */
export function applyColourMatrix(pixels: Uint8ClampedArray, matrix: ColourMatrix): void {
  if (matrix.length !== 20) throw new RangeError('A colour matrix has 20 values.');
  const [m0 = 0, m1 = 0, m2 = 0, m3 = 0, o0 = 0, m5 = 0, m6 = 0, m7 = 0, m8 = 0, o1 = 0] = matrix;
  const [, , , , , , , , , , m10 = 0, m11 = 0, m12 = 0, m13 = 0, o2 = 0] = matrix;
  const [m15 = 0, m16 = 0, m17 = 0, m18 = 0, o3 = 0] = matrix.slice(15);
  const m4 = o0 * 255;
  const m9 = o1 * 255;
  const m14 = o2 * 255;
  const m19 = o3 * 255;
  const alphaUnchanged = m15 === 0 && m16 === 0 && m17 === 0 && m18 === 1 && m19 === 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    const a = pixels[i + 3] ?? 0;
    pixels[i] = m0 * r + m1 * g + m2 * b + m3 * a + m4;
    pixels[i + 1] = m5 * r + m6 * g + m7 * b + m8 * a + m9;
    pixels[i + 2] = m10 * r + m11 * g + m12 * b + m13 * a + m14;
    if (!alphaUnchanged) pixels[i + 3] = m15 * r + m16 * g + m17 * b + m18 * a + m19;
  }
}
