/**
 * What a drop onto the preview carries: an image address (an image dragged from a page, or an
 * address as text) or an emoji (from the picker, or text). Pure, so the rules are tested
 * without a browser; the preview hands in DataTransfer.getData.
 */
import { contentFromText, type StickerContent } from '../../../model/sticker.js';

/** The drag types a drop can be read from, best first. */
export const DROP_TYPES = ['text/uri-list', 'text/plain'] as const;

/** More characters than this (as people count them) is a sentence, not an emoji. */
export const MAX_EMOJI_GRAPHEMES = 8;

/**
 * A drop's text longer than this (UTF-16 units) is refused before anything else reads it: room
 * for a long image address, and for 8 emoji of the longest kind (about 15 units each), but
 * counting the graphemes of a dropped 50 MB text first froze the editor for 4 seconds.
 */
export const MAX_DROP_TEXT_LENGTH = 2048;

export type DropResult =
  | { readonly kind: 'content'; readonly content: StickerContent }
  | { readonly kind: 'refused'; readonly reason: 'not-a-sticker' }
  | { readonly kind: 'empty' };

export function acceptsDrop(types: readonly string[]): boolean {
  return DROP_TYPES.some((type) => types.includes(type));
}

/** The first address of a text/uri-list (its lines starting with # are comments). */
function firstUri(list: string): string {
  return (
    list
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line && !line.startsWith('#')) ?? ''
  );
}

function graphemeCount(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const segment of segmenter.segment(text)) {
    if (segment.segment) count += 1;
  }
  return count;
}

const NOT_A_STICKER: DropResult = { kind: 'refused', reason: 'not-a-sticker' };

export function dropContent(getData: (type: string) => string): DropResult {
  const uriList = getData('text/uri-list');
  if (uriList.length > MAX_DROP_TEXT_LENGTH) return NOT_A_STICKER;
  const uri = firstUri(uriList);
  const plain = uri ? '' : getData('text/plain');
  if (plain.length > MAX_DROP_TEXT_LENGTH) return NOT_A_STICKER;
  const text = uri || plain.trim();
  const content = contentFromText(text);
  if (!content) return { kind: 'empty' };
  if (
    'char' in content &&
    (/\s/.test(content.char) || graphemeCount(content.char) > MAX_EMOJI_GRAPHEMES)
  ) {
    return NOT_A_STICKER;
  }
  return { kind: 'content', content };
}
