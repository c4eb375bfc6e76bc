import { describe, expect, it } from 'vitest';
import { visitFromStored } from './visit-rules.js';

const photo = (byte: number) => new Blob([new Uint8Array([byte])], { type: 'image/jpeg' });

describe('visitFromStored', () => {
  it('keeps a valid visit as it is', () => {
    const photos = [photo(1), photo(2)];
    const decoration = { dateStamp: false, frameColour: '#000000', stickers: [] };
    const stored = { layout: 2, source: 'camera', photos, photosSource: 'upload', decoration };
    expect(visitFromStored(stored)).toEqual(stored);
  });

  it("counts a visit's photos kept without their source as its source's", () => {
    expect(visitFromStored({ layout: 6, source: 'camera', photos: [] })).toEqual({
      layout: 6,
      source: 'camera',
      photos: [],
      photosSource: 'camera',
    });
    for (const photosSource of ['scanner', null]) {
      expect(visitFromStored({ source: 'upload', photosSource }).photosSource).toBe('upload');
    }
  });

  it('drops photos that are not a list of images: null, a string, numbers', () => {
    for (const photos of [
      null,
      'abc',
      42,
      { 0: photo(1) },
      [1, 2, 3],
      ['data:image/png;base64,'],
    ]) {
      expect(visitFromStored({ layout: 3, source: 'upload', photos }).photos).toEqual([]);
    }
  });

  it('keeps only the photos that are images, in order, at most six', () => {
    const photos = Array.from({ length: 8 }, (_, i) => photo(i));
    const mixed = [null, photos[0], 'x', new Blob([]), photos[1], ...photos.slice(2)];
    expect(visitFromStored({ layout: 6, source: 'upload', photos: mixed }).photos).toEqual(
      photos.slice(0, 6),
    );
  });

  it('forgets a layout that is no pose count and a source it does not know', () => {
    for (const layout of [5, '3', null, 3.5]) {
      expect(visitFromStored({ layout, source: 'upload', photos: [] }).layout).toBeNull();
    }
    for (const source of ['scanner', 7, null]) {
      expect(visitFromStored({ layout: 4, source })).toEqual({
        layout: 4,
        source: null,
        photos: [],
        photosSource: null,
      });
    }
  });

  it('keeps the camera filter when it is one it knows', () => {
    expect(visitFromStored({ layout: 2, source: 'camera', filter: 'bw' }).filter).toBe('bw');
    for (const filter of ['blur', 3, null]) {
      expect('filter' in visitFromStored({ layout: 2, source: 'camera', filter })).toBe(false);
    }
  });

  it('starts afresh from anything that is not an object', () => {
    for (const stored of [null, 'visit', 12, [photo(1)]]) {
      expect(visitFromStored(stored)).toEqual({
        layout: null,
        source: null,
        photos: [],
        photosSource: null,
      });
    }
  });
});
