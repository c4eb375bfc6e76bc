/** The shared event: creating, reading and the host's calls, through the real app. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_CODE_PATTERN, publicEventSchema } from '../../../../src/model/live-event.js';
import { hashDeleteToken } from '../../../../src/server/services/delete-tokens.js';
import { withAppDatabase } from '../../app-storage.js';
import { addEntry, asHost, createEvent, SETTINGS } from '../../live-events.js';
import { startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://booth.example' });
});
afterEach(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST /api/live-events', () => {
  it('creates an event: a code from the alphabet, a 256-bit host key, and both links', async () => {
    const event = await createEvent(t.app);
    expect(event.code).toMatch(EVENT_CODE_PATTERN);
    expect(Buffer.from(event.hostKey, 'base64url')).toHaveLength(32);
    expect(event.hostUrl).toBe(`https://booth.example/host#${event.code}.${event.hostKey}`);
    expect(event.guestUrl).toBe(`https://booth.example/e/${event.code}`);
    expect(event.settings).toEqual(SETTINGS);
    expect(event.endsAt).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('keeps only the hash of the host key', async () => {
    const event = await createEvent(t.app);
    const rows = await withAppDatabase(t.config, (db) =>
      db.selectFrom('live_events').selectAll().execute(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.host_key_hash).toBe(hashDeleteToken(event.hostKey));
    expect(JSON.stringify(rows)).not.toContain(event.hostKey);
  });

  it('gives each event its own code and key', async () => {
    const a = await createEvent(t.app);
    const b = await createEvent(t.app);
    expect(a.code).not.toBe(b.code);
    expect(a.hostKey).not.toBe(b.hostKey);
  });

  it.each([
    [{ keepDays: 0 }, 'keepDays'],
    [{ keepDays: 366 }, 'keepDays'],
    [{ idleSeconds: 1 }, 'idleSeconds'],
    [{ gallery: 'everyone' }, 'gallery'],
    [{ greeting: '   ' }, 'greeting: Write a greeting first.'],
  ])('refuses settings out of range (%j) with the field in the message', async (bad, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/live-events',
      payload: { ...SETTINGS, ...bad },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
    expect((response.json() as { error: string }).error).toContain(field);
  });

  it('limits how many events one address creates', async () => {
    await t.close();
    t = await startTestApp({ RATE_LIMIT_LIVE_EVENTS: '2' });
    await createEvent(t.app);
    await createEvent(t.app);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/live-events',
      payload: SETTINGS,
    });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
  });
});

describe('GET /api/live-events/:code', () => {
  it('answers the public settings, never the host key', async () => {
    const event = await createEvent(t.app);
    const response = await get(`/api/live-events/${event.code}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: event.code,
      settings: SETTINGS,
      endsAt: event.endsAt,
    });
    expect(publicEventSchema.strict().safeParse(response.json()).success).toBe(true);
    expect(response.body).not.toContain(event.hostKey);
  });

  it('answers 404 event_not_found for a code that names no event', async () => {
    const response = await get('/api/live-events/abcdefghjkmnpq');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'event_not_found' });
  });

  it('answers 400 for a malformed code', async () => {
    const response = await get('/api/live-events/ABC0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('answers 410 event_ended once the host ended it', async () => {
    const event = await createEvent(t.app);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/live-events/${event.code}`,
      headers: asHost(event.hostKey),
    });
    expect(ended.statusCode).toBe(204);
    const response = await get(`/api/live-events/${event.code}`);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'event_ended' });
  });
});

describe('guessing codes', () => {
  const guess = (i: number, headers: Record<string, string> = {}) =>
    get(
      `/api/live-events/${'abcdefghjkmn' + 'pqrstuvwxyz'[i % 11]! + 'pqrstuvwxyz'[Math.floor(i / 11) % 11]!}`,
      headers,
    );

  it('answers 429 after RATE_LIMIT_EVENT_CODES misses, even for a right code', async () => {
    await t.close();
    t = await startTestApp({ RATE_LIMIT_EVENT_CODES: '3' });
    const event = await createEvent(t.app);
    for (let i = 0; i < 3; i += 1) expect((await guess(i)).statusCode).toBe(404);
    const blocked = await guess(3);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // A right guess now cannot be told from a wrong one.
    expect((await get(`/api/live-events/${event.code}`)).statusCode).toBe(429);
    // Another address is not held back.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/live-events/${event.code}`,
      remoteAddress: '198.51.100.9',
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts only misses: a guest reading the right code many times is never held back', async () => {
    await t.close();
    t = await startTestApp({ RATE_LIMIT_EVENT_CODES: '2' });
    const event = await createEvent(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await get(`/api/live-events/${event.code}`)).statusCode).toBe(200);
    }
  });

  it('gives no fresh budget for a forged X-Forwarded-For', async () => {
    await t.close();
    t = await startTestApp({ RATE_LIMIT_EVENT_CODES: '2' });
    for (let i = 0; i < 2; i += 1) expect((await guess(i)).statusCode).toBe(404);
    const forged = await guess(2, {
      'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200)}`,
    });
    expect(forged.statusCode).toBe(429);
  });
});

describe('host calls', () => {
  const put = (code: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/live-events/${code}/settings`, headers, payload });

  it('changes the settings with the host key, and moves the end with keepDays', async () => {
    const event = await createEvent(t.app);
    const response = await put(event.code, asHost(event.hostKey), {
      ...SETTINGS,
      greeting: 'Dance!',
      keepDays: 2,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as { settings: { greeting: string }; endsAt: number };
    expect(updated.settings.greeting).toBe('Dance!');
    expect(updated.endsAt).toBe(event.endsAt - 28 * 24 * 3600 * 1000);
    const read = await get(`/api/live-events/${event.code}`);
    expect(read.json()).toMatchObject({ settings: { greeting: 'Dance!' } });
  });

  it('refuses settings out of range from the host too', async () => {
    const event = await createEvent(t.app);
    const response = await put(event.code, asHost(event.hostKey), { ...SETTINGS, keepDays: 400 });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: string }).error).toContain('keepDays');
  });

  it('answers 401 host_key_required without a key (the code alone is a guest)', async () => {
    const event = await createEvent(t.app);
    for (const response of [
      await put(event.code, {}, SETTINGS),
      await get(`/api/live-events/${event.code}/host`),
      await t.app.inject({ method: 'DELETE', url: `/api/live-events/${event.code}` }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'host_key_required' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers the same 401 host_key_wrong for a wrong key, whether or not the code exists', async () => {
    const event = await createEvent(t.app);
    const other = await createEvent(t.app);
    const wrongKey = asHost(other.hostKey);
    const known = await get(`/api/live-events/${event.code}/host`, wrongKey);
    const unknown = await get('/api/live-events/abcdefghjkmnpq/host', wrongKey);
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(known.body);
      expect(response.body).not.toContain(event.code);
    }
    expect(known.json()).toMatchObject({ code: 'host_key_wrong' });
    expect((await put(event.code, wrongKey, SETTINGS)).statusCode).toBe(401);
    expect((await get(`/api/live-events/${event.code}`)).json()).toMatchObject({
      settings: SETTINGS,
    });
  });

  it('answers 403 host_only for a guest credential: the event code, as header or as key', async () => {
    const event = await createEvent(t.app);
    const asGuest = await get(`/api/live-events/${event.code}/host`, {
      'x-postbooth-event': event.code,
    });
    const codeAsKey = await put(event.code, asHost(event.code), SETTINGS);
    for (const response of [asGuest, codeAsKey]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'host_only' });
      expect(response.body).not.toContain(event.code);
    }
  });

  it("answers the host's view: the event, entries, counts and devices", async () => {
    const event = await createEvent(t.app);
    const response = await get(`/api/live-events/${event.code}/host`, asHost(event.hostKey));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      event: { code: event.code, settings: SETTINGS, endsAt: event.endsAt },
      entries: [],
      counts: [],
      devices: [],
      venueAddresses: [],
    });
  });

  it('appends a settings row to the feed, numbered after the last', async () => {
    const event = await createEvent(t.app);
    await put(event.code, asHost(event.hostKey), SETTINGS);
    await put(event.code, asHost(event.hostKey), SETTINGS);
    const rows = await withAppDatabase(t.config, (db) =>
      db.selectFrom('live_event_feed').select(['seq', 'type']).orderBy('seq').execute(),
    );
    expect(rows).toEqual([
      { seq: 1, type: 'settings' },
      { seq: 2, type: 'settings' },
    ]);
  });
});

describe('logs', () => {
  it('never hold an event code, a host key or a delete token', async () => {
    await t.close();
    const lines: string[] = [];
    t = await startTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const event = await createEvent(t.app);
    const entry = await addEntry(t.app, event.code);
    await get(`/api/live-events/${event.code}/host`, asHost(event.hostKey));
    await get(`/api/live-events/${event.code}/host`, asHost('x'.repeat(43)));
    await get(`/api/live-events/${event.code}/gallery`);
    await get('/api/live-events/abcdefghjkmnpq');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/live-events/${event.code}/entries/${entry.id}`,
      headers: asHost(entry.deleteToken),
    });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [event.code, event.hostKey, entry.deleteToken, entry.id]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('abcdefghjkmnpq');
  });
});
