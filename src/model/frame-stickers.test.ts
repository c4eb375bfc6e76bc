import { describe, expect, it } from 'vitest';
import { frameStickers } from './frame-stickers.js';
import type { Sticker } from './sticker.js';
import { stripGeometry } from './strip.js';

// A 3-pose strip: photos at y 14, 228 and 442, each 204 high; the footer from 646 to 690.
const frame = stripGeometry(1);

/** A 60-unit emoji sticker centred on (x, y). */
function at(id: number, x: number, y: number): Sticker {
  return { id, x: x - 30, y: y - 30, width: 60, height: 60, rotation: 0, char: '⭐' };
}

function inside(sticker: Sticker, bounds: { width: number; height: number }): boolean {
  return (
    sticker.x >= 0 &&
    sticker.y >= 0 &&
    sticker.x + sticker.width <= bounds.width &&
    sticker.y + sticker.height <= bounds.height
  );
}

/** The frames (by pose) that show the sticker, of a strip of `poseCount` poses. */
function stickerFrame(sticker: Sticker, poseCount: number, options = {}): number[] | 'every' {
  const poses = Array.from({ length: poseCount }, (_, index) => index);
  const shown = poses.filter((index) => frameStickers([sticker], poseCount, index, options).length);
  return shown.length === poseCount ? 'every' : shown;
}

describe('the frames a sticker shows in', () => {
  it('gives a sticker to the photo its centre is on, even when it reaches the next photo', () => {
    expect(stickerFrame(at(1, 150, 100), 3)).toEqual([0]);
    // Across photos 1 and 2, centred on 2's top rows.
    expect(stickerFrame(at(2, 150, 240), 3)).toEqual([1]);
    expect(stickerFrame(at(3, 20, 500), 3)).toEqual([2]);
  });

  it('gives a sticker off the photos to every frame: above, between, on the date', () => {
    expect(stickerFrame(at(1, 150, 5), 3)).toBe('every');
    expect(stickerFrame(at(2, 150, 223), 3)).toBe('every');
    expect(stickerFrame(at(3, 150, 668), 3)).toBe('every');
  });

  it('reads the footer of a strip with an event name or without a date stamp', () => {
    const named = stripGeometry(2, { eventName: true });
    expect(stickerFrame(at(1, 150, named.height - 10), 2, { eventName: true })).toBe('every');
    const bare = stripGeometry(2, { dateStamp: false });
    expect(stickerFrame(at(1, 150, bare.height - 7), 2, { dateStamp: false })).toBe('every');
  });
});

describe('frameStickers', () => {
  const onFirst = at(1, 150, 100);
  const acrossTwo = at(2, 150, 210); // centre on photo 1 (bottom at 218), reaching photo 2
  const onDate = at(3, 150, 660); // as low as a 60-unit sticker goes: 630 to 690
  const inGap = at(4, 150, 223);
  const stickers = [onFirst, acrossTwo, onDate, inGap];

  it('shows a photo’s stickers in its frame only, and the others in every frame', () => {
    const ids = [0, 1, 2].map((index) => frameStickers(stickers, 3, index).map((s) => s.id));
    expect(ids).toEqual([
      [1, 2, 3, 4],
      [3, 4],
      [3, 4],
    ]);
  });

  it('keeps a sticker’s place on its photo, moved to the frame’s photo', () => {
    const [first] = frameStickers([at(5, 120, 300)], 3, 1);
    // 72 units into photo 2 (top 228): 72 units into the frame's photo (top 14).
    expect(first).toMatchObject({ x: 90, y: 300 - 30 - 228 + 14 });
  });

  it('keeps a sticker on the date on the frame’s date, whole', () => {
    for (const index of [0, 1, 2]) {
      const [shown] = frameStickers([onDate], 3, index);
      // 14 units under the last photo: 14 units under the frame photo.
      expect(shown!.y + 30).toBe(frame.photos[0]!.y + frame.photos[0]!.height + 14);
      expect(shown).toMatchObject({ width: 60, height: 60, rotation: 0 });
      expect(inside(shown!, frame)).toBe(true);
    }
  });

  it('keeps every sticker inside its frame, at its size', () => {
    for (const index of [0, 1, 2]) {
      for (const shown of frameStickers(stickers, 3, index)) {
        expect(inside(shown, frame)).toBe(true);
        expect([shown.width, shown.height]).toEqual([60, 60]);
      }
    }
  });

  it('lays a sticker in a gap across the frame photo’s lower edge', () => {
    const [shown] = frameStickers([inGap], 3, 2);
    const photo = frame.photos[0]!;
    expect(shown!.y + 30).toBe(photo.y + photo.height + 5);
  });
});
