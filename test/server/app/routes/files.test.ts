/**
 * GET /strips/<name>.png and /stickers/<name>.png answer the same on every file store: the
 * bytes streamed with the same headers, an ETag, and 304 to a client holding that version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../s3.js';
import type { TestS3 } from '../../s3.js';
import { makePng, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Strips are deleted with their letter: an hour (STRIP_CACHE_SECONDS), then asked again. */
const CACHE_CONTROL = 'public, max-age=3600';
/** Stickers never are: a year. */
const STICKER_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface Backend {
  name: string;
  start(): Promise<TestApp>;
  stop(): Promise<void>;
}

const disk: Backend = { name: 'disk', start: () => startTestApp(), stop: async () => undefined };

function bucket(): Backend {
  let s3: TestS3 | undefined;
  return {
    name: 'S3',
    async start() {
      s3 = await startTestS3();
      return startTestApp(s3.env);
    },
    stop: async () => s3?.stop(),
  };
}

describe.each([disk, bucket()])('files on $name', (backend) => {
  let t: TestApp;
  let strip: string;
  let png: Buffer;
  beforeAll(async () => {
    t = await backend.start();
    png = await makePng(60, 150, '#2a9d8f');
    strip = new URL(await uploadStrip(t.app, png)).pathname;
  });
  afterAll(async () => {
    await t.close();
    await backend.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('streams a stored strip as a PNG cached an hour, with nosniff and an ETag', async () => {
    const response = await get(strip);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect((await get(strip)).headers.etag).toBe(response.headers.etag);
  });

  it('answers 304 with no body to a client that holds the stored version', async () => {
    const { etag } = (await get(strip)).headers as { etag: string };
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get(strip, { 'if-none-match': held });
      expect(response.statusCode, held).toBe(304);
      expect(response.rawPayload.length, held).toBe(0);
      expect(response.headers.etag, held).toBe(etag);
      expect(response.headers['cache-control'], held).toBe(CACHE_CONTROL);
    }
  });

  it('sends the file to a client holding another version, or an unreadable condition', async () => {
    for (const held of ['"other"', 'W/"other"', 'not-a-tag', '"a", broken']) {
      const response = await get(strip, { 'if-none-match': held });
      expect(response.statusCode, held).toBe(200);
      expect(response.rawPayload.subarray(0, 8), held).toEqual(PNG_SIGNATURE);
    }
  });

  it('serves stickers the same way, kept a year (they are never deleted)', async () => {
    const decorated = await t.app.inject({
      method: 'POST',
      url: '/api/ai/decorations',
      payload: { theme: 'ocean' },
    });
    const sticker = new URL((decorated.json() as { stickers: string[] }).stickers[0]!).pathname;
    expect(sticker).toMatch(/^\/stickers\//);
    const response = await get(sticker);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(STICKER_CACHE_CONTROL);
    const again = await get(sticker, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: strip });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 404 in our JSON shape for files that are not stored or not ours', async () => {
    const missing = strip.replace(/-[A-Za-z0-9_-]{22}\.png$/, `-${'A'.repeat(22)}.png`);
    for (const url of [missing, '/strips/passwd', '/strips/..%2f..%2fdata.db', '/stickers/x.png']) {
      const response = await get(url, { 'if-none-match': '*' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'There is no such file.', code: 'not_found' });
    }
  });
});
