import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRIP_NAME_PATTERN } from '../../../../src/model/ids.js';
import { readStoredFile } from '../../app-storage.js';
import { makePng, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const post = (payload: Buffer | string, type = 'image/png') =>
  t.app.inject({ method: 'POST', url: '/api/strips', headers: { 'content-type': type }, payload });

describe('POST /api/strips', () => {
  it('stores a PNG under a name of its own and answers its public address', async () => {
    const response = await post(await makePng(60, 180));
    expect(response.statusCode).toBe(201);
    const { publicUrl } = response.json() as { publicUrl: string };
    const url = new URL(publicUrl);
    expect(url.origin).toBe('http://localhost');
    const name = url.pathname.replace('/strips/', '');
    expect(name).toMatch(STRIP_NAME_PATTERN);
    const stored = await readStoredFile(t.config, `strips/${name}`);
    expect((await sharp(stored).metadata()).width).toBe(60);
  });

  it('never gives two uploads the same name', async () => {
    const png = await makePng();
    const [a, b] = await Promise.all([uploadStrip(t.app, png), uploadStrip(t.app, png)]);
    expect(a).not.toBe(b);
  });

  it('re-encodes: metadata and bytes hidden after the image are dropped', async () => {
    const png = await sharp(await makePng())
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-text' } } })
      .png()
      .toBuffer();
    const smuggled = Buffer.concat([png, Buffer.from('<script>hidden-after-iend</script>')]);
    const response = await post(smuggled);
    expect(response.statusCode).toBe(201);
    const name = new URL((response.json() as { publicUrl: string }).publicUrl).pathname;
    const stored = await t.app.inject({ method: 'GET', url: name });
    expect(stored.rawPayload.includes('hidden-after-iend')).toBe(false);
    expect(stored.rawPayload.includes('secret-exif-text')).toBe(false);
    expect(png.includes('secret-exif-text')).toBe(true);
  });

  it('answers 415 for anything but image/png', async () => {
    for (const [payload, type] of [
      ['{"a":1}', 'application/json'],
      [
        await sharp(await makePng())
          .jpeg()
          .toBuffer(),
        'image/jpeg',
      ],
      ['hello', 'text/plain'],
    ] as const) {
      const response = await post(payload, type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    }
  });

  it('answers 413 above 16 MiB', async () => {
    const response = await post(Buffer.alloc(16 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', error: expect.any(String) });
  });

  it('refuses bytes that are not a PNG, a truncated PNG and an empty body', async () => {
    const png = await makePng(300, 300);
    const jpegNamedPng = await sharp(png).jpeg().toBuffer();
    for (const payload of [jpegNamedPng, png.subarray(0, png.length - 40), Buffer.alloc(0)]) {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(['invalid_png', 'invalid_request']).toContain(response.json().code);
    }
  });

  it('refuses a PNG wider than 8192 px or over 16.7 million pixels, without decoding it', async () => {
    const wide = await sharp({
      create: { width: 8193, height: 1, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const big = await sharp({
      create: { width: 4100, height: 4100, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    for (const payload of [wide, big]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'image_too_large' });
    }
  });

  it('uses PUBLIC_URL for the address when set', async () => {
    await t.close();
    t = await startTestApp({ PUBLIC_URL: 'https://booth.example.com/' });
    expect(await uploadStrip(t.app)).toMatch(/^https:\/\/booth\.example\.com\/strips\/photostrip-/);
  });
});

describe('GET /strips/<name>.png', () => {
  it('serves the stored PNG with nosniff, cached an hour (it is deleted with its letter)', async () => {
    const url = new URL(await uploadStrip(t.app));
    const response = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('png');
  });

  it('reaches nothing outside the store', async () => {
    await fs.writeFile(path.join(t.dataDir, 'secret.png'), 'secret');
    for (const url of [
      '/strips/..%2Fsecret.png',
      '/strips/%2e%2e%2fsecret.png',
      '/strips/../secret.png',
      '/strips/..%2F..%2Fetc%2Fpasswd',
      '/strips/postbooth.sqlite',
      '/strips/photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });
});
