/**
 * The show across two app instances sharing a PostgreSQL database and a Redis prefix, on the
 * real live-events service: what happens through A reaches a screen on B within 2 s (an entry
 * added, one hidden by the host, one whose strip a letter's sender deleted, the settings, the
 * end), and a screen that was cut off and reconnects with `?after=` misses nothing. Real
 * sockets (`ws`) on listening servers.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveEventPath, liveEventPaths } from '../../../src/model/api-paths.js';
import { SETTINGS, addEntry, asHost, createEvent } from '../live-events.js';
import { SHOW_CLOSE_CODES, type ShowMessage } from '../../../src/model/live-event.js';
import { createThrowawayDatabase, postgresForTests } from '../postgres.js';
import type { ThrowawayDatabase } from '../postgres.js';
import { deleteRedisKeys, findTestRedis, randomRedisPrefix } from '../redis.js';
import { createLetter, startTestApp, type TestApp } from '../test-app.js';

const SUITE = 'the show across two instances (live-show-instances.test.ts)';
const postgres = await postgresForTests(SUITE);
const redisUrl = postgres ? await findTestRedis(SUITE) : undefined;

/** Within the 2 s: a message later than this fails the test. */
const WITHIN_MS = 2_000;

async function until(condition: () => boolean, ms = WITHIN_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

interface Screen {
  socket: WebSocket;
  messages: ShowMessage[];
  closed: Promise<number>;
}

describe.runIf(postgres && redisUrl)('the show across two instances', () => {
  let database: ThrowawayDatabase;
  const prefix = randomRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  let origin = '';
  const screens: WebSocket[] = [];

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: prefix,
      RATE_LIMIT_EVENT_CODES: '3',
    };
    a = await startTestApp(env);
    b = await startTestApp(env);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of screens) socket.terminate();
    await a?.close();
    await b?.close();
    await database?.drop();
    await deleteRedisKeys(redisUrl ?? '', prefix);
  });

  async function screenOnB(code: string, after?: number): Promise<Screen> {
    const query = after === undefined ? '' : `?after=${after}`;
    const socket = new WebSocket(`${origin}${liveEventPath(liveEventPaths.live, code)}${query}`);
    screens.push(socket);
    const messages: ShowMessage[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return { socket, messages, closed };
  }

  /** Until a message of the screen matches, within 2 s; answers how long it took. */
  async function timed(screen: Screen, match: (m: ShowMessage) => boolean): Promise<number> {
    const started = performance.now();
    await until(() => screen.messages.some(match));
    return performance.now() - started;
  }

  it('an entry added through A reaches a screen on B, and a hidden one leaves it', async () => {
    const event = await createEvent(a.app);
    const screen = await screenOnB(event.code);
    // B's hub subscribes when the screen connects: the first message may race that, so
    // nothing is timed until the channel carries one.
    const first = await addEntry(a.app, event.code);
    await until(() => screen.messages.length === 1);

    const started = performance.now();
    const entry = await addEntry(a.app, event.code);
    const addedMs = await timed(screen, (m) => m.type === 'added' && m.entry.id === entry.id);
    const shareToScreen = performance.now() - started;

    const hide = await a.app.inject({
      method: 'PATCH',
      url: liveEventPath(liveEventPaths.entry, event.code, entry.id),
      headers: asHost(event.hostKey),
      payload: { state: 'hidden' },
    });
    expect(hide.statusCode).toBe(204);
    const removedMs = await timed(screen, (m) => m.type === 'removed' && m.id === entry.id);
    console.info(
      `share on A → screen on B: ${shareToScreen.toFixed(0)} ms (after the answer ${addedMs.toFixed(0)} ms); ` +
        `hidden → removed on B within ${removedMs.toFixed(0)} ms`,
    );
    expect(screen.messages.map((m) => m.type)).toEqual(['added', 'added', 'removed']);
    expect(screen.messages[0]).toMatchObject({ type: 'added', entry: { id: first.id } });
    const seqs = screen.messages.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
  });

  it("an entry whose strip a letter's sender deletes through A leaves a screen on B", async () => {
    const event = await createEvent(a.app);
    const screen = await screenOnB(event.code);
    const entry = await addEntry(a.app, event.code);
    await until(() => screen.messages.length === 1);
    const letter = await createLetter(a.app, `http://localhost:80${entry.stripPath}`);

    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/api/letters/${letter.id}`,
      headers: { authorization: `Bearer ${letter.deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    const removedMs = await timed(screen, (m) => m.type === 'removed' && m.id === entry.id);
    console.info(`letter deleted on A → removed on B within ${removedMs.toFixed(0)} ms`);
    expect(screen.messages).toEqual([
      expect.objectContaining({ type: 'added', seq: 1 }),
      { type: 'removed', seq: 2, id: entry.id },
    ]);
    // A screen that comes later, from the start, shows neither.
    const later = await screenOnB(event.code, 0);
    await until(() => later.messages.length === 1);
    expect(later.messages).toEqual([{ type: 'removed', seq: 2, id: entry.id }]);
  });

  it('a screen cut off and reconnected with `after` misses nothing', async () => {
    const event = await createEvent(a.app);
    const screen = await screenOnB(event.code);
    await addEntry(a.app, event.code);
    await until(() => screen.messages.length === 1);
    screen.socket.terminate();
    await screen.closed;
    // While it is away: two entries and a change of settings, through A.
    const missed = [await addEntry(a.app, event.code), await addEntry(a.app, event.code)];
    const settings = await a.app.inject({
      method: 'PUT',
      url: liveEventPath(liveEventPaths.settings, event.code),
      headers: asHost(event.hostKey),
      payload: { ...SETTINGS, name: 'Renamed' },
    });
    expect(settings.statusCode).toBe(200);

    const again = await screenOnB(event.code, screen.messages.at(-1)?.seq);
    await until(() => again.messages.length === 3);
    const live = await addEntry(a.app, event.code);
    await until(() => again.messages.length === 4);
    expect(again.messages).toMatchObject([
      { type: 'added', entry: { id: missed[0]!.id } },
      { type: 'added', entry: { id: missed[1]!.id } },
      { type: 'settings', event: { settings: { name: 'Renamed' } } },
      { type: 'added', entry: { id: live.id } },
    ]);
    const seqs = [...screen.messages, ...again.messages].map((m) => m.seq);
    expect(seqs).toEqual([1, 2, 3, 4, 5]);
  });

  it('the end reaches the screen, which is closed; the ended event is refused after', async () => {
    const event = await createEvent(a.app);
    const screen = await screenOnB(event.code);
    const end = await a.app.inject({
      method: 'DELETE',
      url: liveEventPath(liveEventPaths.event, event.code),
      headers: asHost(event.hostKey),
    });
    expect(end.statusCode).toBe(204);
    expect(await screen.closed).toBe(SHOW_CLOSE_CODES.ended);
    expect(screen.messages.at(-1)).toMatchObject({ type: 'ended' });
  });

  // Last: it spends this address's budget of unknown codes.
  it('guessed codes are refused with 404, then 429 for any code, counted across instances', async () => {
    const event = await createEvent(a.app);
    const statuses = [];
    for (const code of ['aaaaaaaaaaaaaa', 'bbbbbbbbbbbbbb', 'cccccccccccccc', event.code]) {
      statuses.push(await refusedStatus(code));
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    // A counts the same misses (one budget in Redis): its look-up of the real code is refused too.
    const onA = await a.app.inject({ url: liveEventPath(liveEventPaths.event, event.code) });
    expect(onA.statusCode).toBe(429);
  });

  /** The HTTP status of a refused upgrade on B. */
  function refusedStatus(code: string): Promise<number> {
    const socket = new WebSocket(`${origin}${liveEventPath(liveEventPaths.live, code)}`);
    screens.push(socket);
    return new Promise((resolve, reject) => {
      socket.on('open', () => reject(new Error('the upgrade was accepted')));
      socket.on('error', () => {});
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    });
  }
});
