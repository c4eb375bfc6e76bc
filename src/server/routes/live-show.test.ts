/**
 * The show's WebSocket route with a real `ws` client against a listening server. The feed is a
 * small in-memory port here (these are the route's unit tests); the same route on the real
 * live-events service, across two instances, is in live-show-instances.test.ts.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveEventPath, liveEventPaths } from '../../model/api-paths.js';
import { SHOW_CLOSE_CODES, type ShowMessage } from '../../model/live-event.js';
import { toErrorAnswer } from '../http/errors.js';
import { registerWebSockets } from '../http/websocket.js';
import { useZodSchemas } from '../http/zod-schemas.js';
import type { HubLog } from '../live/hub.js';
import { createMemoryHub } from '../live/memory-hub.js';
import {
  createShowConnections,
  type ShowConnectionSettings,
  type ShowConnections,
} from '../live/show-connections.js';
import { showTopic, type ShowEventStatus, type ShowFeed } from '../live/show-feed.js';
import { liveShowRoutes } from './live-show.js';

const quiet: HubLog = { warn: () => {}, error: () => {}, info: () => {} };
const CODE = 'abcdefghjkmnpq';
const ENTRY_ID = 'A'.repeat(22);

const removed = (seq: number): ShowMessage => ({ type: 'removed', seq, id: ENTRY_ID });

async function until(condition: () => boolean, ms = 3_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface Screen {
  socket: WebSocket;
  seqs: number[];
  messages: ShowMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

describe('GET /api/live-events/:code/live', () => {
  let app: FastifyInstance;
  let connections: ShowConnections;
  let origin: string;
  const hub = createMemoryHub(quiet);
  const rows: ShowMessage[] = [];
  const statuses = new Map<string, ShowEventStatus>();
  let holdReads: Promise<void> | undefined;
  const feed: ShowFeed = {
    async feedAfter(code, after) {
      const answer = code === CODE ? rows.filter((row) => row.seq > after) : [];
      await holdReads;
      return answer;
    },
    eventStatus: async (code) => statuses.get(code) ?? 'unknown',
  };
  const screens: WebSocket[] = [];

  async function start(settings: Partial<ShowConnectionSettings> = {}): Promise<void> {
    // As buildApp has it: a long code reaches its schema (400) rather than the router (414).
    app = Fastify({ routerOptions: { maxParamLength: 16 * 1024 } });
    useZodSchemas(app);
    app.setErrorHandler((error, _request, reply) => {
      const { status, body } = toErrorAnswer(error);
      return reply.code(status).send(body);
    });
    connections = createShowConnections(
      {
        maxConnections: 100,
        connectionsPerAddress: 10,
        heartbeatMs: 60_000,
        sendBufferBytes: 1024 * 1024,
        ...settings,
      },
      feed,
      hub,
      quiet,
    );
    // Every look-up allowed: counting guessed codes is http/event-code-guesses.ts's, tested in
    // live-show-instances.test.ts through the app.
    const codes = { guard: <T>(_r: unknown, _p: unknown, lookup: () => Promise<T>) => lookup() };
    // As buildApp has it: the plugin once for the app, at the room's frame size.
    await registerWebSockets(app, [connections]);
    await app.register(async (scope) => liveShowRoutes(scope, connections, feed, codes));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  afterEach(async () => {
    for (const socket of screens.splice(0)) socket.terminate();
    await app.close();
    rows.length = 0;
    statuses.clear();
    holdReads = undefined;
  });

  /** Adds a row to the feed and publishes it, as the service does once it is committed. */
  async function commit(message: ShowMessage): Promise<void> {
    rows.push(message);
    await hub.publish(showTopic(CODE), message);
  }

  function connect(query = '', code = CODE): Screen {
    const socket = new WebSocket(`${origin}${liveEventPath(liveEventPaths.live, code)}${query}`);
    screens.push(socket);
    const messages: ShowMessage[] = [];
    const seqs: number[] = [];
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ShowMessage;
      messages.push(message);
      seqs.push(message.seq);
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
      socket.on('error', () => {});
    });
    return { socket, seqs, messages, closed };
  }

  /** The screen's browser froze: it reads nothing more from its socket (nor answers pings). */
  async function pauseReading(screen: Screen): Promise<void> {
    if (screen.socket.readyState !== WebSocket.OPEN) await once(screen.socket, 'open');
    (screen.socket as unknown as { _socket: { pause(): void } })._socket.pause();
  }

  /** The HTTP answer of a refused upgrade. */
  function refusal(query: string, code = CODE): Promise<{ status: number; body: unknown }> {
    const socket = new WebSocket(`${origin}${liveEventPath(liveEventPaths.live, code)}${query}`);
    screens.push(socket);
    return new Promise((resolve, reject) => {
      socket.on('open', () => reject(new Error('the upgrade was accepted')));
      socket.on('error', () => {});
      socket.on('unexpected-response', (_request, response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }),
        );
      });
    });
  }

  it('replays the feed after `after`, then sends what is committed live', async () => {
    await start();
    statuses.set(CODE, 'live');
    rows.push(removed(1), removed(2), removed(3));
    const screen = connect('?after=1');
    await until(() => screen.seqs.length === 2);
    await commit(removed(4));
    await until(() => screen.seqs.length === 3);
    expect(screen.seqs).toEqual([2, 3, 4]);
    expect(screen.messages[2]).toEqual(removed(4));
  });

  it('without `after` sends the whole feed', async () => {
    await start();
    statuses.set(CODE, 'live');
    rows.push(removed(1), removed(2));
    const screen = connect();
    await until(() => screen.seqs.length === 2);
    expect(screen.seqs).toEqual([1, 2]);
  });

  it('no seq twice nor out of order across the seam of replay and live', async () => {
    await start();
    statuses.set(CODE, 'live');
    rows.push(removed(1));
    let release = () => {};
    holdReads = new Promise((resolve) => (release = resolve));
    const screen = connect();
    await until(() => connections.count() === 1);
    // Committed while the replay's query runs: 2 reaches the feed and the hub, 3 too.
    await commit(removed(2));
    await commit(removed(3));
    release();
    await until(() => screen.seqs.length >= 3);
    await commit(removed(4));
    await until(() => screen.seqs.length >= 4);
    expect(screen.seqs).toEqual([1, 2, 3, 4]);
  });

  it('a screen that drops and reconnects with `after` misses nothing', async () => {
    await start();
    statuses.set(CODE, 'live');
    const first = connect();
    await until(() => connections.count() === 1);
    await commit(removed(1));
    await until(() => first.seqs.length === 1);
    first.socket.terminate();
    await until(() => connections.count() === 0);
    await commit(removed(2));
    await commit(removed(3));
    const again = connect(`?after=${first.seqs.at(-1)}`);
    await until(() => again.seqs.length === 2);
    expect([...first.seqs, ...again.seqs]).toEqual([1, 2, 3]);
  });

  it('refuses the upgrade with 404 for an unknown event and 410 for an ended one', async () => {
    await start();
    statuses.set('zzzzzzzzzzzzzz', 'ended');
    expect(await refusal('', 'yyyyyyyyyyyyyy')).toMatchObject({
      status: 404,
      body: { code: 'event_not_found' },
    });
    expect(await refusal('', 'zzzzzzzzzzzzzz')).toMatchObject({
      status: 410,
      body: { code: 'event_ended' },
    });
    expect(connections.count()).toBe(0);
  });

  it('sends `ended` and closes when the event ends', async () => {
    await start();
    statuses.set(CODE, 'live');
    const screen = connect();
    await until(() => connections.count() === 1);
    await commit({ type: 'ended', seq: 1 });
    expect((await screen.closed).code).toBe(SHOW_CLOSE_CODES.ended);
    expect(screen.messages).toEqual([{ type: 'ended', seq: 1 }]);
  });

  it.each([
    ['a malformed code', '', 'not-a-code'],
    ['a code too long', '', 'a'.repeat(5000)],
    ['after that is not a number', '?after=abc', CODE],
    ['a negative after', '?after=-1', CODE],
    ['an empty after', '?after=', CODE],
    ['an after too large', `?after=${'9'.repeat(16)}`, CODE],
  ])('refuses the upgrade with 400 JSON for %s', async (_what, query, code) => {
    await start();
    statuses.set(CODE, 'live');
    const answer = await refusal(query, code);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_request', error: expect.any(String) });
    expect(connections.count()).toBe(0);
  });

  it('answers a plain GET with 426 JSON', async () => {
    await start();
    const response = await app.inject({ url: liveEventPath(liveEventPaths.live, CODE) });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ code: 'upgrade_required' });
  });

  it('caps the screens of one address (429) and of the instance (503)', async () => {
    await start({ connectionsPerAddress: 2, maxConnections: 3 });
    statuses.set(CODE, 'live');
    connect();
    connect();
    await until(() => connections.count() === 2);
    expect(await refusal('')).toMatchObject({
      status: 429,
      body: { code: 'too_many_screens' },
    });
    await app.close();
    await start({ connectionsPerAddress: 10, maxConnections: 1 });
    statuses.set(CODE, 'live');
    connect();
    await until(() => connections.count() === 1);
    expect(await refusal('')).toMatchObject({ status: 503, body: { code: 'busy' } });
  });

  it('closes a socket that stops answering pings', async () => {
    await start({ heartbeatMs: 50 });
    statuses.set(CODE, 'live');
    const screen = connect();
    await until(() => connections.count() === 1);
    const alive = connect();
    await until(() => connections.count() === 2);
    await pauseReading(screen);
    await until(() => connections.count() === 1);
    // The live one answered every ping and is still served.
    await commit(removed(1));
    await until(() => alive.seqs.length === 1);
  });

  it('drops a screen that does not read instead of buffering without bound', async () => {
    await start({ sendBufferBytes: 64 * 1024 });
    statuses.set(CODE, 'live');
    const screen = connect();
    await until(() => connections.count() === 1);
    await pauseReading(screen);
    const big = (seq: number): ShowMessage => ({
      type: 'added',
      seq,
      entry: { id: ENTRY_ID, stripUrl: `/strips/${'x'.repeat(64 * 1024)}.png`, addedAt: 1 },
    });
    // Far more than the socket's kernel buffers take: the server must give up on it.
    for (let seq = 1; seq <= 400 && connections.count() === 1; seq += 1) {
      await commit(big(seq));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await until(() => connections.count() === 0);
  });

  it.each([
    ['a small message with 1008', 'hello', 1008],
    ['a message past 1 KB with 1009', 'x'.repeat(1025), 1009],
    ['a message as large as a room may send with 1009', 'x'.repeat(60 * 1024), 1009],
  ])('closes a screen that sends %s; the others are still served', async (_what, text, code) => {
    await start();
    statuses.set(CODE, 'live');
    const talker = connect();
    const listener = connect();
    await until(() => connections.count() === 2);
    talker.socket.send(text);
    expect((await talker.closed).code).toBe(code);
    await until(() => connections.count() === 1);
    await commit(removed(1));
    await until(() => listener.seqs.length === 1);
  });

  it('closes every screen with "going away" when the server stops', async () => {
    await start();
    statuses.set(CODE, 'live');
    const screen = connect();
    await until(() => connections.count() === 1);
    await app.close();
    expect((await screen.closed).code).toBe(SHOW_CLOSE_CODES.goingAway);
  });

  it('a frozen screen does not hold the stop for long', async () => {
    await start();
    statuses.set(CODE, 'live');
    const screen = connect();
    await until(() => connections.count() === 1);
    await pauseReading(screen);
    // ws would wait 30 s for the close frame's answer, longer than this test's timeout (20 s),
    // which ends the wait; we give it one second.
    await app.close();
  });
});
