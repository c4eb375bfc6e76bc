import { describe, expect, it } from 'vitest';
import { DEFAULT_DECORATION } from '../../../model/decoration.js';
import type { Sticker } from '../../../model/sticker.js';
import { framesFor } from '../../../model/photo-frame.js';
import { restoreDecoration } from './restore-decoration.js';

const bounds = { width: 300, height: 500 };
const moon: Sticker = { id: 1, x: 20, y: 30, width: 64, height: 64, rotation: 30, char: '🌙' };
const picture: Sticker = {
  id: 2,
  x: 40,
  y: 50,
  width: 80,
  height: 80,
  rotation: -45,
  src: 'http://localhost/stickers/a.png',
};

describe('restoring the kept decoration', () => {
  it('gives back a decoration as it was kept', () => {
    const kept = { dateStamp: false, frameColour: '#457B9D', stickers: [moon, picture] };
    expect(restoreDecoration(kept, bounds)).toEqual(kept);
  });

  it('starts from the default for visits kept without one', () => {
    expect(restoreDecoration(undefined, bounds)).toBe(DEFAULT_DECORATION);
    expect(restoreDecoration(null, bounds)).toBe(DEFAULT_DECORATION);
    expect(restoreDecoration({}, bounds)).toEqual(DEFAULT_DECORATION);
  });

  it('replaces unreadable fields by their defaults and drops unreadable stickers', () => {
    const kept = {
      dateStamp: 'yes',
      frameColour: 'url(javascript:alert(1))',
      stickers: [
        moon,
        { ...moon, id: 3, x: 'left' },
        { id: 4, x: 0, y: 0, width: 9, height: 9, rotation: 0 },
        { ...picture, src: 'javascript:alert(1)' },
        null,
        { ...moon },
      ],
    };
    expect(restoreDecoration(kept, bounds)).toEqual({ ...DEFAULT_DECORATION, stickers: [moon] });
  });

  it('keeps stickers inside a shorter strip', () => {
    const low = { ...moon, y: 900 };
    const [restored] = restoreDecoration({ stickers: [low] }, bounds).stickers;
    expect(restored).toMatchObject({ y: 500 - 64, x: 20 });
  });

  describe('photo frames', () => {
    const kept = [
      { source: 1, zoom: 2, offsetX: 5, offsetY: -3 },
      { source: 0, zoom: 1, offsetX: 0, offsetY: 0 },
    ];

    it('gives back the order, zoom and offsets kept for the strip', () => {
      expect(restoreDecoration({ photoFrames: kept }, bounds, 2).photoFrames).toEqual(kept);
    });

    it('starts old visits (none kept) in order, with no zoom', () => {
      expect(restoreDecoration({ stickers: [] }, bounds, 2).photoFrames).toEqual(
        framesFor(undefined, 2),
      );
      expect(restoreDecoration(undefined, bounds, 3).photoFrames).toEqual(framesFor(undefined, 3));
    });

    it('keeps the zoom within 100–300 % and drops frames that do not name each photo once', () => {
      const big = [{ ...kept[0], zoom: 9 }, kept[1]];
      expect(restoreDecoration({ photoFrames: big }, bounds, 2).photoFrames?.[0]?.zoom).toBe(3);
      const plain = framesFor(undefined, 2);
      const twice = [kept[0], { ...kept[1], source: 1 }];
      expect(restoreDecoration({ photoFrames: twice }, bounds, 2).photoFrames).toEqual(plain);
      const outside = [kept[0], { ...kept[1], source: 4 }];
      expect(restoreDecoration({ photoFrames: outside }, bounds, 2).photoFrames).toEqual(plain);
      const broken = [kept[0], { source: 0, zoom: 'big' }];
      expect(restoreDecoration({ photoFrames: broken }, bounds, 2).photoFrames).toEqual(plain);
      // Kept for a 3-photo strip, opened on 2.
      expect(
        restoreDecoration({ photoFrames: framesFor(undefined, 3) }, bounds, 2).photoFrames,
      ).toEqual(plain);
    });
  });
});
