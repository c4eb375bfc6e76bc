import { describe, expect, it } from 'vitest';
import {
  edgeSpot,
  edgeSpots,
  edgeSpotsFor,
  faceRegion,
  inFaceRegion,
  type StripBoxes,
} from './edge-placement.js';
import { placeSticker, type Point, type Sticker } from './sticker.js';
import { stripGeometry, type Box } from './strip.js';

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

describe('faceRegion and inFaceRegion', () => {
  it("is the photo's middle 60 % box", () => {
    expect(faceRegion({ x: 10, y: 20, width: 100, height: 50 })).toEqual({
      x: 30,
      y: 30,
      width: 60,
      height: 30,
    });
  });

  it("holds a photo's middle, not its corners, the gaps or the footer", () => {
    expect(inFaceRegion(photoCentre(2), strip.photos)).toBe(true);
    const photo = strip.photos[1]!;
    expect(inFaceRegion({ x: photo.x + 5, y: photo.y + 5 }, strip.photos)).toBe(false);
    expect(inFaceRegion({ x: 150, y: photo.y - 5 }, strip.photos)).toBe(false);
    expect(inFaceRegion({ x: 150, y: strip.height - 10 }, strip.photos)).toBe(false);
  });
});

describe('edgeSpots', () => {
  it('are all inside the strip and off the faces, for every layout and a taller footer', () => {
    for (const geometry of [1, 2, 3, 4, 6].flatMap((poses) => [
      stripGeometry(poses),
      stripGeometry(poses, { eventName: true }),
    ])) {
      const spots = edgeSpots(geometry, SIZE, { x: 150, y: 0 });
      expect(spots.length).toBeGreaterThanOrEqual(2 * (geometry.photos.length + 1));
      for (const spot of spots) {
        expect(inside(boxAt(spot), geometry)).toBe(true);
        expect(inFaceRegion(spot, geometry.photos)).toBe(false);
      }
    }
  });

  it('start with the corners of the seam rows nearest the eye, alternating sides', () => {
    const gap = (strip.photos[2]!.y + strip.photos[1]!.y + strip.photos[1]!.height) / 2;
    const [first, second, third] = edgeSpots(strip, SIZE, { x: 150, y: gap });
    expect(first!.y).toBeCloseTo(gap, 6);
    expect(new Set([first!.y, second!.y, third!.y]).size).toBe(3);
    expect(Math.abs(second!.y - gap)).toBeLessThanOrEqual(Math.abs(third!.y - gap));
    // A zigzag: the rows next to each other keep to opposite sides.
    expect(first!.x).not.toBe(second!.x);
  });
});

describe('edgeSpot and edgeSpotsFor', () => {
  it("put three stickers on three seam corners near the eye, clear of each other and of every photo's middle", () => {
    const spots = edgeSpotsFor(strip, [], [SIZE, SIZE, SIZE], photoCentre(2));
    const boxes = spots.map((spot) => boxAt(spot));
    expect(new Set(spots.map((spot) => spot.y)).size).toBe(3);
    for (const [i, box] of boxes.entries()) {
      expect(inside(box, strip)).toBe(true);
      // At the corners a sticker only overlaps the photos' edges, never their middles.
      for (const photo of strip.photos) expect(intersects(box, faceRegion(photo))).toBe(false);
      for (const other of boxes.slice(i + 1)) expect(intersects(box, other)).toBe(false);
    }
    // Near where the visitor looks: the photo in sight and its neighbours.
    const reach = strip.photos[0]!.height * 1.6;
    for (const spot of spots) expect(Math.abs(spot.y - photoCentre(2).y)).toBeLessThan(reach);
  });

  it('keeps clear of the stickers already there', () => {
    const around = photoCentre(0);
    const first = edgeSpot(strip, [], around);
    const there = placeSticker(1, { char: '⭐' }, first, strip);
    const next = edgeSpot(strip, [there], around);
    expect(intersects(boxAt(next), boxAt(first))).toBe(false);
  });

  it('twenty stickers together: never on a face; the first twelve overlap nothing', () => {
    const spots = edgeSpotsFor(strip, [], Array(20).fill(SIZE) as number[], photoCentre(1));
    for (const spot of spots) {
      expect(inFaceRegion(spot, strip.photos)).toBe(false);
      expect(inside(boxAt(spot), strip)).toBe(true);
    }
    const firstTwelve = spots.slice(0, 12).map((spot) => boxAt(spot));
    for (const [i, box] of firstTwelve.entries()) {
      for (const other of firstTwelve.slice(i + 1)) expect(intersects(box, other)).toBe(false);
    }
  });

  it('places stickers of other sizes by their own size', () => {
    const [big, small] = edgeSpotsFor(strip, [], [120, 24], photoCentre(3));
    expect(inside(boxAt(big!, 120), strip)).toBe(true);
    expect(inFaceRegion(big!, strip.photos)).toBe(false);
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
    expect(inFaceRegion(spot, strip.photos)).toBe(false);
    expect(inside(boxAt(spot), strip)).toBe(true);
  });
});
