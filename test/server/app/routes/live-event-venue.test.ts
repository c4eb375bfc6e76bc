/**
 * A shared event against a stranger who makes one of their own: naming an event lifts none of
 * the address's limits (upload places, uploads per hour) unless its host declared the venue's
 * addresses, and then only for those addresses; the events' storage has a quota of its own; and
 * events created per address are bounded over a day too. The slow uploads run on a real socket.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withAppDatabase } from '../../app-storage.js';
import { SETTINGS, asHost, createEvent } from '../../live-events.js';
import { makePng, startTestApp, type TestApp } from '../../test-app.js';

let t: TestApp;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await t.close();
});

const MIB = 1024 * 1024;

const uploadFor = async (code: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/strips',
    remoteAddress,
    headers: { 'content-type': 'image/png', 'x-postbooth-event': code },
    payload: await makePng(),
  });

const venue = (event: { code: string; hostKey?: string }, addresses: unknown, key?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/live-events/${event.code}/venue`,
    headers: key === undefined ? {} : asHost(key),
    payload: { addresses },
  });

async function until(check: () => boolean, what: string, ms = 8_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("an event's uploads and the address's limits", () => {
  it('counts them against RATE_LIMIT_UPLOADS as well as the event', async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS: '3' });
    const event = await createEvent(t.app, { keepDays: 365 });
    for (let i = 0; i < 3; i += 1) expect((await uploadFor(event.code)).statusCode).toBe(201);
    const fourth = await uploadFor(event.code);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'rate_limited' });
  });

  it("gives the event's budget instead only to the venue's addresses its host declared", async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS: '2' });
    const event = await createEvent(t.app);
    const declared = await venue(event, ['198.51.100.0/24'], event.hostKey);
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toEqual({ venueAddresses: ['198.51.100.0/24'] });
    for (let i = 0; i < 5; i += 1) {
      expect((await uploadFor(event.code, '198.51.100.23')).statusCode).toBe(201);
    }
    // Anyone else naming the code counts against their own address.
    expect((await uploadFor(event.code, '203.0.113.5')).statusCode).toBe(201);
    expect((await uploadFor(event.code, '203.0.113.5')).statusCode).toBe(201);
    expect((await uploadFor(event.code, '203.0.113.5')).statusCode).toBe(429);
  });
});

describe("the venue's addresses", () => {
  it('are set with the host key only, checked, shown to the host and never to guests', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    expect((await venue(event, ['203.0.113.7'])).statusCode).toBe(401);
    expect((await venue(event, ['203.0.113.7'], event.code)).statusCode).toBe(403);
    const wide = await venue(event, ['0.0.0.0/0'], event.hostKey);
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({ code: 'bad_venue_address' });
    expect((await venue(event, ['the venue'], event.hostKey)).statusCode).toBe(400);
    expect((await venue(event, Array(9).fill('203.0.113.7'), event.hostKey)).statusCode).toBe(400);
    expect((await venue(event, ['203.0.113.7', '2001:db8::1'], event.hostKey)).json()).toEqual({
      venueAddresses: ['203.0.113.7/32', '2001:db8::1/64'],
    });
    const host = await t.app.inject({
      url: `/api/live-events/${event.code}/host`,
      headers: asHost(event.hostKey),
    });
    expect(host.json()).toMatchObject({ venueAddresses: ['203.0.113.7/32', '2001:db8::1/64'] });
    const guest = await t.app.inject({ url: `/api/live-events/${event.code}` });
    expect(guest.body).not.toContain('203.0.113.7');
    // The host's settings form leaves them as they are.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/live-events/${event.code}/settings`,
      headers: asHost(event.hostKey),
      payload: SETTINGS,
    });
    expect(saved.statusCode).toBe(200);
    const again = await t.app.inject({
      url: `/api/live-events/${event.code}/host`,
      headers: asHost(event.hostKey),
    });
    expect(again.json()).toMatchObject({ venueAddresses: ['203.0.113.7/32', '2001:db8::1/64'] });
    expect((await venue(event, [], event.hostKey)).json()).toEqual({ venueAddresses: [] });
  });
});

describe("the venue's addresses, declared from the venue", () => {
  it('adds the address the host page is open from (`here`), an IPv6 one by its /64', async () => {
    t = await startTestApp();
    const event = await createEvent(t.app);
    const here = (remoteAddress: string, addresses: string[] = []) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/live-events/${event.code}/venue`,
        remoteAddress,
        headers: asHost(event.hostKey),
        payload: { addresses, here: true },
      });
    expect((await here('198.51.100.9')).json()).toEqual({ venueAddresses: ['198.51.100.9/32'] });
    expect((await here('2001:db8:1:2:3:4:5:6', ['198.51.100.9/32'])).json()).toEqual({
      venueAddresses: ['198.51.100.9/32', '2001:db8:1:2::/64'],
    });
    expect((await uploadFor(event.code, '2001:db8:1:2::77')).statusCode).toBe(201);
  });
});

describe("the events' storage", () => {
  it('refuses an event upload once all events hold EVENT_STORAGE_MAX_MB, storing nothing', async () => {
    t = await startTestApp({ EVENT_STORAGE_MAX_MB: '2' });
    const event = await createEvent(t.app, { keepDays: 365 });
    const other = await createEvent(t.app);
    expect((await uploadFor(event.code)).statusCode).toBe(201);
    // As if the event's strips were large: 2 MiB stored, the quota is full.
    await withAppDatabase(t.config, (db) =>
      db
        .updateTable('strips')
        .set({ bytes: 2 * MIB })
        .execute(),
    );
    const full = await uploadFor(other.code);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toMatchObject({ code: 'storage_full' });
    const left = await withAppDatabase(t.config, async (db) => ({
      strips: await db.selectFrom('strips').select('name').execute(),
      quotas: await db.selectFrom('live_event_quotas').select(['kind', 'count']).execute(),
    }));
    expect(left.strips).toHaveLength(1);
    // The refused upload took none of the other event's budget of the day.
    expect(left.quotas).toEqual([{ kind: 'strips', count: 1 }]);
  });
});

describe('events created per address', () => {
  it('are bounded over a day, not only over an hour', async () => {
    t = await startTestApp({ RATE_LIMIT_LIVE_EVENTS: '100', RATE_LIMIT_LIVE_EVENTS_DAILY: '3' });
    for (let i = 0; i < 3; i += 1) await createEvent(t.app);
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/live-events',
      payload: SETTINGS,
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another address is not held back.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/live-events',
      payload: SETTINGS,
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('slow uploads naming an event', () => {
  async function listen(env: Record<string, string>): Promise<number> {
    t = await startTestApp({
      // Nothing is cut while the test runs: the places are held by the bodies still coming.
      UPLOAD_MIN_BYTES_PER_SECOND: '1',
      REQUEST_TIMEOUT_MS: '120000',
      ...env,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return address.port;
  }

  /** 16 uploads from 127.0.0.1 that send their head and one byte of a 100 kB body. */
  async function slowUploads(port: number, code: string): Promise<(() => string)[]> {
    return Promise.all(
      Array.from({ length: 16 }, async () => {
        const socket = net.connect({ port, host: '127.0.0.1' });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('error', reject);
        });
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        socket.on('error', () => undefined);
        socket.write(
          'POST /api/strips HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\n' +
            `Content-Length: 100000\r\nx-postbooth-event: ${code}\r\n\r\nx`,
        );
        return () => received;
      }),
    );
  }

  const busyAnswers = (answers: (() => string)[]) =>
    answers.filter((answer) => answer().startsWith('HTTP/1.1 503')).length;

  it("hold only the address's places, so another address still uploads", async () => {
    const port = await listen({ UPLOADS_IN_FLIGHT: '16', UPLOADS_IN_FLIGHT_PER_ADDRESS: '2' });
    const event = await createEvent(t.app, { keepDays: 365 });
    const answers = await slowUploads(port, event.code);
    // Two hold their address's places; the 14 others are told to come back at once.
    await until(() => busyAnswers(answers) === 14, '14 busy answers');
    const other = await uploadFor(event.code, '127.0.0.2');
    expect(other.statusCode).toBe(201);
  });

  it('hold at most the venue places from a venue the stranger declared', async () => {
    const port = await listen({
      UPLOADS_IN_FLIGHT: '16',
      UPLOADS_IN_FLIGHT_PER_ADDRESS: '2',
      UPLOADS_IN_FLIGHT_PER_VENUE: '8',
    });
    const event = await createEvent(t.app, { keepDays: 365 });
    expect((await venue(event, ['127.0.0.1'], event.hostKey)).statusCode).toBe(200);
    const answers = await slowUploads(port, event.code);
    await until(() => busyAnswers(answers) === 8, '8 busy answers');
    expect((await uploadFor(event.code, '127.0.0.2')).statusCode).toBe(201);
  });
});
