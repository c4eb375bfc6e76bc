/** Every answer in our `{ error, code }` shape with our headers, framework errors included. */
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../test-app.js';
import type { TestApp } from '../test-app.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

function expectOurHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** A PNG whose header declares `width`×`height`, with one tiny (wrong-sized) data chunk. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(5))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('framework errors', () => {
  it('answers a URL the router cannot decode with 400 bad_url and our headers', async () => {
    t = await startTestApp();
    for (const url of ['/strips/%', '/api/letters/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: 'This address is not valid.', code: 'bad_url' });
      expect(response.body).not.toContain('%');
      expectOurHeaders(response.headers);
    }
  });

  it('answers 400 for a malformed letter id of any length, not 404', async () => {
    t = await startTestApp();
    for (const id of ['x'.repeat(200), 'y'.repeat(5000)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/letters/${id}` });
      expect(response.statusCode, `${id.length} characters`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
      expectOurHeaders(response.headers);
    }
  });

  it('answers a content type nobody parses with 415 in our shape', async () => {
    t = await startTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: { 'content-type': 'application/xml' },
      payload: '<letter/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    expectOurHeaders(response.headers);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when PUBLIC_URL is https', async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://booth.example.com' });
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is not sent over plain http', async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://localhost:8080' });
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('strip size', () => {
  it('answers 422 image_too_large for a PNG declaring 100000×100000, as the README says', async () => {
    t = await startTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/strips',
      headers: { 'content-type': 'image/png' },
      payload: pngDeclaring(100_000, 100_000),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'image_too_large' });
  });
});
