/**
 * Where a new sticker goes when no finger or drop chose the spot (docs/using.md, Decorating the strip:
 * Adding): the centre of the part of the strip on screen, nudged along a small spiral until it
 * sits clear of the stickers already there. Pure: the editor measures what is on screen and
 * hands it over in strip units.
 */
import { DEFAULT_STICKER_SIZE, type Point, type Size, type Sticker } from './sticker.js';
import type { Box } from './strip.js';

/** The rows of the strip on screen, in strip units (top < bottom). */
export interface VisibleSpan {
  readonly top: number;
  readonly bottom: number;
}

/** The golden angle: each spiral step turns by it, so the steps never line up. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const SPIRAL_STEPS = 240;

/** The centre of the part of the strip on screen; the strip's centre when none of it is. */
export function visibleCentre(bounds: Size, visible: VisibleSpan | null): Point {
  const top = Math.max(0, visible?.top ?? 0);
  const bottom = Math.min(bounds.height, visible?.bottom ?? bounds.height);
  const y = bottom > top ? (top + bottom) / 2 : bounds.height / 2;
  return { x: bounds.width / 2, y };
}

/** The screen box of a sticker turned about its centre (its axis-aligned bounds). */
export function footprint(sticker: Sticker): Box {
  const radians = (sticker.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = sticker.width * cos + sticker.height * sin;
  const height = sticker.width * sin + sticker.height * cos;
  const cx = sticker.x + sticker.width / 2;
  const cy = sticker.y + sticker.height / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/** How much two boxes overlap, in square strip units. */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

const clamp = (value: number, min: number, max: number): number =>
  max < min ? (min + max) / 2 : Math.min(Math.max(value, min), max);

/**
 * The centre for a new `size` sticker nearest `target` whose box overlaps none of `stickers`,
 * kept inside the strip and, when it is tall enough, inside the visible span. Candidates follow
 * a spiral out from the target (a step of a quarter of the size); when every one overlaps
 * something, the one overlapping least wins. `faces`: boxes where people's faces are (the
 * middles of the photos, edge-placement.ts faceRegions): the nearest spot clear of them and of
 * the stickers wins when there is one within the spiral; else they are not minded.
 */
export function freeSpot(
  target: Point,
  stickers: readonly Sticker[],
  bounds: Size,
  visible: VisibleSpan | null = null,
  size: number = DEFAULT_STICKER_SIZE,
  faces: readonly Box[] = [],
): Point {
  const half = size / 2;
  const top = visible && visible.bottom - visible.top >= size ? Math.max(0, visible.top) : 0;
  const bottom =
    visible && visible.bottom - visible.top >= size
      ? Math.min(bounds.height, visible.bottom)
      : bounds.height;
  const boxes = stickers.map(footprint);
  const spiral = Array.from({ length: SPIRAL_STEPS }, (_, step) => {
    const radius = (size / 4) * Math.sqrt(step) * 1.6;
    const angle = step * GOLDEN_ANGLE;
    const point = {
      x: clamp(target.x + radius * Math.cos(angle), half, bounds.width - half),
      y: clamp(target.y + radius * Math.sin(angle), top + half, bottom - half),
    };
    const box = { x: point.x - half, y: point.y - half, width: size, height: size };
    const overlap = boxes.reduce((sum, other) => sum + overlapArea(box, other), 0);
    return { point, overlap, onFace: faces.some((face) => overlapArea(box, face) > 0) };
  });
  const clear = spiral.find((spot) => spot.overlap === 0 && !spot.onFace);
  if (clear) return clear.point;
  let best = { point: target, overlap: Infinity };
  for (const { point, overlap } of spiral) {
    if (overlap === 0) return point;
    if (overlap < best.overlap) best = { point, overlap };
  }
  return best.point;
}
