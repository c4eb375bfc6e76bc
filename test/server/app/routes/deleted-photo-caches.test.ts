/**
 * A deleted letter's photo must not live on in caches: its strip, display copy and
 * card are kept an hour at most (STRIP_CACHE_SECONDS), then revalidated with their ETag, which
 * answers 404 once the letter is deleted; the friend's page is for the reader's browser only.
 * Over a real port, as a browser or a CDN asks.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLetter, makePng, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app on a real port, and a letter stored through it. */
async function serveLetter(env: Record<string, string> = {}) {
  t = await startTestApp(env);
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const strip = await uploadStrip(t.app, await makePng(600, 1800, '#2a9d8f'));
  const letter = await createLetter(t.app, strip);
  const png = new URL(strip).pathname;
  const photos = {
    strip: `${origin}${png}`,
    'display copy': `${origin}${png.replace(/\.png$/, '.webp')}`,
    card: `${origin}/cards/${letter.id}.png`,
  };
  return { origin, letter, photos };
}

describe('photos of a letter in caches', () => {
  it('are kept an hour, revalidated by ETag (304), and answer not found once deleted', async () => {
    const { origin, letter, photos } = await serveLetter();
    const etags: Record<string, string> = {};
    for (const [kind, url] of Object.entries(photos)) {
      const first = await fetch(url);
      expect(first.status, kind).toBe(200);
      expect(first.headers.get('cache-control'), kind).toBe('public, max-age=3600');
      expect(first.headers.get('etag'), kind).toMatch(/^"[^"]+"$/);
      etags[kind] = first.headers.get('etag') ?? '';
      await first.arrayBuffer();

      // What a cache asks once its hour is over, while the letter lives.
      const held = await fetch(url, { headers: { 'if-none-match': etags[kind] } });
      expect(held.status, kind).toBe(304);
      expect((await held.arrayBuffer()).byteLength, kind).toBe(0);
      expect(held.headers.get('cache-control'), kind).toBe('public, max-age=3600');
    }

    const deleted = await fetch(`${origin}/api/letters/${letter.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${letter.deleteToken}` },
    });
    expect(deleted.status).toBe(204);

    // The same question after the delete: the cache learns the photo is gone.
    for (const [kind, url] of Object.entries(photos)) {
      const after = await fetch(url, { headers: { 'if-none-match': etags[kind] ?? '' } });
      expect(after.status, kind).toBe(404);
      expect(await after.json(), kind).toEqual({
        error: 'There is no such file.',
        code: 'not_found',
      });
    }
  });

  it('are kept as long as STRIP_CACHE_SECONDS says; 0 asks again on every use', async () => {
    const { photos } = await serveLetter({ STRIP_CACHE_SECONDS: '120' });
    for (const [kind, url] of Object.entries(photos)) {
      const response = await fetch(url);
      expect(response.headers.get('cache-control'), kind).toBe('public, max-age=120');
      await response.arrayBuffer();
    }
    await t?.close();
    const never = await serveLetter({ STRIP_CACHE_SECONDS: '0' });
    const response = await fetch(never.photos.strip);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    await response.arrayBuffer();
  });
});

describe("the friend's page", () => {
  it('is private, no-cache, with its compressed copies still served', async () => {
    const { origin, letter } = await serveLetter();
    const page = `${origin}/final-letter?id=${letter.id}`;
    for (const encoding of ['br', 'gzip', 'identity']) {
      // Twice: the second comes from the server's page cache.
      for (const time of ['first', 'again']) {
        const response = await fetch(page, { headers: { 'accept-encoding': encoding } });
        const what = `${encoding}, ${time}`;
        expect(response.status, what).toBe(200);
        expect(response.headers.get('cache-control'), what).toBe('private, no-cache');
        expect(response.headers.get('vary'), what).toMatch(/Accept-Encoding/);
        expect(response.headers.get('content-encoding'), what).toBe(
          encoding === 'identity' ? null : encoding,
        );
        expect(await response.text(), what).toContain(letter.id);
      }
    }

    await fetch(`${origin}/api/letters/${letter.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${letter.deleteToken}` },
    });
    const gone = await fetch(page);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('cache-control')).toBe('private, no-cache');
    await gone.arrayBuffer();
  });
});
