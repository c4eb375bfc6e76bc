/**
 * Maps a frame's pixels to its palette with Floyd–Steinberg error diffusion, so a gradient (sky,
 * skin, a soft background) shows no bands: each pixel's rounding error is carried to the pixels
 * after it. The frame's flat colours (the strip's frame colour, the stamp's white) are put into
 * the palette exactly and never take on error, so a flat area stays one colour, edges included.
 */
import type { Palette } from 'gifenc';

type Pixels = Uint8Array | Uint8ClampedArray;

/** A colour counts as flat when this share of the frame has exactly it. */
const FLAT_SHARE = 0.005;
/** At most this many flat colours take a palette entry of their own. */
const MAX_FLAT = 16;
/** One pixel in this many is counted: a flat area is found as surely, in a seventh of the time. */
const SAMPLE_STRIDE = 7;

const key = (r: number, g: number, b: number) => (r << 16) | (g << 8) | b;
const rgbOf = (colour: number) => [(colour >> 16) & 255, (colour >> 8) & 255, colour & 255];

/** The frame's flat colours, commonest first: exact RGB keys. */
export function flatColours(rgba: Pixels): number[] {
  const counts = new Map<number, number>();
  let sampled = 0;
  for (let i = 0; i + 2 < rgba.length; i += 4 * SAMPLE_STRIDE) {
    const colour = key(rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
    sampled += 1;
  }
  const least = Math.max(2, sampled * FLAT_SHARE);
  return [...counts]
    .filter(([, count]) => count >= least)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_FLAT)
    .map(([colour]) => colour);
}

/** The palette with each flat colour in place of its nearest entry (a new array). */
export function withFlatColours(palette: Palette, flat: readonly number[]): Palette {
  const out = palette.map((entry) => [...entry]);
  const taken = new Set<number>();
  for (const colour of flat) {
    const [r = 0, g = 0, b = 0] = rgbOf(colour);
    let best = -1;
    let bestDistance = Infinity;
    out.forEach(([er = 0, eg = 0, eb = 0], index) => {
      const distance = (er - r) ** 2 + (eg - g) ** 2 + (eb - b) ** 2;
      if (!taken.has(index) && distance < bestDistance) [best, bestDistance] = [index, distance];
    });
    if (best < 0) break;
    out[best] = [r, g, b];
    taken.add(best);
  }
  return out;
}

/** One palette index per pixel, dithered (row by row, left to right). */
export function ditherToPalette(
  rgba: Pixels,
  width: number,
  height: number,
  palette: Palette,
  flat: readonly number[] = [],
): Uint8Array {
  const index = new Uint8Array(width * height);
  // The palette as r, g, b triplets: typed, for the inner loop.
  const colours = Int16Array.from(palette.flatMap(([r = 0, g = 0, b = 0]) => [r, g, b]));
  const exact = new Map<number, number>();
  for (const colour of flat) {
    const at = palette.findIndex(([r = 0, g = 0, b = 0]) => key(r, g, b) === colour);
    if (at >= 0) exact.set(colour, at);
  }
  // Nearest palette entry by 6 bits a channel: 262,144 slots filled on first use.
  const nearest = new Int16Array(1 << 18).fill(-1);
  // The error carried to this row and the next, three channels a pixel (a spare pixel each side).
  let here = new Float32Array((width + 2) * 3);
  let next = new Float32Array((width + 2) * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const p = (y * width + x) * 4;
      const r0 = rgba[p] ?? 0;
      const g0 = rgba[p + 1] ?? 0;
      const b0 = rgba[p + 2] ?? 0;
      const flatAt = exact.get(key(r0, g0, b0));
      if (flatAt !== undefined) {
        index[y * width + x] = flatAt;
        continue;
      }
      const e = (x + 1) * 3;
      const r = clamp(r0 + (here[e] ?? 0));
      const g = clamp(g0 + (here[e + 1] ?? 0));
      const b = clamp(b0 + (here[e + 2] ?? 0));
      const slot = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
      let chosen = nearest[slot] ?? -1;
      if (chosen < 0) {
        chosen = nearestIndex(colours, r, g, b);
        nearest[slot] = chosen;
      }
      index[y * width + x] = chosen;
      spread(here, next, e, r - (colours[chosen * 3] ?? 0));
      spread(here, next, e + 1, g - (colours[chosen * 3 + 1] ?? 0));
      spread(here, next, e + 2, b - (colours[chosen * 3 + 2] ?? 0));
    }
    [here, next] = [next, here];
    next.fill(0);
  }
  return index;
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/** Floyd–Steinberg: 7/16 to the right, 3/16 below left, 5/16 below, 1/16 below right. */
function spread(here: Float32Array, next: Float32Array, at: number, error: number): void {
  here[at + 3] = (here[at + 3] ?? 0) + (error * 7) / 16;
  next[at - 3] = (next[at - 3] ?? 0) + (error * 3) / 16;
  next[at] = (next[at] ?? 0) + (error * 5) / 16;
  next[at + 3] = (next[at + 3] ?? 0) + error / 16;
}

/** The palette entry nearest (r, g, b), by squared distance. */
function nearestIndex(colours: Int16Array, r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < colours.length; i += 3) {
    let distance = ((colours[i] ?? 0) - r) ** 2;
    if (distance >= bestDistance) continue;
    distance += ((colours[i + 1] ?? 0) - g) ** 2;
    if (distance >= bestDistance) continue;
    distance += ((colours[i + 2] ?? 0) - b) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [i / 3, distance];
  }
  return best;
}
