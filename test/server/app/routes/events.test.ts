import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../src/model/paths.js';
import { withAppDatabase } from '../../app-storage.js';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const postEvent = (payload: unknown, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** The page_views table, read straight from the app's database. */
const pageViewRows = () =>
  withAppDatabase(t.config, (db) =>
    db.selectFrom('page_views').selectAll().orderBy('day').orderBy('path').execute(),
  );

/** Only Date is faked: Fastify's own timers keep running. */
function setClock(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('POST /api/events', () => {
  it('counts views per UTC day and path, and keeps nothing else', async () => {
    setClock('2026-03-01T23:59:58Z');
    expect((await postEvent({ path: '/layout' })).statusCode).toBe(204);
    expect((await postEvent({ path: '/layout' })).statusCode).toBe(204);
    expect((await postEvent({ path: '/' })).statusCode).toBe(204);
    setClock('2026-03-02T00:00:01Z');
    expect((await postEvent({ path: '/layout' })).statusCode).toBe(204);

    expect(await pageViewRows()).toEqual([
      { day: '2026-03-01', path: '/', count: 1 },
      { day: '2026-03-01', path: '/layout', count: 2 },
      { day: '2026-03-02', path: '/layout', count: 1 },
    ]);
  });

  it('answers an empty 204 and sets no cookie', async () => {
    const response = await postEvent({ path: '/' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('reads JSON sent as text/plain, as navigator.sendBeacon sends a string', async () => {
    const response = await postEvent('{"path":"/capture"}', 'text/plain;charset=UTF-8');
    expect(response.statusCode).toBe(204);
    expect(await pageViewRows()).toEqual([{ day: expect.any(String), path: '/capture', count: 1 }]);
  });

  it("counts every screen, a trailing slash under the same row, an event's under its pattern", async () => {
    // An event's screens are counted without their code: the code opens the event's gallery.
    for (const screen of Object.values(paths)) {
      await postEvent({ path: screen.replace(':code', 'abcdefghjkmn23') });
    }
    await postEvent({ path: '/edit/' });
    const rows = await pageViewRows();
    expect(rows.map((row) => row.path).sort()).toEqual(Object.values(paths).sort());
    expect(rows.find((row) => row.path === paths.edit)).toMatchObject({ count: 2 });
  });

  it('answers 204 for a path that is not a screen, and does not count it', async () => {
    for (const path of ['/no-such-page', '/api/letters', '/' + 'x'.repeat(150)]) {
      expect((await postEvent({ path })).statusCode, path).toBe(204);
    }
    expect(await pageViewRows()).toEqual([]);
  });

  it.each([
    ['a path without a leading slash', { path: 'layout' }],
    ['a path with a query', { path: '/final-letter?id=AAAAAAAAAAAAAAAAAAAAAA' }],
    ['a path with a fragment', { path: '/#x' }],
    ['a path with a space', { path: '/a b' }],
    ['a path over 200 characters', { path: '/' + 'x'.repeat(200) }],
    ['a path that is not text', { path: 42 }],
    ['no path', {}],
    ['a list', ['/']],
  ])('answers 400 with a JSON error for %s', async (_name, payload) => {
    const response = await postEvent(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'invalid_request' });
    expect(await pageViewRows()).toEqual([]);
  });

  it('answers 400 for a body that is not JSON, whatever its type says', async () => {
    for (const type of ['application/json', 'text/plain']) {
      const response = await postEvent('path=/', type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String), code: 'invalid_request' });
    }
  });

  it('refuses other content types and large bodies', async () => {
    const form = await postEvent('path=%2F', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: 'unsupported_media_type' });
    const large = await postEvent({ path: '/', padding: 'x'.repeat(2000) });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers 429 with Retry-After past RATE_LIMIT_EVENTS a minute', async () => {
    await t.close();
    t = await startTestApp({ RATE_LIMIT_EVENTS: '3' });
    for (let i = 0; i < 3; i++) expect((await postEvent({ path: '/' })).statusCode).toBe(204);
    const refused = await postEvent({ path: '/' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pageViewRows()).toEqual([{ day: expect.any(String), path: '/', count: 3 }]);
  });

  it('reads text/plain as JSON for this call only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: { 'content-type': 'text/plain' },
      payload: '{"message":"hi","image_url":"x"}',
    });
    // Elsewhere text/plain stays a plain string, which is not a letter.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'The request body must be a JSON object.' });
  });
});
