/**
 * GET /cards/<id>.png, the link-preview card of a letter, (on the bucket and PostgreSQL:
 * test/server/wiring/app-on-services.test.ts): a 1200 × 630 PNG drawn once, served like a
 * strip, gone with its letter, the same whatever the message; and the friend page naming it
 * as a real link-preview parser reads it.
 */
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderCard } from '../../../../src/server/cards/render-card.js';
import { createLetter, makePng, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

// Deleted with its letter: kept an hour (STRIP_CACHE_SECONDS), then asked again.
const CACHE_CONTROL = 'public, max-age=3600';

let t: TestApp;
let renders: number;
beforeEach(async () => {
  renders = 0;
  t = await startTestApp(
    {},
    {
      renderCard: (strip) => {
        renders += 1;
        return renderCard(strip);
      },
    },
  );
});
afterEach(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A letter with a strip of photo-coloured boxes, 600 × 1800 like the booth's. */
async function letterWithStrip(message = 'Hello!', png?: Buffer) {
  const strip = png ?? (await makePng(600, 1800, '#2a9d8f'));
  return createLetter(t.app, await uploadStrip(t.app, strip), message);
}

describe('link-preview cards', () => {
  it('draws a 1200 × 630 PNG once, served like a strip (type, nosniff, cached an hour, ETag, 304)', async () => {
    const { id } = await letterWithStrip();
    const response = await get(`/cards/${id}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

    const again = await get(`/cards/${id}.png`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(response.headers.etag);
    const held = await get(`/cards/${id}.png`, { 'if-none-match': String(response.headers.etag) });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);
    expect(held.headers['cache-control']).toBe(CACHE_CONTROL);
    const head = await t.app.inject({ method: 'HEAD', url: `/cards/${id}.png` });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(response.headers.etag);
    expect(renders).toBe(1);
  });

  it('draws a card once for first requests that arrive together', async () => {
    const { id } = await letterWithStrip();
    const answers = await Promise.all([1, 2, 3].map(() => get(`/cards/${id}.png`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(renders).toBe(1);
  });

  it('never shows the message: the same strip bytes make the same card', async () => {
    const png = await makePng(600, 1800, '#e63946');
    const first = await letterWithStrip('Our secret: the cake was a lie', png);
    const second = await letterWithStrip(
      'Something else entirely, much longer than the first',
      png,
    );
    const cards = await Promise.all(
      [first.id, second.id].map(async (id) => (await get(`/cards/${id}.png`)).rawPayload),
    );
    expect(cards[0]!.length).toBeGreaterThan(0);
    expect(cards[0]!.equals(cards[1]!)).toBe(true);
  });

  it('answers 404 in our JSON shape, drawing nothing, for ids that name no letter', async () => {
    const { id } = await letterWithStrip();
    for (const url of [
      `/cards/${'A'.repeat(22)}.png`,
      `/cards/${id}.webp`,
      `/cards/${id}`,
      '/cards/x.png',
      '/cards/..%2f..%2fdata.db',
      `/cards/${id.slice(1)}.png`,
    ]) {
      const response = await get(url, { 'if-none-match': '*' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'There is no such file.', code: 'not_found' });
    }
    expect(renders).toBe(0);
  });

  it('is deleted with its letter', async () => {
    const { id, deleteToken } = await letterWithStrip();
    expect((await get(`/cards/${id}.png`)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${id}`,
      headers: { authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    const after = await get(`/cards/${id}.png`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ error: 'There is no such file.', code: 'not_found' });
    expect(renders).toBe(1);
  });

  it('is the friend page preview as open-graph-scraper reads it', async () => {
    const { id } = await letterWithStrip('Never in a preview');
    const page = await get(`/final-letter?id=${id}`);
    expect(page.statusCode).toBe(200);
    const { error, result } = await ogs({ html: page.body });
    expect(error).toBe(false);
    const cardUrl = `http://localhost/cards/${id}.png`;
    expect(result.ogImage).toHaveLength(1);
    const image = result.ogImage![0]!;
    expect(image).toMatchObject({ url: cardUrl, type: 'image/png' });
    expect(image.alt).toBe('A photostrip made with Postbooth');
    // The parser hands the size on as the page wrote it (a string, whatever its types say).
    expect([Number(image.width), Number(image.height)]).toEqual([1200, 630]);
    expect(result.twitterCard).toBe('summary_large_image');
    expect(result.twitterImage).toEqual([
      expect.objectContaining({ url: cardUrl, alt: 'A photostrip made with Postbooth' }),
    ]);
    expect(JSON.stringify(result)).not.toContain('Never in a preview');
    // The address it names answers with the card.
    const card = await get(new URL(cardUrl).pathname);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });
});
