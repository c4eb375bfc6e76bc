import { describe, expect, it } from 'vitest';
import { acceptsDrop, dropContent } from './drop-text.js';

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
});
