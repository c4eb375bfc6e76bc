import { describe, expect, it } from 'vitest';
import {
  coverCrop,
  photoCrop,
  exportScale,
  FOOTER_HEIGHT,
  NAME_FONT_SIZE,
  NAME_LINE_HEIGHT,
  nameFont,
  PHOTO_GAP,
  photosOfStripImage,
  STRIP_PADDING,
  STRIP_WIDTH,
  stampFont,
  stampText,
  stripGeometry,
} from './strip.js';

describe('stripGeometry', () => {
  it.each([2, 3, 4, 6])('stacks %i photo boxes of 4:3 with even gaps', (count) => {
    const g = stripGeometry(count);
    expect(g.photos).toHaveLength(count);
    expect(g.width).toBe(STRIP_WIDTH);
    for (const [i, box] of g.photos.entries()) {
      expect(box.x).toBe(STRIP_PADDING);
      expect(box.width).toBe(STRIP_WIDTH - 2 * STRIP_PADDING);
      expect(box.width / box.height).toBeCloseTo(4 / 3, 9);
      if (i > 0) expect(box.y - (g.photos[i - 1]!.y + box.height)).toBeCloseTo(PHOTO_GAP, 9);
    }
    const last = g.photos.at(-1)!;
    expect(g.height).toBeCloseTo(last.y + last.height + FOOTER_HEIGHT, 9);
    expect(g.stamp.y).toBeCloseTo(last.y + last.height + FOOTER_HEIGHT / 2, 9);
    expect(g.stamp.x).toBe(STRIP_WIDTH / 2);
    expect(g.name).toBeNull();
  });

  it.each([1, 3, 4])(
    'gives %i photos a taller footer with a name line under the stamp, photos unmoved',
    (count) => {
      const plain = stripGeometry(count);
      const named = stripGeometry(count, { eventName: true });
      expect(named.photos).toEqual(plain.photos);
      expect(named.width).toBe(plain.width);
      expect(named.height).toBe(plain.height + NAME_LINE_HEIGHT);
      const photosBottom = plain.photos.at(-1)!.y + plain.photos.at(-1)!.height;
      const name = named.name!;
      expect(name.x).toBe(STRIP_WIDTH / 2);
      expect(name.fontSize).toBe(NAME_FONT_SIZE);
      expect(name.fontSize).toBeLessThan(named.stamp.fontSize);
      // Stamp, then name, each line clear of the other and of the strip's edges.
      expect(named.stamp.y - named.stamp.fontSize / 2).toBeGreaterThan(photosBottom);
      expect(name.y - name.fontSize / 2).toBeGreaterThan(named.stamp.y + named.stamp.fontSize / 2);
      expect(name.y + name.fontSize).toBeLessThan(named.height);
    },
  );

  it('is the same as before when asked for no event name', () => {
    expect(stripGeometry(3, { eventName: false })).toEqual(stripGeometry(3));
  });

  it('ends with the frame margin, no footer band, without the date stamp and a name', () => {
    const stamped = stripGeometry(4);
    const bare = stripGeometry(4, { dateStamp: false });
    const last = bare.photos[3]!;
    expect(bare.height).toBe(last.y + last.height + STRIP_PADDING);
    expect(stamped.height - bare.height).toBe(FOOTER_HEIGHT - STRIP_PADDING);
    // Nothing else moves: the photos (and so the stickers) keep their places.
    expect(bare.photos).toEqual(stamped.photos);
    // The event name keeps its line whether or not the stamp is on.
    expect(stripGeometry(4, { eventName: true, dateStamp: false })).toEqual(
      stripGeometry(4, { eventName: true }),
    );
  });
});

