import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  clampZoom,
  frameAt,
  frameCrop,
  framePlacement,
  framesFor,
  plainFrame,
  swapFrames,
} from './photo-frame.js';
import { coverCrop } from './strip.js';

const box = { width: 272, height: 204 };
const wide = { width: 1600, height: 900 };
const square = { width: 600, height: 600 };

describe('photo frames', () => {
  it('crops exactly like coverCrop at zoom 1, centred', () => {
    for (const source of [wide, square, { width: 400, height: 300 }]) {
      expect(frameCrop(source, box, plainFrame(0))).toEqual(
        coverCrop(source.width, source.height, box),
      );
    }
  });

  it('halves the source rect around the centre at zoom 2', () => {
    const cover = coverCrop(square.width, square.height, box);
    const zoomed = frameCrop(square, box, { zoom: 2, offsetX: 0, offsetY: 0 });
    expect(zoomed.sw).toBeCloseTo(cover.sw / 2);
    expect(zoomed.sh).toBeCloseTo(cover.sh / 2);
    expect(zoomed.sx + zoomed.sw / 2).toBeCloseTo(square.width / 2);
    expect(zoomed.sy + zoomed.sh / 2).toBeCloseTo(square.height / 2);
  });

  it('moves the crop the other way from the offset, in source pixels', () => {
    // Moving the photo right by 10 units shows more of its left.
    const centred = frameCrop(square, box, { zoom: 2, offsetX: 0, offsetY: 0 });
    const moved = frameCrop(square, box, { zoom: 2, offsetX: 10, offsetY: -5 });
    const perUnit = centred.sw / box.width;
    expect(moved.sx).toBeCloseTo(centred.sx - 10 * perUnit);
    expect(moved.sy).toBeCloseTo(centred.sy + 5 * perUnit);
  });

  it('clamps the pan so the photo always covers its box', () => {
    // A square photo at zoom 1 in a 4:3 box has room only up and down.
    expect(clampOffset(square, box, { zoom: 1, offsetX: 50, offsetY: 500 })).toEqual({
      offsetX: 0,
      offsetY: (272 - 204) / 2,
    });
    const crop = frameCrop(square, box, { zoom: 3, offsetX: -1e6, offsetY: 1e6 });
    expect(crop.sx + crop.sw).toBeCloseTo(square.width);
    expect(crop.sy).toBeCloseTo(0);
    expect(clampOffset(square, box, { zoom: 1, offsetX: NaN, offsetY: -0 })).toEqual({
      offsetX: 0,
      offsetY: 0,
    });
  });

  it('places the photo where the crop says, for the preview', () => {
    const frame = { zoom: 1.5, offsetX: 12, offsetY: -7 };
    const placed = framePlacement(wide, box, frame);
    const crop = frameCrop(wide, box, frame);
    const perUnit = wide.width / placed.width;
    expect(-placed.x * perUnit).toBeCloseTo(crop.sx);
    expect(-placed.y * perUnit).toBeCloseTo(crop.sy);
    expect(box.width * perUnit).toBeCloseTo(crop.sw);
  });

  it('keeps the zoom between 100 and 300 %', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(4)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(2.25)).toBe(2.25);
  });

  it('gives plain frames for a strip without any, or with another count', () => {
    expect(framesFor(undefined, 2)).toEqual([plainFrame(0), plainFrame(1)]);
    expect(framesFor([plainFrame(1), plainFrame(0)], 3)).toEqual([0, 1, 2].map(plainFrame));
    expect(frameAt(undefined, 4)).toEqual(plainFrame(4));
  });

  it('swaps two frames, each keeping its framing', () => {
    const zoomed = { ...plainFrame(0), zoom: 2 };
    expect(swapFrames([zoomed, plainFrame(1)], 0, 1)).toEqual([plainFrame(1), zoomed]);
    expect(swapFrames([zoomed], 0, 3)).toEqual([zoomed]);
  });
});
