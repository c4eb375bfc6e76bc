import { describe, expect, it } from 'vitest';
import { stickersAfterSwap } from './photo-stickers.js';
import { placeSticker, stickerCentre, type Point, type Sticker } from './sticker.js';
import { stripGeometry } from './strip.js';

const strip = stripGeometry(3);
const [first, second, third] = strip.photos as [
  (typeof strip.photos)[number],
  (typeof strip.photos)[number],
  (typeof strip.photos)[number],
];

const at = (id: number, centre: Point, size = 40): Sticker =>
  placeSticker(id, { char: '⭐' }, centre, strip, size);

describe('stickersAfterSwap', () => {
  it("moves each photo's stickers with it, keeping their place on the photo, size and turn", () => {
    const onFirst = { ...at(1, { x: 60, y: first.y + 40 }), rotation: 30 };
    const onSecond = at(2, { x: 200, y: second.y + 150 }, 80);
    const [a, b] = stickersAfterSwap([onFirst, onSecond], strip, 0, 1);
    expect(stickerCentre(a!)).toEqual({ x: 60, y: second.y + 40 });
    expect(a).toMatchObject({ id: 1, width: 40, height: 40, rotation: 30, char: '⭐' });
    expect(stickerCentre(b!)).toEqual({ x: 200, y: first.y + 150 });
    expect(b).toMatchObject({ id: 2, width: 80, height: 80 });
  });

  it("a sticker over a photo's edge goes with the photo its centre is on", () => {
    const overEdge = at(1, { x: 40, y: second.y + 2 }, 64);
    const [moved] = stickersAfterSwap([overEdge], strip, 1, 2);
    expect(stickerCentre(moved!)).toEqual({ x: 40, y: third.y + 2 });
  });

  it('leaves the stickers of other photos, the gaps and the footer as they were, in order', () => {
    const onThird = at(1, { x: 100, y: third.y + 100 });
    const inGap = at(2, { x: 150, y: second.y - 5 });
    const inFooter = at(3, { x: 40, y: strip.height - 22 });
    const onFirst = at(4, { x: 150, y: first.y + 100 });
    const stickers = [onThird, inGap, inFooter, onFirst];
    const after = stickersAfterSwap(stickers, strip, 0, 1);
    expect(after.map((sticker) => sticker.id)).toEqual([1, 2, 3, 4]);
    expect(after[0]).toBe(onThird);
    expect(after[1]).toBe(inGap);
    expect(after[2]).toBe(inFooter);
    expect(stickerCentre(after[3]!)).toEqual({ x: 150, y: second.y + 100 });
  });

  it('swapping back puts every sticker back where it was', () => {
    const stickers = [
      at(1, { x: 60, y: second.y + 40 }),
      at(2, { x: 250, y: third.y + 190 }, 64),
      at(3, { x: 150, y: third.y - 5 }),
    ];
    const there = stickersAfterSwap(stickers, strip, 1, 2);
    expect(stickersAfterSwap(there, strip, 2, 1)).toEqual(stickers);
  });

  it('keeps a sticker hanging over the last photo inside the strip when it moves down', () => {
    const fourPoses = stripGeometry(4, { eventName: true });
    const big = placeSticker(
      1,
      { char: '⭐' },
      { x: 150, y: fourPoses.photos[2]!.y + 200 },
      fourPoses,
      140,
    );
    const [moved] = stickersAfterSwap([big], fourPoses, 2, 3);
    expect(moved!.y + moved!.height).toBeLessThanOrEqual(fourPoses.height);
    const last = fourPoses.photos[3]!;
    expect(stickerCentre(moved!).y).toBeGreaterThan(last.y);
    expect(stickerCentre(moved!).y).toBeLessThan(last.y + last.height);
  });

  it('changes nothing for a box that is not there, or a box swapped with itself', () => {
    const stickers = [at(1, { x: 60, y: first.y + 40 })];
    expect(stickersAfterSwap(stickers, strip, 0, 5)).toBe(stickers);
    expect(stickersAfterSwap(stickers, strip, 1, 1)).toBe(stickers);
  });
});
