/**
 * Where stickers added for the visitor (the AI box's, one or all) go so they keep off faces
 * (docs/using.md, Decorating the strip: Adding): on the strip's edges, its corners and the
 * seams between the photos (the frame's margins, the gaps between poses, the footer with the
 * date), never with their centre in the middle of a photo, where people are. A sticker may
 * overlap a photo's edge a little. Pure: the editor hands over the strip's geometry and the
 * stickers already there, in strip units.
 */
import { DEFAULT_STICKER_SIZE, type Point, type Sticker } from './sticker.js';
import { footprint, overlapArea } from './sticker-placement.js';
import type { Box, StripBoxes } from './strip.js';

/** The part of each photo, across and down, where faces are: its middle 60 % box. */
const FACE_REGION = 0.6;

/** The middle of a photo, where people are (FACE_REGION of its width and of its height). */
function faceRegion(photo: Box): Box {
  const width = photo.width * FACE_REGION;
  const height = photo.height * FACE_REGION;
  return {
    x: photo.x + (photo.width - width) / 2,
    y: photo.y + (photo.height - height) / 2,
    width,
    height,
  };
}

/** Where the faces are on the strip: the middle region of each photo. */
export function faceRegions(photos: readonly Box[]): Box[] {
  return photos.map(faceRegion);
}

/** Whether a point lies in the middle region of any photo (its edges excluded). */
function inFaceRegion(point: Point, photos: readonly Box[]): boolean {
  return photos
    .map(faceRegion)
    .some(
      (region) =>
        point.x > region.x &&
        point.x < region.x + region.width &&
        point.y > region.y &&
        point.y < region.y + region.height,
    );
}

/**
 * The rows where stickers sit between faces, top to bottom: the top margin, each gap between
 * two photos, and the footer (in the middle of each; the strip's bounds pull them in later).
 */
function seamRows(strip: StripBoxes): number[] {
  const first = strip.photos[0];
  const last = strip.photos.at(-1);
  if (!first || !last) return [strip.height / 2];
  const gaps = strip.photos.slice(1).map((photo, index) => {
    const above = strip.photos[index] ?? photo;
    return (above.y + above.height + photo.y) / 2;
  });
  return [first.y / 2, ...gaps, (last.y + last.height + strip.height) / 2];
}

/**
 * The preferred spots, best first, for a sticker of `size` (its centre, kept inside the strip).
 * First one corner of each seam row (the rows nearest `around` first, alternating left and
 * right from row to row, so stickers added together zigzag down the strip), then the other
 * corners, then each photo's side edge at its middle, then the middle of each seam row.
 * Spots whose centre would fall in a photo's middle are left out.
 */
function edgeSpots(strip: StripBoxes, size: number, around: Point): Point[] {
  const half = size / 2;
  const clampX = (x: number) => clamp(x, half, strip.width - half);
  const clampY = (y: number) => clamp(y, half, strip.height - half);
  const left = clampX(strip.photos[0]?.x ?? 0);
  const right = clampX(strip.photos[0] ? strip.photos[0].x + strip.photos[0].width : strip.width);
  const byNearness = (a: { y: number }, b: { y: number }) =>
    Math.abs(a.y - around.y) - Math.abs(b.y - around.y);

  const rows = seamRows(strip).map((y, index) => ({ y: clampY(y), leftFirst: index % 2 === 0 }));
  rows.sort(byNearness);
  const sides = strip.photos
    .map((photo) => ({ y: clampY(photo.y + photo.height / 2) }))
    .sort(byNearness);
  const spots: Point[] = [
    ...rows.map((row) => ({ x: row.leftFirst ? left : right, y: row.y })),
    ...rows.map((row) => ({ x: row.leftFirst ? right : left, y: row.y })),
    ...sides.flatMap((side) => [
      { x: left, y: side.y },
      { x: right, y: side.y },
    ]),
    ...rows.map((row) => ({ x: strip.width / 2, y: row.y })),
  ];
  return spots.filter((spot) => !inFaceRegion(spot, strip.photos));
}

/**
 * Every other spot off the faces, on a grid of a quarter sticker, nearest `around` first: for
 * when the preferred spots are taken.
 */
function gridSpots(strip: StripBoxes, size: number, around: Point): Point[] {
  const half = size / 2;
  const step = Math.max(1, size / 4);
  const spots: Point[] = [];
  for (let y = half; y <= strip.height - half; y += step) {
    for (let x = half; x <= strip.width - half; x += step) {
      if (!inFaceRegion({ x, y }, strip.photos)) spots.push({ x, y });
    }
  }
  const distance = (point: Point) => Math.hypot(point.x - around.x, point.y - around.y);
  return spots.sort((a, b) => distance(a) - distance(b));
}

/**
 * The centre for a new sticker of `size` off the faces: the first preferred spot (edgeSpots)
 * whose box overlaps none of `stickers`, else the nearest free spot off the faces, else (a
 * strip full of stickers) the spot off the faces overlapping them least.
 */
export function edgeSpot(
  strip: StripBoxes,
  stickers: readonly Sticker[],
  around: Point,
  size: number = DEFAULT_STICKER_SIZE,
): Point {
  const half = size / 2;
  const boxes = stickers.map(footprint);
  const overlap = (point: Point) => {
    const box = { x: point.x - half, y: point.y - half, width: size, height: size };
    return boxes.reduce((sum, other) => sum + overlapArea(box, other), 0);
  };
  const candidates = [...edgeSpots(strip, size, around), ...gridSpots(strip, size, around)];
  let best: { point: Point; overlap: number } | null = null;
  for (const point of candidates) {
    const area = overlap(point);
    if (area === 0) return point;
    if (!best || area < best.overlap) best = { point, overlap: area };
  }
  // No spot at all off the faces (a sticker wider than the margins allow): the top corner.
  return best?.point ?? { x: half, y: half };
}

const clamp = (value: number, min: number, max: number): number =>
  max < min ? (min + max) / 2 : Math.min(Math.max(value, min), max);
