/**
 * Turns a free-text party theme into the keywords the offline decoration
 * provider matches against emoji and colour names. Plain keyword matching,
 * no language model: what you type is what gets looked up.
 */

/**
 * Words that say nothing about the look of a theme. Kept short on purpose:
 * 'party', 'night', 'day' and the like stay, because emoji tags use them.
 * 'theme', 'themed' and 'style' are here because people write "ocean themed".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'with',
  'for',
  'in',
  'on',
  'at',
  'to',
  'from',
  'by',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'its',
  'it',
  'is',
  'are',
  'this',
  'that',
  'we',
  'us',
  'me',
  'i',
  'you',
  'some',
  'very',
  'theme',
  'themed',
  'style',
]);

/**
 * Naive English singular, good enough for keyword lookup:
 * 'flowers' → 'flower', 'parties' → 'party'. Words of 3 letters or fewer and
 * words ending in 'ss' ('glass', 'dress') are left alone. Returns the word
 * itself when no rule applies. Wrong guesses ('bus' is safe, 'octopus' →
 * 'octopu') only add a keyword that matches nothing, because the original
 * word is always kept too.
 */
export function naiveSingular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
}

/**
 * Lowercased keywords of a theme, in the order written, without stop words
 * or duplicates. Each word is followed by its naive singular when that
 * differs, so 'Flowers & Bees' → ['flowers', 'flower', 'bees', 'bee'].
 * Single letters are dropped (the 's' of "new year's").
 */
export function themeWords(theme: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (w: string): void => {
    if (!seen.has(w)) {
      seen.add(w);
      out.push(w);
    }
  };
  for (const word of theme.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    add(word);
    add(naiveSingular(word));
  }
  return out;
}
