import { describe, expect, it } from 'vitest';
import { faceRegions } from './edge-placement.js';
import { freeSpot, overlapArea, visibleCentre } from './sticker-placement.js';
import { placeSticker, type Point, type Sticker } from './sticker.js';
import { stripGeometry } from './strip.js';

const strip = stripGeometry(4);
const bounds = { width: strip.width, height: strip.height };

function overlaps(a: Sticker, b: Sticker): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Adds `count` emoji one after another, each at the free spot nearest `target`. */
function addInARow(
  count: number,
  target: Point,
  visible = null as null | { top: number; bottom: number },
) {
  const stickers: Sticker[] = [];
  for (let id = 1; id <= count; id += 1) {
    const centre = freeSpot(target, stickers, bounds, visible);
    stickers.push(placeSticker(id, { char: '⭐' }, centre, bounds));
  }
  return stickers;
}

describe('visibleCentre', () => {
  it('is the centre of the rows on screen', () => {
    expect(visibleCentre(bounds, { top: 100, bottom: 400 })).toEqual({ x: 150, y: 250 });
  });

  it('keeps to the strip when the span reaches past it', () => {
    expect(visibleCentre(bounds, { top: -200, bottom: 200 })).toEqual({ x: 150, y: 100 });
    expect(
      visibleCentre(bounds, { top: bounds.height - 100, bottom: bounds.height + 500 }),
    ).toEqual({ x: 150, y: bounds.height - 50 });
  });

  it('is the strip centre when nothing of it is on screen, or nothing was measured', () => {
    expect(visibleCentre(bounds, null)).toEqual({ x: 150, y: bounds.height / 2 });
    expect(visibleCentre(bounds, { top: bounds.height + 10, bottom: bounds.height + 300 })).toEqual(
      { x: 150, y: bounds.height / 2 },
    );
  });
});

describe('freeSpot', () => {
  it('is the target itself on an empty strip', () => {
    expect(freeSpot({ x: 150, y: 300 }, [], bounds)).toEqual({ x: 150, y: 300 });
  });

  it('nudges a sticker off one already sitting on the target, staying close', () => {
    const first = placeSticker(1, { char: '⭐' }, { x: 150, y: 300 }, bounds);
    const spot = freeSpot({ x: 150, y: 300 }, [first], bounds);
    const second = placeSticker(2, { char: '⭐' }, spot, bounds);
    expect(overlaps(first, second)).toBe(false);
    expect(Math.hypot(spot.x - 150, spot.y - 300)).toBeLessThan(2 * 64);
  });

  it('five stickers added in a row do not overlap, and stay in the visible span', () => {
    const visible = { top: 200, bottom: 560 };
    const stickers = addInARow(5, visibleCentre(bounds, visible), visible);
    for (const [i, a] of stickers.entries()) {
      expect(a.y).toBeGreaterThanOrEqual(visible.top);
      expect(a.y + a.height).toBeLessThanOrEqual(visible.bottom);
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width).toBeLessThanOrEqual(bounds.width);
      for (const b of stickers.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
  });

  it('keeps clear of a turned sticker by its turned bounds', () => {
    const turned = { ...placeSticker(1, { char: '⭐' }, { x: 150, y: 300 }, bounds), rotation: 45 };
    const spot = freeSpot({ x: 150, y: 300 }, [turned], bounds);
    // The turned box reaches 45 units from its centre each way: the new box keeps clear of it.
    const reach = 32 * Math.SQRT2 + 32;
    expect(Math.abs(spot.x - 150) >= reach - 1e-9 || Math.abs(spot.y - 300) >= reach - 1e-9).toBe(
      true,
    );
  });

  it('with no free room left, still answers a spot inside the strip', () => {
    const tiny = { width: 100, height: 100 };
    const full = [placeSticker(1, { char: '⭐' }, { x: 50, y: 50 }, tiny, 100)];
    const spot = freeSpot({ x: 50, y: 50 }, full, tiny);
    expect(spot.x).toBeGreaterThanOrEqual(32);
    expect(spot.x).toBeLessThanOrEqual(68);
    expect(spot.y).toBeGreaterThanOrEqual(32);
    expect(spot.y).toBeLessThanOrEqual(68);
  });
});

describe('freeSpot off the faces', () => {
  const faces = faceRegions(strip.photos);
  const boxAt = (point: Point, size = 64) => ({
    x: point.x - size / 2,
    y: point.y - size / 2,
    width: size,
    height: size,
  });
  const onAFace = (point: Point) => faces.some((face) => overlapArea(boxAt(point), face) > 0);

  it('moves an emoji asked for on a face beside it, near where asked and on screen', () => {
    // The middle of Photo 2, with only Photos 2 and 3 on screen.
    const photo = strip.photos[1]!;
    const target = { x: photo.x + photo.width / 2, y: photo.y + photo.height / 2 };
    const visible = { top: photo.y, bottom: strip.photos[2]!.y + strip.photos[2]!.height };
    expect(onAFace(target)).toBe(true);
    const spot = freeSpot(target, [], bounds, visible, 64, faces);
    expect(onAFace(spot)).toBe(false);
    expect(Math.hypot(spot.x - target.x, spot.y - target.y)).toBeLessThanOrEqual(photo.height);
    expect(spot.y - 32).toBeGreaterThanOrEqual(visible.top);
    expect(spot.y + 32).toBeLessThanOrEqual(visible.bottom);
  });

  it('keeps a spot already off the faces, and several picked ones off faces and apart', () => {
    const seam = {
      x: 150,
      y: (strip.photos[0]!.y + strip.photos[0]!.height + strip.photos[1]!.y) / 2,
    };
    expect(freeSpot(seam, [], bounds, null, 64, faces)).toEqual(seam);
    const stickers: Sticker[] = [];
    for (let id = 1; id <= 6; id += 1) {
      const centre = freeSpot({ x: 150, y: bounds.height / 2 }, stickers, bounds, null, 64, faces);
      expect(onAFace(centre)).toBe(false);
      const sticker = placeSticker(id, { char: '💖' }, centre, bounds);
      for (const other of stickers) expect(overlaps(sticker, other)).toBe(false);
      stickers.push(sticker);
    }
  });

  it('with no room off the faces, still nudges off the stickers as before', () => {
    // A sticker as large as the strip is wide covers a face wherever it goes.
    const spot = freeSpot({ x: 150, y: 300 }, [], bounds, null, 300, faces);
    expect(spot).toEqual({ x: 150, y: 300 });
  });
});
