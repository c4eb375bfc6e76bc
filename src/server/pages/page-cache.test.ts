import { describe, expect, it } from 'vitest';
import { PageCache, pageKey, type PageEncoding } from './page-cache.js';

/** Marks each copy with its encoding, and counts the encodings made. */
function counter() {
  const made: PageEncoding[] = [];
  const encode = (html: Buffer, encoding: PageEncoding) => {
    made.push(encoding);
    return Buffer.from(`${encoding}:${html.toString()}`);
  };
  return { made, encode };
}

const page = (text: string, size = text.length) => Buffer.from(text.padEnd(size, '.'));

describe('pageKey', () => {
  it('is made of the id, the language and the origin, and nothing else', () => {
    expect(pageKey('a', 'en', 'https://x.test')).toBe(pageKey('a', 'en', 'https://x.test'));
    const keys = new Set([
      pageKey('a', 'en', 'https://x.test'),
      pageKey('b', 'en', 'https://x.test'),
      pageKey('a', 'fr', 'https://x.test'),
      pageKey('a', 'en', 'https://y.test'),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('PageCache', () => {
  it('keeps a page and makes each encoded copy once, on first asking', () => {
    const cache = new PageCache();
    const { made, encode } = counter();
    cache.set('k', 'v1', page('<p>hi</p>'));
    expect(cache.get('k', 'v1', 'identity', encode)?.toString()).toBe('<p>hi</p>');
    expect(cache.get('k', 'v1', 'br', encode)?.toString()).toBe('br:<p>hi</p>');
    expect(cache.get('k', 'v1', 'br', encode)?.toString()).toBe('br:<p>hi</p>');
    expect(cache.get('k', 'v1', 'gzip', encode)?.toString()).toBe('gzip:<p>hi</p>');
    expect(made).toEqual(['br', 'gzip']);
  });

  it('never serves a page made from another version of the letter, and drops it', () => {
    const cache = new PageCache();
    const { encode } = counter();
    cache.set('k', 'v1', page('old'));
    expect(cache.get('k', 'v2', 'identity', encode)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get('k', 'v1', 'identity', encode)).toBeUndefined();
  });

  it('counts every copy in its bytes, and gives them back when a page goes', () => {
    const cache = new PageCache();
    const { encode } = counter();
    cache.set('k', 'v', page('x', 1000));
    const alone = cache.bytes;
    expect(alone).toBeGreaterThan(1000);
    cache.get('k', 'v', 'br', encode);
    expect(cache.bytes).toBe(alone + 1003);
    cache.set('k', 'v', page('y', 500));
    expect(cache.bytes).toBe(alone - 500);
  });

  it('stays within its bytes, dropping the least recently used first', () => {
    const { encode } = counter();
    // Room for three pages of 1,000 bytes (each with its overhead), not four.
    const probe = new PageCache();
    probe.set('a', 'v', page('a', 1000));
    const cache = new PageCache(probe.bytes * 3 + 10);
    cache.set('a', 'v', page('a', 1000));
    cache.set('b', 'v', page('b', 1000));
    cache.set('c', 'v', page('c', 1000));
    expect(cache.get('a', 'v', 'identity', encode)).toBeDefined();
    cache.set('d', 'v', page('d', 1000));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.get('b', 'v', 'identity', encode)).toBeUndefined();
    for (const key of ['a', 'c', 'd'])
      expect(cache.get(key, 'v', 'identity', encode)).toBeDefined();
  });

  it('makes room for a new encoded copy by dropping older pages, never the one asked for', () => {
    const { encode } = counter();
    const probe = new PageCache();
    probe.set('a', 'v', page('a', 1000));
    const cache = new PageCache(probe.bytes * 2 + 10);
    cache.set('a', 'v', page('a', 1000));
    cache.set('b', 'v', page('b', 1000));
    expect(cache.get('b', 'v', 'br', encode)?.toString()).toMatch(/^br:b/);
    expect(cache.get('a', 'v', 'identity', encode)).toBeUndefined();
    expect(cache.get('b', 'v', 'br', encode)).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it('does not keep a page larger than its bound', () => {
    const cache = new PageCache(500);
    cache.set('a', 'v', page('a', 1000));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
