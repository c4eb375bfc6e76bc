import { describe, expect, it } from 'vitest';
import { coverCrop, stripGeometry } from '../model/strip.js';
import { preparedPhotoSize } from './photo-size.js';

const box = stripGeometry(3).photos[0]!;

describe('preparedPhotoSize', () => {
  it('scales a large photo down until its cover-crop fills the box one to one', () => {
    const size = preparedPhotoSize({ width: 2048, height: 1536 }, box, 2);
    expect(size).toEqual({ width: Math.ceil(box.width * 2), height: Math.ceil(box.height * 2) });
  });

  it('keeps the crop at least as large as the box in export pixels, for any shape', () => {
    for (const source of [
      { width: 2048, height: 1152 },
      { width: 1152, height: 2048 },
      { width: 4000, height: 500 },
      { width: 1200, height: 1199 },
    ]) {
      for (const pixelsPerUnit of [1, 2, 2.4]) {
        const size = preparedPhotoSize(source, box, pixelsPerUnit);
        const crop = coverCrop(size.width, size.height, box);
        expect(crop.sw).toBeGreaterThanOrEqual(box.width * pixelsPerUnit - 1e-9);
        expect(crop.sh).toBeGreaterThanOrEqual(box.height * pixelsPerUnit - 1e-9);
        // Barely larger than needed: within a pixel on the side that limits the scale.
        expect(
          Math.min(crop.sw - box.width * pixelsPerUnit, crop.sh - box.height * pixelsPerUnit),
        ).toBeLessThan(1.5);
        // The shape is kept (to within the rounding of one pixel).
        expect(size.width / size.height).toBeCloseTo(source.width / source.height, 1);
      }
    }
  });

  it('never enlarges a photo smaller than its box', () => {
    expect(preparedPhotoSize({ width: 320, height: 240 }, box, 2)).toEqual({
      width: 320,
      height: 240,
    });
  });
});
