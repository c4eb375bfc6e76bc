import { describe, expect, it } from 'vitest';
import { acceptsDrop, dropContent, MAX_DROP_TEXT_LENGTH } from './drop-text.js';

function data(entries: Record<string, string>) {
  return (type: string) => entries[type] ?? '';
}

describe('what a drop carries', () => {
  it('accepts drags with text or addresses, not files alone', () => {
    expect(acceptsDrop(['text/plain'])).toBe(true);
    expect(acceptsDrop(['text/uri-list', 'text/html'])).toBe(true);
    expect(acceptsDrop(['Files'])).toBe(false);
  });

  it('an emoji as text is an emoji sticker', () => {
    expect(dropContent(data({ 'text/plain': '🚀' }))).toEqual({
      kind: 'content',
      content: { char: '🚀' },
    });
    expect(dropContent(data({ 'text/plain': ' 👩‍👩‍👧‍👦 ' }))).toEqual({
      kind: 'content',
      content: { char: '👩‍👩‍👧‍👦' },
    });
  });

  it('text starting with http is an image sticker; the uri-list wins over the text', () => {
    expect(dropContent(data({ 'text/plain': 'https://example.com/a.png' }))).toEqual({
      kind: 'content',
      content: { src: 'https://example.com/a.png' },
    });
    expect(
      dropContent(
        data({
          'text/uri-list': '# dragged\r\nhttp://localhost/stickers/b.png\r\nhttp://x/c.png',
          'text/plain': 'Picture of a cat',
        }),
      ),
    ).toEqual({ kind: 'content', content: { src: 'http://localhost/stickers/b.png' } });
  });

  it('a sentence is refused, nothing at all is empty', () => {
    expect(dropContent(data({ 'text/plain': 'hello there' }))).toEqual({
      kind: 'refused',
      reason: 'not-a-sticker',
    });
    expect(dropContent(data({ 'text/plain': 'abcdefghijk' }))).toEqual({
      kind: 'refused',
      reason: 'not-a-sticker',
    });
    expect(dropContent(data({ 'text/plain': '   ' }))).toEqual({ kind: 'empty' });
    expect(dropContent(data({}))).toEqual({ kind: 'empty' });
  });

  it('refuses a text too long to be a sticker without reading it through', () => {
    // No spaces: without the limit every grapheme of it was counted (4 s for 50 MB).
    const huge = 'x'.repeat(MAX_DROP_TEXT_LENGTH + 1);
    const segment = Intl.Segmenter.prototype.segment;
    let segmented = 0;
    Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, text: string) {
      segmented += 1;
      return segment.call(this, text);
    };
    try {
      expect(dropContent(data({ 'text/plain': huge }))).toEqual({
        kind: 'refused',
        reason: 'not-a-sticker',
      });
      expect(dropContent(data({ 'text/uri-list': `https://example.com/${huge}` }))).toEqual({
        kind: 'refused',
        reason: 'not-a-sticker',
      });
    } finally {
      Intl.Segmenter.prototype.segment = segment;
    }
    expect(segmented).toBe(0);
  });

  it('still takes the longest emoji and a long image address', () => {
    const kisses = '👩🏻‍❤️‍💋‍👨🏼'.repeat(8);
    expect(dropContent(data({ 'text/plain': kisses }))).toEqual({
      kind: 'content',
      content: { char: kisses },
    });
    const address = `https://example.com/${'a'.repeat(MAX_DROP_TEXT_LENGTH - 40)}.png`;
    expect(dropContent(data({ 'text/plain': address }))).toEqual({
      kind: 'content',
      content: { src: address },
    });
  });
});
