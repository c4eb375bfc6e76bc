import { describe, expect, it } from 'vitest';
import {
  coverCrop,
  exportScale,
  FOOTER_HEIGHT,
  PHOTO_GAP,
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
  it('exports at twice the preview, never under 600 px wide', () => {
    expect(exportScale(300) * STRIP_WIDTH).toBe(600);
    expect(exportScale(200) * STRIP_WIDTH).toBe(600);
    expect(exportScale(450) * STRIP_WIDTH).toBe(900);
  });

  it('writes long month, day and year in the given locale', () => {
    const day = new Date(2026, 10, 21);
    expect(stampText(day, 'en-US')).toBe('November 21, 2026');
    expect(stampText(day, 'de-DE')).toBe('21. November 2026');
  });

  it('scales the stamp font with the pixels per unit', () => {
    expect(stampFont(2)).toMatch(/^600 30px 'Fredoka'/);
  });
});
