/** Every text answer compressed for browsers that accept it; images never. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.js';
import { encodePage } from '../../../../src/server/http/compression.js';
import { makePng, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('compression', () => {
  it('sends pages brotli or gzip compressed, with Vary: Accept-Encoding', async () => {
    t = await startTestApp();
    const page = `<!doctype html><html><head><title>x</title></head><body>${'<p>Postbooth</p>'.repeat(200)}</body></html>`;
    // The test page is too small to compress: the app reads a larger one when it is built.
    await writeFile(path.join(t.config.webDir, 'index.html'), page);
    await t.app.close();
    t.app = await buildApp(t.config);

    const br = await t.app.inject({ url: '/layout', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<p>Postbooth</p>');

    const gzip = await t.app.inject({ url: '/layout', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<p>Postbooth</p>');

    const plain = await t.app.inject({ url: '/layout' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build-time copy of an asset, and never compresses a PNG', async () => {
    t = await startTestApp();
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    const assets = path.join(t.config.webDir, 'assets');
    await mkdir(assets);
    await writeFile(path.join(assets, 'app.js'), script);
    await writeFile(path.join(assets, 'app.js.br'), brotliCompressSync(script));
    await t.app.close();
    t.app = await buildApp(t.config);

    const asset = await t.app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(String(asset.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);

    const strip = await uploadStrip(t.app, await makePng(400, 1200));
    const png = await t.app.inject({
      url: new URL(strip).pathname,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });
});

describe('encodePage', () => {
  const page = Buffer.from(`<!doctype html><p>${'Postbooth letter '.repeat(500)}</p>`);

  it('gives back the page in each encoding, kept copies or made for one request', () => {
    for (const use of ['kept', 'once'] as const) {
      expect(brotliDecompressSync(encodePage(page, 'br', use))).toEqual(page);
      expect(gunzipSync(encodePage(page, 'gzip', use))).toEqual(page);
      expect(encodePage(page, 'identity', use)).toBe(page);
    }
  });
});
