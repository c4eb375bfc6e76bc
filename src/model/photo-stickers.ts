/**
 * Stickers belong to their photos (docs/using.md, Decorating the strip): a sticker whose centre
 * lies on a photo's box goes with that photo when the photo moves to another box (Move up, Move
 * down); one on the frame's margins, a gap or the footer belongs to the strip and stays. Pure:
 * positions in strip units (strip.ts).
 */
import { clampSticker, stickerCentre, type Sticker } from './sticker.js';
import type { Box, StripBoxes } from './strip.js';

/** The index of the photo box the sticker's centre lies on (edges included), or -1 for none. */
function photoOfSticker(sticker: Sticker, photos: readonly Box[]): number {
  const { x, y } = stickerCentre(sticker);
  return photos.findIndex(
    (box) => x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height,
  );
}

/**
 * The stickers once the photos of boxes `a` and `b` have swapped places: those on photo `a`
 * move to box `b` keeping their place on the photo (and those on `b` to `a`), kept inside the
 * strip; every other sticker is the same object as before. Their order (which lies on top) is
 * unchanged.
 */
export function stickersAfterSwap(
  stickers: readonly Sticker[],
  strip: StripBoxes,
  a: number,
  b: number,
): readonly Sticker[] {
  const boxA = strip.photos[a];
  const boxB = strip.photos[b];
  if (!boxA || !boxB || a === b) return stickers;
  const moveBy = (sticker: Sticker, from: Box, to: Box) =>
    clampSticker({ ...sticker, x: sticker.x + to.x - from.x, y: sticker.y + to.y - from.y }, strip);
  return stickers.map((sticker) => {
    const on = photoOfSticker(sticker, strip.photos);
    if (on === a) return moveBy(sticker, boxA, boxB);
    if (on === b) return moveBy(sticker, boxB, boxA);
    return sticker;
  });
}
