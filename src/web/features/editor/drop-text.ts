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

export function dropContent(getData: (type: string) => string): DropResult {
  const uri = firstUri(getData('text/uri-list'));
  const text = uri || getData('text/plain').trim();
  const content = contentFromText(text);
  if (!content) return { kind: 'empty' };
  if (
    'char' in content &&
    (/\s/.test(content.char) || graphemeCount(content.char) > MAX_EMOJI_GRAPHEMES)
  ) {
    return { kind: 'refused', reason: 'not-a-sticker' };
  }
  return { kind: 'content', content };
}
