import { describe, it, expect } from 'vitest';
import { naiveSingular, themeWords } from './theme-words.js';

describe('themeWords', () => {
  it('lowercases, splits on non-letters and drops stop words', () => {
    expect(themeWords('A Night of the Stars, with my Friends!')).toEqual([
      'night',
      'stars',
      'star',
      'friends',
      'friend',
    ]);
  });

  it("keeps 'party' and drops 'theme' words", () => {
    expect(themeWords('Ocean themed party')).toEqual(['ocean', 'party']);
  });

  it('de-duplicates, including a plural next to its singular', () => {
    expect(themeWords('flower Flowers FLOWER')).toEqual(['flower', 'flowers']);
  });

  it('keeps unicode letters and digits, drops single letters', () => {
    expect(themeWords("Café 1920s new year's")).toEqual(['café', '1920s', '1920', 'new', 'year']);
  });

  it('returns nothing for an empty or stop-word-only theme', () => {
    expect(themeWords('')).toEqual([]);
    expect(themeWords('  the and of  ')).toEqual([]);
  });
});

describe('naiveSingular', () => {
  it('drops a trailing s from words longer than 3 letters', () => {
    expect(naiveSingular('flowers')).toBe('flower');
    expect(naiveSingular('stars')).toBe('star');
  });

  it('turns -ies into -y', () => {
    expect(naiveSingular('parties')).toBe('party');
  });

  it('leaves short words, -ss words and non-plurals alone', () => {
    expect(naiveSingular('bus')).toBe('bus');
    expect(naiveSingular('glass')).toBe('glass');
    expect(naiveSingular('ocean')).toBe('ocean');
  });
});
