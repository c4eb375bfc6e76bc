import { describe, expect, it } from 'vitest';
import {
  fitsLetterLength,
  hasLoneSurrogate,
  isBlankLetter,
  withoutLoneSurrogates,
} from './letter-text.js';
import { LETTER_MAX_LENGTH } from './limits.js';

describe('isBlankLetter', () => {
  it('is true for spaces, line breaks and invisible format characters only', () => {
    for (const text of ['', '  \n\t', '\u200b', '\u200b\u200c\u200d\u2060\ufeff', ' \u00ad\n']) {
      expect(isBlankLetter(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is false as soon as something shows', () => {
    for (const text of ['a', '\u200bhi\u200b', '😀', '👩‍👩‍👧', '.']) {
      expect(isBlankLetter(text), text).toBe(false);
    }
  });
});

describe('lone surrogates', () => {
  it('are found only where half of a pair stands alone', () => {
    expect(hasLoneSurrogate('a\ud800b')).toBe(true);
    expect(hasLoneSurrogate('\udc00')).toBe(true);
    expect(hasLoneSurrogate('😀 and 👩‍👩‍👧')).toBe(false);
    expect(hasLoneSurrogate('plain')).toBe(false);
  });

  it('are removed, leaving whole emoji alone', () => {
    expect(withoutLoneSurrogates('a\ud800b😀\udc00')).toBe('ab😀');
  });
});

describe('fitsLetterLength', () => {
  it('counts UTF-16 units, so an emoji counts two', () => {
    expect(fitsLetterLength('x'.repeat(LETTER_MAX_LENGTH))).toBe(true);
    expect(fitsLetterLength('x'.repeat(LETTER_MAX_LENGTH + 1))).toBe(false);
    expect(fitsLetterLength('😀'.repeat(LETTER_MAX_LENGTH / 2))).toBe(true);
    expect(fitsLetterLength(`${'😀'.repeat(LETTER_MAX_LENGTH / 2)}x`)).toBe(false);
  });
});
