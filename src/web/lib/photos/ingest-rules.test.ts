import { describe, expect, it } from 'vitest';
import {
  MAX_KEPT_PHOTOS,
  MAX_PHOTO_SIDE,
  accumulate,
  looksLikeImage,
  photosMissing,
  removePhoto,
  targetSize,
  togglePhoto,
  UNREADABLE_PHOTO_KEY,
  unreadableMessage,
} from './ingest-rules.js';
import { i18nOf } from '../i18n/catalogues.js';
import type { MessageValues } from '../i18n/message-key.js';

describe('targetSize', () => {
  it('keeps a photo that already fits', () => {
    expect(targetSize({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 });
    expect(targetSize({ width: 2048, height: 2048 })).toEqual({ width: 2048, height: 2048 });
  });

  it('scales the long side down to 2048 px, keeping the proportions', () => {
    expect(targetSize({ width: 4032, height: 3024 })).toEqual({ width: 2048, height: 1536 });
    expect(targetSize({ width: 3000, height: 6000 })).toEqual({ width: 1024, height: 2048 });
  });

  it('never makes a side zero', () => {
    expect(targetSize({ width: 10_000, height: 2 })).toEqual({ width: 2048, height: 1 });
  });

  it('takes another limit', () => {
    expect(targetSize({ width: 400, height: 200 }, 100)).toEqual({ width: 100, height: 50 });
  });

  it('refuses sizes that are not an image', () => {
    expect(() => targetSize({ width: 0, height: 10 })).toThrow(RangeError);
    expect(() => targetSize({ width: Number.NaN, height: 10 })).toThrow(RangeError);
  });

  it('uses 2048 px by default', () => {
    expect(MAX_PHOTO_SIDE).toBe(2048);
  });
});

describe('looksLikeImage', () => {
  it('accepts image types', () => {
    expect(looksLikeImage({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(looksLikeImage({ name: 'IMG_1.HEIC', type: 'image/heic' })).toBe(true);
  });

  it('refuses other types, whatever the name says', () => {
    expect(looksLikeImage({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(looksLikeImage({ name: 'photo.jpg', type: 'application/pdf' })).toBe(false);
  });

  it('decides by the name when the type is unknown', () => {
    expect(looksLikeImage({ name: 'Photo.JPEG', type: '' })).toBe(true);
    expect(looksLikeImage({ name: 'archive.zip', type: '' })).toBe(false);
    expect(looksLikeImage({ name: 'png', type: '' })).toBe(false);
  });
});

describe('unreadableMessage', () => {
  it('is the catalogue message of UNREADABLE_PHOTO_KEY, naming the file', () => {
    const t = (key: string, values?: MessageValues) => i18nOf('en')._(key, values);
    expect(UNREADABLE_PHOTO_KEY).toBe('layout.photoUnreadable');
    expect(unreadableMessage('broken.png', t)).toBe(
      '“broken.png” could not be read as a photo, so it was left out. Try a JPEG or PNG.',
    );
  });
});

describe('accumulate', () => {
  it('adds a pick after the earlier ones', () => {
    expect(accumulate(['a', 'b'], ['c', 'd'])).toEqual({ kept: ['a', 'b', 'c', 'd'], dropped: 0 });
  });

  it('keeps at most the largest layout’s photos, dropping the newest', () => {
    expect(MAX_KEPT_PHOTOS).toBe(6);
    const result = accumulate([1, 2, 3, 4, 5], [6, 7, 8]);
    expect(result).toEqual({ kept: [1, 2, 3, 4, 5, 6], dropped: 2 });
  });

  it('drops everything new when full', () => {
    expect(accumulate([1, 2], [3], 2)).toEqual({ kept: [1, 2], dropped: 1 });
  });

  it('does not change its inputs', () => {
    const existing = ['a'];
    const added = ['b'];
    accumulate(existing, added);
    expect(existing).toEqual(['a']);
    expect(added).toEqual(['b']);
  });
});

describe('photosMissing', () => {
  it('counts what is still needed', () => {
    expect(photosMissing(3, 0)).toBe(3);
    expect(photosMissing(3, 2)).toBe(1);
    expect(photosMissing(3, 4)).toBe(0);
  });
});

describe('togglePhoto', () => {
  const six = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('leaves a used photo out: the first unused one moves up, the left-out one goes last', () => {
    expect(togglePhoto(six, 1, 3)).toEqual(['a', 'c', 'd', 'e', 'f', 'b']);
  });

  it('uses an unused photo in the last used place, that photo first among the unused', () => {
    expect(togglePhoto(six, 4, 3)).toEqual(['a', 'b', 'e', 'c', 'd', 'f']);
  });

  it('chooses any three of six in as many taps as photos changed', () => {
    // Wanted: a, d, e. Leave out b and c.
    const once = togglePhoto(six, 1, 3);
    expect(togglePhoto(once, 1, 3).slice(0, 3)).toEqual(['a', 'd', 'e']);
  });

  it('changes nothing when every photo is used, or the index is not a photo', () => {
    expect(togglePhoto(['a', 'b'], 0, 3)).toEqual(['a', 'b']);
    expect(togglePhoto(six, 9, 3)).toEqual(six);
  });

  it('does not change its input', () => {
    const photos = [...six];
    togglePhoto(photos, 0, 2);
    expect(photos).toEqual(six);
  });
});

describe('removePhoto', () => {
  it('removes only that photo, keeping the order', () => {
    expect(removePhoto(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removePhoto(['a'], 3)).toEqual(['a']);
  });
});
