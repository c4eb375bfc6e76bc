import { describe, expect, it } from 'vitest';
import { edgeSpot } from './edge-placement.js';
import { placeSticker, type Point, type Sticker } from './sticker.js';
import { stripGeometry, type Box, type StripBoxes } from './strip.js';

const strip = stripGeometry(4);
const SIZE = 64;

const boxAt = (centre: Point, size = SIZE): Box => ({
  x: centre.x - size / 2,
  y: centre.y - size / 2,
  width: size,
  height: size,
});

const intersects = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where faces are: the middle 60 % of a photo, across and down. */
const faceRegion = (photo: Box): Box => ({
  x: photo.x + 0.2 * photo.width,
  y: photo.y + 0.2 * photo.height,
  width: 0.6 * photo.width,
  height: 0.6 * photo.height,
});

const onFace = (point: Point, geometry: StripBoxes = strip): boolean =>
  geometry.photos.some((photo) => {
    const face = faceRegion(photo);
    return (
      point.x > face.x &&
      point.x < face.x + face.width &&
      point.y > face.y &&
      point.y < face.y + face.height
    );
  });

/** The box lies wholly inside the strip. */
function inside(box: Box, bounds: StripBoxes): boolean {
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= bounds.width &&
    box.y + box.height <= bounds.height
  );
}

const photoCentre = (index: number): Point => {
  const photo = strip.photos[index]!;
  return { x: photo.x + photo.width / 2, y: photo.y + photo.height / 2 };
};

/** Stickers of these sizes added together: each placed by edgeSpot seeing the ones before. */
function addTogether(
  sizes: readonly number[],
  around: Point,
  geometry: StripBoxes = strip,
  already: readonly Sticker[] = [],
): Point[] {
  const placed = [...already];
  return sizes.map((size) => {
    const centre = edgeSpot(geometry, placed, around, size);
    placed.push(placeSticker(placed.length + 1000, { src: '/s.png' }, centre, geometry, size));
    return centre;
  });
}

describe('edgeSpot', () => {
  it("puts three stickers on three seam corners near the eye, clear of each other and of every photo's middle", () => {
    const spots = addTogether([SIZE, SIZE, SIZE], photoCentre(2));
    const boxes = spots.map((spot) => boxAt(spot));
    expect(new Set(spots.map((spot) => spot.y)).size).toBe(3);
    for (const [i, box] of boxes.entries()) {
      expect(inside(box, strip)).toBe(true);
      // At the corners a sticker only overlaps the photos' edges, never their middles.
      for (const photo of strip.photos) expect(intersects(box, faceRegion(photo))).toBe(false);
      for (const other of boxes.slice(i + 1)) expect(intersects(box, other)).toBe(false);
    }
    // Near where the visitor looks: the seams next to the photo in sight come first.
    const reach = strip.photos[0]!.height * 1.6;
    for (const spot of spots) expect(Math.abs(spot.y - photoCentre(2).y)).toBeLessThan(reach);
  });

  it('starts at the seam nearest the eye and zigzags: rows next to each other on opposite sides', () => {
    const [above, below] = [strip.photos[1]!, strip.photos[2]!];
    const gap = (above.y + above.height + below.y) / 2;
    const [first, second, third] = addTogether([SIZE, SIZE, SIZE], { x: 150, y: gap });
    expect(first!.y).toBeCloseTo(gap, 6);
    expect(first!.x).not.toBe(second!.x);
    expect(third!.x).not.toBe(first!.x);
  });

  it('every layout, with or without the taller footer: twelve stickers off the faces, inside the strip', () => {
    for (const geometry of [1, 2, 3, 4, 6].flatMap((poses) => [
      stripGeometry(poses),
      stripGeometry(poses, { eventName: true }),
    ])) {
      const spots = addTogether(Array(12).fill(SIZE) as number[], { x: 150, y: 0 }, geometry);
      for (const spot of spots) {
        expect(onFace(spot, geometry)).toBe(false);
        expect(inside(boxAt(spot), geometry)).toBe(true);
      }
    }
  });

  it('keeps clear of the stickers already there', () => {
    const around = photoCentre(0);
    const first = edgeSpot(strip, [], around);
    const there = placeSticker(1, { char: '⭐' }, first, strip);
    const next = edgeSpot(strip, [there], around);
    expect(intersects(boxAt(next), boxAt(first))).toBe(false);
  });

  it('twenty stickers together: never on a face; the first twelve overlap nothing', () => {
    const spots = addTogether(Array(20).fill(SIZE) as number[], photoCentre(1));
    for (const spot of spots) {
      expect(onFace(spot)).toBe(false);
      expect(inside(boxAt(spot), strip)).toBe(true);
    }
    const firstTwelve = spots.slice(0, 12).map((spot) => boxAt(spot));
    for (const [i, box] of firstTwelve.entries()) {
      for (const other of firstTwelve.slice(i + 1)) expect(intersects(box, other)).toBe(false);
    }
  });

  it('places stickers of other sizes by their own size', () => {
    const [big, small] = addTogether([120, 24], photoCentre(3));
    expect(inside(boxAt(big!, 120), strip)).toBe(true);
    expect(onFace(big!)).toBe(false);
    expect(onFace(small!)).toBe(false);
    expect(intersects(boxAt(big!, 120), boxAt(small!, 24))).toBe(false);
  });

  it('with no free room left, still answers a spot off the faces inside the strip', () => {
    const full: Sticker[] = [];
    for (let y = 50; y < strip.height; y += 100) {
      for (let x = 50; x < strip.width; x += 100) {
        full.push(placeSticker(full.length + 1, { char: '⭐' }, { x, y }, strip, 100));
      }
    }
    const spot = edgeSpot(strip, full, photoCentre(1));
    expect(onFace(spot)).toBe(false);
    expect(inside(boxAt(spot), strip)).toBe(true);
  });
});
