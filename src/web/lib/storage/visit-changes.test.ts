import { describe, expect, it } from 'vitest';
import { NEW_STRIP, photosChosen, sourceChosen, startsNewStrip } from './visit-changes.js';
import type { Visit } from './visit.js';

const photo = (byte: number) => new Blob([new Uint8Array([byte])], { type: 'image/jpeg' });
const [a, b, c, d, e] = [1, 2, 3, 4, 5].map(photo) as [Blob, Blob, Blob, Blob, Blob];
const decoration = { dateStamp: false, frameColour: '#000000', stickers: [] };

const visit = (change: Partial<Visit>): Visit => ({
  layout: 2,
  source: 'upload',
  photos: [a, b],
  decoration,
  ...change,
});

describe('sourceChosen', () => {
  it('keeps the photos and the strip when the source stays', () => {
    expect(sourceChosen(visit({}), 'upload')).toEqual({ source: 'upload' });
  });

  it("drops the other source's photos and starts a clean strip", () => {
    const change = sourceChosen(visit({ source: 'camera' }), 'upload');
    expect(change).toEqual({ source: 'upload', photos: [], decoration: undefined });
    expect(startsNewStrip(change)).toBe(true);
    expect(sourceChosen(visit({}), 'camera')).toMatchObject({ source: 'camera', photos: [] });
  });

  it('a first choice drops nothing worth keeping', () => {
    expect(sourceChosen(visit({ source: null, photos: [] }), 'upload')).toMatchObject({
      photos: [],
    });
  });
});

describe('photosChosen', () => {
  it('keeps the strip for photos added aside, or one photo of the strip swapped', () => {
    expect(photosChosen(visit({}), [a, b, c], 2)).toEqual({ photos: [a, b, c] });
    expect(photosChosen(visit({}), [a, c, b], 2)).toEqual({ photos: [a, c, b] });
  });

  it('starts a clean strip once none of the photos the strip used is on it', () => {
    const change = photosChosen(visit({ photos: [a, b, c, d] }), [c, d, a, b], 2);
    expect(change).toEqual({ photos: [c, d, a, b], decoration: undefined });
    expect(startsNewStrip(photosChosen(visit({}), [], 2))).toBe(true);
    expect(startsNewStrip(photosChosen(visit({ photos: [] }), [d, e], 2))).toBe(true);
  });

  it('counts every photo on the strip while no layout is chosen', () => {
    expect(photosChosen(visit({ layout: null, photos: [a, b, c] }), [c, d], null)).toEqual({
      photos: [c, d],
    });
  });
});

describe('startsNewStrip', () => {
  it('is a change that clears the decoration, nothing else', () => {
    expect(startsNewStrip(NEW_STRIP)).toBe(true);
    expect(startsNewStrip({ photos: [] })).toBe(false);
    expect(startsNewStrip({ decoration })).toBe(false);
  });
});