describe('photosOfStripImage', () => {
  it('reads the poses back from a collected strip of any size, with or without an event name', () => {
    for (const count of [1, 2, 3, 4, 6]) {
      for (const [eventName, dateStamp] of [
        [false, true],
        [true, true],
        [false, false],
      ] as const) {
        const strip = stripGeometry(count, { eventName, dateStamp });
        for (const scale of [2, 2.4]) {
          const boxes = photosOfStripImage(strip.width * scale, strip.height * scale);
          expect(boxes).toHaveLength(count);
          expect(boxes[count - 1]!.y).toBeCloseTo(strip.photos[count - 1]!.y * scale);
          expect(boxes[0]!.width).toBeCloseTo(strip.photos[0]!.width * scale);
        }
      }
    }
  });

  it('reads the display copy (360 px wide) of a three-pose strip as three poses', () => {
    // The 600 × 1380 PNG the letter tests store, shown from its 360 × 828 WebP.
    expect(photosOfStripImage(360, 828)).toHaveLength(3);
    expect(photosOfStripImage(600, 1380)[1]).toEqual({
      x: 28,
      y: 28 + 428,
      width: 544,
      height: 408,
    });
  });
});

describe('photoCrop', () => {
  it("keeps a 16:9 frame's middle in the photo box's 4:3, in whole pixels", () => {
    expect(photoCrop(640, 360)).toEqual({ sx: 80, sy: 0, sw: 480, sh: 360 });
    expect(photoCrop(1280, 720)).toEqual({ sx: 160, sy: 0, sw: 960, sh: 720 });
  });

  it('keeps a 4:3 frame whole, and a portrait one its middle band', () => {
    expect(photoCrop(160, 120)).toEqual({ sx: 0, sy: 0, sw: 160, sh: 120 });
    expect(photoCrop(720, 1280)).toEqual({ sx: 0, sy: 370, sw: 720, sh: 540 });
  });
});

describe('coverCrop', () => {
  it('crops the sides of a wide photo, centred', () => {
    expect(coverCrop(1600, 900, { width: 272, height: 204 })).toEqual({
      sx: 200,
      sy: 0,
      sw: 1200,
      sh: 900,
    });
  });

  it('crops top and bottom of a tall photo, centred', () => {
    const crop = coverCrop(900, 1600, { width: 4, height: 3 });
    expect(crop.sw).toBeCloseTo(900, 9);
    expect(crop.sh).toBeCloseTo(675, 9);
    expect(crop.sy).toBeCloseTo(462.5, 9);
    expect(crop.sx).toBe(0);
  });
});

describe('export size and the date stamp', () => {
  it('exports at twice the preview, never under 1,200 px wide', () => {
    expect(exportScale(300) * STRIP_WIDTH).toBe(1200);
    expect(exportScale(200) * STRIP_WIDTH).toBe(1200);
    expect(exportScale(0) * STRIP_WIDTH).toBe(1200);
    expect(exportScale(450) * STRIP_WIDTH).toBe(1200);
    expect(exportScale(700) * STRIP_WIDTH).toBe(1400);
  });

  it('writes long month, day and year in the given locale', () => {
    const day = new Date(2026, 10, 21);
    expect(stampText(day, 'en-US')).toBe('November 21, 2026');
    expect(stampText(day, 'de-DE')).toBe('21. November 2026');
    expect(stampText(day, 'de')).toBe('21. November 2026');
  });

  it('starts an Arabic stamp with a right-to-left mark, so it reads as one line', () => {
    const day = new Date(2026, 10, 21);
    const text = stampText(day, 'ar');
    expect(text.startsWith('\u200f')).toBe(true);
    expect(text.slice(1)).toBe(
      day.toLocaleDateString('ar', { month: 'long', day: 'numeric', year: 'numeric' }),
    );
    expect(stampText(day, 'ja').startsWith('\u200f')).toBe(false);
  });

  it('scales the stamp font with the pixels per unit', () => {
    expect(stampFont(2)).toMatch(/^600 30px 'Fredoka'/);
    expect(nameFont(2)).toMatch(/^600 24px 'Fredoka'/);
  });
});
