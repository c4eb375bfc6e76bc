import { describe, it, expect } from 'vitest';
import { FALLBACK_EMOJI, loadEmojiData, matchEmoji, type EmojiEntry } from './emoji-match.js';
import { themeWords } from './theme-words.js';

const fallbackSet = new Set(FALLBACK_EMOJI.map((e) => e.emoji));

function pick(theme: string): EmojiEntry[] {
  return matchEmoji(themeWords(theme), loadEmojiData());
}

function entry(over: Partial<EmojiEntry> & { label: string }): EmojiEntry {
  return { hexcode: '1F600', emoji: '😀', tags: [], group: 3, order: 1, version: 1, ...over };
}

describe('matchEmoji with synthetic data', () => {
  it('ranks a label word above a tag above a tag prefix', () => {
    const data = [
      entry({ label: 'prefix', emoji: 'P', tags: ['oceanic'], order: 1 }),
      entry({ label: 'tagged', emoji: 'T', tags: ['ocean'], order: 2 }),
      entry({ label: 'ocean thing', emoji: 'L', tags: ['x'], order: 3 }),
    ];
    expect(matchEmoji(['ocean'], data).map((e) => e.emoji)).toEqual(['L', 'T', 'P']);
  });

  it('ignores tag prefixes for words shorter than 4 letters', () => {
    const data = [entry({ label: 'chair', emoji: 'C', tags: ['seat'] })];
    expect(matchEmoji(['sea'], data).map((e) => e.emoji)).not.toContain('C');
  });

  it('never returns ZWJ, version > 15, untagged, flag, component or skin-tone entries', () => {
    const bad = [
      entry({ label: 'zwj cat', emoji: 'Z', hexcode: '1F408-200D-2B1B', tags: ['cat'] }),
      entry({ label: 'new cat', emoji: 'N', version: 16, tags: ['cat'] }),
      entry({ label: 'bare cat', emoji: 'U', tags: undefined }),
      entry({ label: 'flag cat', emoji: 'F', group: 9, tags: ['cat'] }),
      entry({ label: 'part cat', emoji: 'C', group: 2, tags: ['cat'] }),
      entry({ label: 'loose cat', emoji: 'R', group: undefined, tags: ['cat'] }),
      entry({ label: 'toned cat', emoji: 'S', hexcode: '1F44B-1F3FB', tags: ['cat'] }),
    ];
    const got = matchEmoji(['cat'], bad);
    expect(got).toHaveLength(3);
    expect(got.every((e) => fallbackSet.has(e.emoji))).toBe(true);
  });

  it('breaks ties by group preference (animals before smileys before people), then order', () => {
    const data = [
      entry({ label: 'person', emoji: 'P', group: 1, tags: ['fun'], order: 1 }),
      entry({ label: 'face', emoji: 'F', group: 0, tags: ['fun'], order: 2 }),
      entry({ label: 'dog', emoji: 'D', group: 3, tags: ['fun'], order: 9 }),
      entry({ label: 'cat', emoji: 'C', group: 3, tags: ['fun'], order: 3 }),
    ];
    expect(matchEmoji(['fun'], data).map((e) => e.emoji)).toEqual(['C', 'D', 'F']);
  });

  it('skips an entry whose label shares a word with one already picked', () => {
    const data = [
      entry({ label: 'spouting whale', emoji: 'W1', tags: ['ocean'], order: 1 }),
      entry({ label: 'whale', emoji: 'W2', tags: ['ocean'], order: 2 }),
      entry({ label: 'dolphin', emoji: 'D', tags: ['ocean'], order: 3 }),
      entry({ label: 'octopus', emoji: 'O', tags: ['ocean'], order: 4 }),
    ];
    expect(matchEmoji(['ocean'], data).map((e) => e.emoji)).toEqual(['W1', 'D', 'O']);
  });

  it('fills from the fallback list without repeating an emoji already picked', () => {
    const data = FALLBACK_EMOJI.map((e, i) => ({ ...e, tags: ['fest'], group: 6, order: i }));
    // Every filler start position must skip the one real match.
    for (const only of data) {
      const got = matchEmoji(['fest'], [only], 3);
      const emoji = got.map((e) => e.emoji);
      expect(emoji[0]).toBe(only.emoji);
      expect(new Set(emoji).size).toBe(3);
    }
  });
});

describe('matchEmoji with the real emojibase data', () => {
  it('ocean: three distinct sea creatures or sea things', () => {
    const seaWords = ['ocean', 'sea', 'beach', 'wave', 'fish', 'whale', 'shell', 'surf', 'marine'];
    const got = pick('ocean');
    expect(got).toHaveLength(3);
    expect(new Set(got.map((e) => e.emoji)).size).toBe(3);
    for (const e of got) {
      const words = [...(e.tags ?? []), ...e.label.toLowerCase().split(' ')];
      expect(
        words.some((w) => seaWords.includes(w)),
        e.label,
      ).toBe(true);
    }
  });

  it('birthday party includes a cake, a party popper or a balloon', () => {
    const got = pick('birthday party').map((e) => e.emoji);
    expect(got.some((e) => ['🎂', '🎉', '🎈'].includes(e))).toBe(true);
  });

  it('halloween includes the jack-o-lantern', () => {
    expect(pick('halloween').map((e) => e.emoji)).toContain('🎃');
  });

  it('nonsense gives three distinct fallback emoji, the same every time', () => {
    const a = pick('zzqxv').map((e) => e.emoji);
    expect(a).toHaveLength(3);
    expect(new Set(a).size).toBe(3);
    expect(a.every((e) => fallbackSet.has(e))).toBe(true);
    expect(pick('zzqxv').map((e) => e.emoji)).toEqual(a);
    const b = pick('qwrtp').map((e) => e.emoji);
    expect(pick('qwrtp').map((e) => e.emoji)).toEqual(b);
    expect(b.every((e) => fallbackSet.has(e))).toBe(true);
  });

  it('never returns emoji newer than 15 or ZWJ sequences', () => {
    const themes = ['ocean', 'space', 'love', 'forest picnic', 'family', 'music', 'bird fire'];
    for (const theme of themes) {
      for (const e of pick(theme)) {
        expect(e.version, `${theme}: ${e.label}`).toBeLessThanOrEqual(15);
        expect(e.hexcode).not.toContain('200D');
      }
    }
  });

  it('fallback entries are real emojibase entries of Emoji 15 or older', () => {
    const data = loadEmojiData();
    for (const f of FALLBACK_EMOJI) {
      const real = data.find((e) => e.hexcode === f.hexcode);
      expect(real?.emoji, f.label).toBe(f.emoji);
      expect(real?.label).toBe(f.label);
      expect(f.version).toBeLessThanOrEqual(15);
    }
  });
});
