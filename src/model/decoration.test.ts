import { describe, expect, it } from 'vitest';
import { decorate, DEFAULT_DECORATION } from './decoration.js';
import type { Sticker } from './sticker.js';
import { framesFor, plainFrame } from './photo-frame.js';
import { stripGeometry } from './strip.js';

const rocket: Sticker = { id: 1, x: 0, y: 0, width: 64, height: 64, rotation: 0, char: '🚀' };
const star: Sticker = { id: 2, x: 10, y: 10, width: 64, height: 64, rotation: 0, char: '⭐' };

describe('decorate', () => {
  it('starts with the date stamp on, a white frame and no stickers', () => {
    expect(DEFAULT_DECORATION).toEqual({ dateStamp: true, frameColour: '#FFFFFF', stickers: [] });
  });

  it('toggles the date stamp and chooses a frame colour', () => {
    const off = decorate(DEFAULT_DECORATION, { type: 'DateStampToggled', on: false });
    expect(off.dateStamp).toBe(false);
    expect(decorate(off, { type: 'FrameColourChosen', colour: '#E63946' }).frameColour).toBe(
      '#E63946',
    );
  });

  it('answers the same object when nothing changes, so history records nothing', () => {
    expect(decorate(DEFAULT_DECORATION, { type: 'DateStampToggled', on: true })).toBe(
      DEFAULT_DECORATION,
    );
    expect(decorate(DEFAULT_DECORATION, { type: 'FrameColourChosen', colour: '#FFFFFF' })).toBe(
      DEFAULT_DECORATION,
    );
    expect(decorate(DEFAULT_DECORATION, { type: 'StickerDeleted', id: 9 })).toBe(
      DEFAULT_DECORATION,
    );
    expect(decorate(DEFAULT_DECORATION, { type: 'StickerChanged', sticker: rocket })).toBe(
      DEFAULT_DECORATION,
    );
  });

  it('adds stickers on top, changes one in place and deletes by id', () => {
    let d = decorate(DEFAULT_DECORATION, { type: 'StickerAdded', sticker: rocket });
    d = decorate(d, { type: 'StickerAdded', sticker: star });
    expect(d.stickers.map((s) => s.id)).toEqual([1, 2]);
    d = decorate(d, { type: 'StickerChanged', sticker: { ...rocket, rotation: 30 } });
    expect(d.stickers[0]?.rotation).toBe(30);
    expect(d.stickers[1]).toBe(star);
    d = decorate(d, { type: 'StickerDeleted', id: 1 });
    expect(d.stickers).toEqual([star]);
  });

  it('adds several stickers in one event, in order; none is no change', () => {
    const d = decorate(DEFAULT_DECORATION, { type: 'StickersAdded', stickers: [rocket, star] });
    expect(d.stickers).toEqual([rocket, star]);
    expect(decorate(d, { type: 'StickersAdded', stickers: [] })).toBe(d);
  });

  describe('photos', () => {
    const strip = { ...DEFAULT_DECORATION, photoFrames: framesFor(undefined, 3) };
    const boxes = stripGeometry(3);

    it('zooms and pans one photo, keeping the zoom between 1 and 3', () => {
      let d = decorate(strip, { type: 'PhotoZoomed', index: 1, zoom: 5, offsetX: 3, offsetY: 4 });
      expect(d.photoFrames?.[1]).toEqual({ source: 1, zoom: 3, offsetX: 3, offsetY: 4 });
      d = decorate(d, { type: 'PhotoPanned', index: 1, offsetX: -2, offsetY: 0 });
      expect(d.photoFrames?.[1]).toEqual({ source: 1, zoom: 3, offsetX: -2, offsetY: 0 });
      expect(d.photoFrames?.[0]).toBe(strip.photoFrames[0]);
    });

    it('resets a photo to no zoom, centred', () => {
      const zoomed = decorate(strip, {
        type: 'PhotoZoomed',
        index: 2,
        zoom: 2,
        offsetX: 9,
        offsetY: 9,
      });
      expect(decorate(zoomed, { type: 'PhotoReset', index: 2 }).photoFrames).toEqual(
        strip.photoFrames,
      );
    });

    it('moves a photo by swapping it with its neighbour, framing and all', () => {
      const zoomed = decorate(strip, {
        type: 'PhotoZoomed',
        index: 0,
        zoom: 2,
        offsetX: 0,
        offsetY: 0,
      });
      const moved = decorate(zoomed, { type: 'PhotoMoved', from: 0, to: 1, strip: boxes });
      expect(moved.photoFrames).toEqual([
        plainFrame(1),
        { source: 0, zoom: 2, offsetX: 0, offsetY: 0 },
        plainFrame(2),
      ]);
    });

    it("moves a photo's stickers with it; the strip's own stay", () => {
      const [first, second] = boxes.photos;
      const onFirst = { ...rocket, y: first!.y + 10 };
      const inGap = { ...star, y: second!.y - 5 - 32 };
      const decorated = { ...strip, stickers: [onFirst, inGap] };
      const moved = decorate(decorated, { type: 'PhotoMoved', from: 0, to: 1, strip: boxes });
      expect(moved.stickers).toEqual([{ ...onFirst, y: second!.y + 10 }, inGap]);
    });

    it('replaces a photo (centred, no zoom), and a reset keeps the replacement', () => {
      const zoomed = decorate(strip, {
        type: 'PhotoZoomed',
        index: 1,
        zoom: 2,
        offsetX: 5,
        offsetY: 0,
      });
      const replaced = decorate(zoomed, { type: 'PhotoReplaced', index: 1, replacement: 7 });
      expect(replaced.photoFrames?.[1]).toEqual({ ...plainFrame(1), replacement: 7 });
      expect(decorate(replaced, { type: 'PhotoReplaced', index: 1, replacement: 7 })).toBe(
        replaced,
      );
      const panned = decorate(replaced, { type: 'PhotoPanned', index: 1, offsetX: 0, offsetY: 3 });
      expect(decorate(panned, { type: 'PhotoReset', index: 1 }).photoFrames?.[1]).toEqual({
        ...plainFrame(1),
        replacement: 7,
      });
    });

    it('changes nothing for a box that is not there or a change that is none', () => {
      expect(decorate(strip, { type: 'PhotoReset', index: 0 })).toBe(strip);
      expect(decorate(strip, { type: 'PhotoPanned', index: 7, offsetX: 1, offsetY: 1 })).toBe(
        strip,
      );
      expect(decorate(strip, { type: 'PhotoMoved', from: 2, to: 3, strip: boxes })).toBe(strip);
      expect(
        decorate(DEFAULT_DECORATION, { type: 'PhotoMoved', from: 0, to: 1, strip: boxes }),
      ).toBe(DEFAULT_DECORATION);
    });
  });
});
