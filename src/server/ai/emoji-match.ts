/**
 * Offline sticker picker: scores emoji by how well their label and tags
 * (from emojibase-data) match the theme's keywords. Keyword matching only.
 */
import { createRequire } from 'node:module';
import { STOP_WORDS } from './theme-words.js';

/** The fields of an emojibase-data entry that the matcher uses. */
export type EmojiEntry = {
  label: string;
  hexcode: string;
  emoji: string;
  tags?: string[];
  group?: number;
  order?: number;
  version: number;
};

// Group ids from emojibase-data/meta/groups.json.
const GROUP_COMPONENT = 2;
const GROUP_FLAGS = 9;

/**
 * Tie-break when scores are equal: things, animals and food read well as
 * stickers on a photo; faces and people less so (and people come in skin
 * tones and genders we would have to choose between).
 * animals-nature, food-drink, activities, smileys-emotion (hearts live here,
 * so 'love' gives 💌 rather than 🏩), travel-places, objects, symbols, people-body.
 */
const GROUP_PREFERENCE = [3, 4, 6, 0, 5, 7, 8, 1];

/**
 * Emoji 15 and older: the web picker shows them on most visitors' systems, and the server's
 * artwork (@iconify-json/noto, see emoji-artwork.ts) has every one (emoji-artwork.test.ts).
 */
const MAX_VERSION = 15;

const LABEL_HIT = 3;
const TAG_HIT = 2;
const TAG_PREFIX_HIT = 1;
/** Shorter prefixes match too much ('sea' would hit 'seat'). */
const MIN_PREFIX_LENGTH = 4;

/**
 * Festive fillers for themes with fewer than three matches. Copied from
 * emojibase-data (same label, hexcode and emoji text, including the U+FE0F
 * that asks for colour presentation), all Emoji 1.0 or older.
 */
export const FALLBACK_EMOJI: readonly EmojiEntry[] = [
  { label: 'sparkles', hexcode: '2728', emoji: '\u2728\uFE0F', version: 0.6 },
  { label: 'party popper', hexcode: '1F389', emoji: '🎉', version: 0.6 },
  { label: 'sparkling heart', hexcode: '1F496', emoji: '💖', version: 0.6 },
  { label: 'rainbow', hexcode: '1F308', emoji: '🌈', version: 0.6 },
  { label: 'star', hexcode: '2B50', emoji: '\u2B50\uFE0F', version: 0.6 },
  { label: 'balloon', hexcode: '1F388', emoji: '🎈', version: 0.6 },
  { label: 'glowing star', hexcode: '1F31F', emoji: '🌟', version: 0.6 },
  { label: 'confetti ball', hexcode: '1F38A', emoji: '🎊', version: 0.6 },
  { label: 'cherry blossom', hexcode: '1F338', emoji: '🌸', version: 0.6 },
  { label: 'unicorn', hexcode: '1F984', emoji: '🦄', version: 1 },
  { label: 'ribbon', hexcode: '1F380', emoji: '🎀', version: 0.6 },
  { label: 'lollipop', hexcode: '1F36D', emoji: '🍭', version: 0.6 },
];

function labelWords(label: string): string[] {
  return label.toLowerCase().split(/[^\p{L}\p{N}]+/u);
}

/** Whether an entry can be a sticker at all. */
function usable(e: EmojiEntry): boolean {
  return (
    e.tags !== undefined &&
    e.tags.length > 0 &&
    // ZWJ sequences: often drawn as several glyphs when a font lacks them.
    !e.hexcode.includes('200D') &&
    // Regional indicators have no group; flags and components (hair, tones) are not stickers.
    e.group !== undefined &&
    e.group !== GROUP_COMPONENT &&
    e.group !== GROUP_FLAGS &&
    // Skin-tone variants live under `skins`, but guard in case a caller flattens them.
    !/1F3F[B-F]/.test(e.hexcode) &&
    e.version <= MAX_VERSION
  );
}

/** Sum over theme words of the best hit each word gets on this entry. */
function score(e: EmojiEntry, words: readonly string[]): number {
  const label = labelWords(e.label);
  const tags = e.tags ?? [];
  let total = 0;
  for (const w of words) {
    if (label.includes(w)) total += LABEL_HIT;
    else if (tags.includes(w)) total += TAG_HIT;
    else if (w.length >= MIN_PREFIX_LENGTH && tags.some((t) => t.startsWith(w)))
      total += TAG_PREFIX_HIT;
  }
  return total;
}

function groupRank(e: EmojiEntry): number {
  const i = GROUP_PREFERENCE.indexOf(e.group ?? -1);
  return i === -1 ? GROUP_PREFERENCE.length : i;
}

/** 32-bit FNV-1a: a stable, dependency-free hash so fillers are deterministic. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Compare emoji text without the presentation selector, so ⭐ and ⭐️ are the same. */
function bare(emoji: string): string {
  return emoji.replace(/\uFE0F/g, '');
}

/**
 * Picks `count` distinct emoji that fit the theme words. Best score first,
 * then preferred group, then emojibase order; an entry whose label shares a
 * meaningful word with one already picked is skipped (no two whales). Short
 * results are topped up from FALLBACK_EMOJI, starting at a place chosen by a
 * hash of the words, so different themes get different fillers.
 */
export function matchEmoji(
  words: readonly string[],
  data: readonly EmojiEntry[],
  count = 3,
): EmojiEntry[] {
  const ranked = data
    .filter(usable)
    .map((entry) => ({ entry, score: score(entry, words) }))
    .filter((r) => r.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        groupRank(a.entry) - groupRank(b.entry) ||
        (a.entry.order ?? Infinity) - (b.entry.order ?? Infinity),
    );

  const picked: EmojiEntry[] = [];
  const usedLabelWords = new Set<string>();
  for (const { entry } of ranked) {
    if (picked.length >= count) break;
    const meaningful = labelWords(entry.label).filter((w) => w.length > 1 && !STOP_WORDS.has(w));
    if (meaningful.some((w) => usedLabelWords.has(w))) continue;
    picked.push(entry);
    for (const w of meaningful) usedLabelWords.add(w);
  }

  const start = hash(words.join(' ')) % FALLBACK_EMOJI.length;
  for (let i = 0; i < FALLBACK_EMOJI.length && picked.length < count; i++) {
    const filler = FALLBACK_EMOJI[(start + i) % FALLBACK_EMOJI.length];
    if (filler && !picked.some((p) => bare(p.emoji) === bare(filler.emoji))) picked.push(filler);
  }
  return picked;
}

/** Every emoji the offline provider can choose: the usable entries and the fillers. */
export function stickerChoices(data: readonly EmojiEntry[]): EmojiEntry[] {
  return [...data.filter(usable), ...FALLBACK_EMOJI];
}

let emojiCache: EmojiEntry[] | undefined;

/** The English emojibase dataset (~2,000 entries), read from disk once. */
export function loadEmojiData(): EmojiEntry[] {
  // createRequire: JSON import attributes would also work, but require keeps
  // this synchronous and needs no extra compiler options.
  emojiCache ??= createRequire(import.meta.url)('emojibase-data/en/data.json') as EmojiEntry[];
  return emojiCache;
}
