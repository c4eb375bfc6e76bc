import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, uploadStrip, withClaims } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

/** As the uploader of the strip it names sends it. */
const createLetter = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/letters', payload: withClaims(payload) });

describe('POST /api/letters and GET /api/letters/<id>', () => {
  it('stores a letter under a random 22-character id and reads it back', async () => {
    const imageUrl = await uploadStrip(t.app);
    const created = await createLetter({
      message: '  Hello, friend!\nSee you soon.  ',
      image_url: imageUrl,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      deleteToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const { id } = created.json() as { id: string };

    const read = await t.app.inject({ method: 'GET', url: `/api/letters/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      message: 'Hello, friend!\nSee you soon.',
      image_url: imageUrl,
      image_width: 40,
      image_height: 100,
      display_url: imageUrl.replace(/\.png$/, '.webp'),
    });
  });

  it('ignores an id chosen by the client', async () => {
    const imageUrl = await uploadStrip(t.app);
    const chosen = 'AAAAAAAAAAAAAAAAAAAAAA';
    const created = await createLetter({ id: chosen, message: 'hi', image_url: imageUrl });
    expect(created.statusCode).toBe(201);
    expect(created.json().id).not.toBe(chosen);
  });

  it('keeps a message of exactly 2000 characters and refuses 2001', async () => {
    const imageUrl = await uploadStrip(t.app);
    expect(
      (await createLetter({ message: 'x'.repeat(2000), image_url: imageUrl })).statusCode,
    ).toBe(201);
    const tooLong = await createLetter({ message: 'x'.repeat(2001), image_url: imageUrl });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'invalid_request' });
  });

  it.each([
    ['a blank message', { message: '   \n ', image_url: 'STRIP' }],
    ['a missing message', { image_url: 'STRIP' }],
    ['a message that is not text', { message: 42, image_url: 'STRIP' }],
    ['a missing image_url', { message: 'hi' }],
    ['an image elsewhere', { message: 'hi', image_url: 'https://evil.example/strips/x.png' }],
    [
      'a strip that does not exist',
      {
        message: 'hi',
        image_url: 'http://localhost/strips/photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png',
      },
    ],
    [
      'a path outside the strips',
      { message: 'hi', image_url: 'http://localhost/strips/../postbooth.sqlite' },
    ],
    ['a javascript address', { message: 'hi', image_url: 'javascript:alert(1)' }],
    ['a data address', { message: 'hi', image_url: 'data:image/png;base64,AAAA' }],
  ])('answers 400 for %s and stores nothing', async (_name, body) => {
    const imageUrl = await uploadStrip(t.app);
    const payload = JSON.parse(JSON.stringify(body).replace('"STRIP"', JSON.stringify(imageUrl)));
    const response = await createLetter(payload);
    expect(response.statusCode).toBe(400);
    const answer = response.json() as { error: string; code: string };
    expect(answer.code).toMatch(/^(invalid_request|invalid_image_url)$/);
    expect(answer.error.length).toBeGreaterThan(5);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a body that is not JSON, or JSON that is not an object', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'invalid_request' });
    const list = await createLetter([1, 2]);
    expect(list.statusCode).toBe(400);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/letters/not-an-id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_request' });
    const unknown = await t.app.inject({ method: 'GET', url: `/api/letters/${'B'.repeat(22)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
  });

  it('keeps letters across a restart on the same database', async () => {
    const imageUrl = await uploadStrip(t.app);
    const { id } = (await createLetter({ message: 'still here', image_url: imageUrl })).json() as {
      id: string;
    };
    await t.app.close();
    const { buildApp } = await import('../../../../src/server/app.js');
    const again = await buildApp(t.config);
    const read = await again.inject({ method: 'GET', url: `/api/letters/${id}` });
    expect(read.json()).toMatchObject({ message: 'still here' });
    t.app = again;
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_LETTERS letters an hour', async () => {
    await t.close();
    t = await startTestApp({ RATE_LIMIT_LETTERS: '2' });
    for (let i = 0; i < 2; i++) {
      const imageUrl = await uploadStrip(t.app);
      expect((await createLetter({ message: `n${i}`, image_url: imageUrl })).statusCode).toBe(201);
    }
    const refused = await createLetter({
      message: 'one too many',
      image_url: await uploadStrip(t.app),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
