/**
 * GET /videos/<name>: a stored video answers the same on every file store, whole or by HTTP
 * Range (206 with Content-Range; 416 for a range that selects nothing or breaks the grammar),
 * with the strips' cache headers, nosniff and an ETag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../s3.js';
import type { TestS3 } from '../../s3.js';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';
import { makeFakeVideo } from '../../videos.js';

/** Deleted with their letter, as strips: an hour (STRIP_CACHE_SECONDS), then asked again. */
const CACHE_CONTROL = 'public, max-age=3600';

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

describe.each([disk, bucket()])('videos on $name', (backend) => {
  let t: TestApp;
  let mp4: Buffer;
  let mp4Path: string;
  let webmPath: string;
  beforeAll(async () => {
    t = await backend.start();
    mp4 = await makeFakeVideo({ seconds: 3 });
    mp4Path = await upload(mp4, 'video/mp4');
    webmPath = await upload(await makeFakeVideo({ container: 'webm' }), 'video/webm');
  });
  afterAll(async () => {
    await t.close();
    await backend.stop();
  });

  async function upload(video: Buffer, type: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: { 'content-type': type },
      payload: video,
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return new URL((response.json() as { publicUrl: string }).publicUrl).pathname;
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('streams the whole video with its type, the cache headers, nosniff, an ETag and Accept-Ranges', async () => {
    const response = await get(mp4Path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe(String(mp4.length));
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.rawPayload.equals(mp4)).toBe(true);
    // Sent as stored, never compressed on the way (a range counts the stored bytes).
    const compressed = await get(mp4Path, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBeUndefined();
    expect(compressed.rawPayload.equals(mp4)).toBe(true);
    const webm = await get(webmPath);
    expect(webm.statusCode).toBe(200);
    expect(webm.headers['content-type']).toBe('video/webm');
  });

  it('answers the first bytes, a middle range, a suffix and an open range with 206', async () => {
    const size = mp4.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=-500', size - 500, size - 1],
      ['bytes=100-', 100, size - 1],
      // An end past the file stops at its last byte.
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(mp4Path, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-length'], range).toBe(String(end - start + 1));
      expect(response.headers['content-type'], range).toBe('video/mp4');
      expect(response.headers['cache-control'], range).toBe(CACHE_CONTROL);
      expect(response.rawPayload.equals(mp4.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size and our JSON error for a range it cannot satisfy or read', async () => {
    for (const range of [`bytes=${mp4.length}-`, 'bytes=-0', 'bytes=500-100', 'bytes=abc']) {
      const response = await get(mp4Path, { range });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${mp4.length}`);
      expect(response.json(), range).toEqual({
        code: 'range_not_satisfiable',
        error: expect.any(String),
      });
    }
  });

  it('sends the whole file for several ranges, another unit, or an If-Range of another version', async () => {
    for (const headers of [
      { range: 'bytes=0-1,5-6' } as Record<string, string>,
      { range: 'items=0-1' },
      { range: 'bytes=0-99', 'if-range': '"another-version"' },
    ]) {
      const response = await get(mp4Path, headers);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(mp4)).toBe(true);
    }
    const etag = String((await get(mp4Path)).headers.etag);
    const same = await get(mp4Path, { range: 'bytes=0-99', 'if-range': etag });
    expect(same.statusCode).toBe(206);
  });

  it('answers 304 to a client holding the stored version, with or without a range', async () => {
    const etag = String((await get(mp4Path)).headers.etag);
    const ranges: Record<string, string>[] = [{}, { range: 'bytes=0-99' }, { range: 'bytes=-500' }];
    for (const headers of ranges) {
      const response = await get(mp4Path, { ...headers, 'if-none-match': etag });
      expect(response.statusCode).toBe(304);
      expect(response.rawPayload.length).toBe(0);
    }
  });

  it('answers HEAD with the headers only, a range too', async () => {
    const whole = await t.app.inject({ method: 'HEAD', url: mp4Path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(mp4.length));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(0);
    const part = await t.app.inject({
      method: 'HEAD',
      url: mp4Path,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(part.rawPayload.length).toBe(0);
  });

  it('answers 404 in our JSON shape for videos that are not stored or not ours', async () => {
    const missing = mp4Path.replace(/-[A-Za-z0-9_-]{22}\.mp4$/, `-${'A'.repeat(22)}.mp4`);
    for (const url of [
      missing,
      '/videos/passwd',
      '/videos/..%2f..%2fdata.db',
      mp4Path.replace('.mp4', '.mov'),
    ]) {
      const ranges: Record<string, string>[] = [{}, { range: 'bytes=0-9' }, { range: 'bytes=x' }];
      for (const headers of ranges) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
    }
  });
});
