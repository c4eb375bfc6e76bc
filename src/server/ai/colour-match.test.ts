import { describe, it, expect } from 'vitest';
import { loadColourNames, matchColour } from './colour-match.js';
import { themeWords } from './theme-words.js';

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

describe('matchColour with synthetic names', () => {
  const names = [
    { name: '20000 Leagues Under the Sea', hex: '#191970' },
    { name: 'Deep Sea', hex: '#2000AA' },
    { name: 'Calm Sea', hex: '#3000BB' },
    { name: 'Seaweed', hex: '#4000CC' },
    { name: 'Rose', hex: '#FF0066' },
  ];

  it('prefers an exact name, case-insensitively, and lowercases the hex', () => {
    expect(matchColour(['sea', 'rose'], names)).toBe('#ff0066');
  });

  it('otherwise takes the fewest-word name containing the word, then alphabetical', () => {
    expect(matchColour(['sea'], names)).toBe('#3000bb');
  });

  it('matches whole words only', () => {
    expect(matchColour(['weed'], names)).toBeNull();
  });

  it('tries earlier words first', () => {
    expect(matchColour(['deep', 'calm'], names)).toBe('#2000aa');
  });

  it('returns null when nothing matches', () => {
    expect(matchColour([], names)).toBeNull();
  });
});

describe('matchColour with the real color-name-list', () => {
  it("'ocean' is the colour named Ocean, and blue", async () => {
    const hex = matchColour(themeWords('ocean'), await loadColourNames());
    expect(hex).toBe('#005493');
    const [r, , b] = rgb(hex ?? '#000000');
    expect(b).toBeGreaterThan(r);
  });

  it('gives null for nonsense', async () => {
    expect(matchColour(themeWords('zzqxv'), await loadColourNames())).toBeNull();
  });

  it('always returns a #rrggbb string for themes with a match', async () => {
    const names = await loadColourNames();
    for (const theme of ['halloween', 'forest picnic', 'love']) {
      expect(matchColour(themeWords(theme), names)).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('loads the list once', async () => {
    expect(loadColourNames()).toBe(loadColourNames());
    expect((await loadColourNames()).length).toBeGreaterThan(30000);
  });
});
