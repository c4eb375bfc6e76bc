/**
 * Redis lost while serving: rate limits fail open. Requests go through uncounted, without
 * waiting long, one warning tells the operators, and counting resumes when Redis is back.
 * Readiness stays 200 (degraded), so a proxy keeps the instance in its pool.
 * Runs against a redis-server of its own, which it kills, pauses and starts again, with the app
 * on SQLite and disk (in the server-on-services project, as a test of the Redis adapter).
 */
import fs from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_BACK_MESSAGE, REDIS_LOST_MESSAGE } from '../../../src/server/redis-outages.js';
import { randomRedisPrefix, withRedisClient } from '../redis.js';
import { findRedisServer, startRedisServer } from '../redis-server.js';
import type { RedisServerProcess } from '../redis-server.js';
import { makePng, startTestApp } from '../test-app.js';
import type { TestApp } from '../test-app.js';

const binary = findRedisServer('Redis outages (redis-outage.test.ts)');

interface LogLine {
  level: number;
  msg: string;
  reason?: string;
}
const WARN = 40;

describe.skipIf(!binary)('rate limits while Redis is away', () => {
  let redis: RedisServerProcess;
  let t: TestApp | undefined;
  let logs: LogLine[] = [];
  let prefix = '';
  beforeAll(async () => {
    redis = await startRedisServer(binary ?? '');
  });
  afterAll(() => redis.kill());
  afterEach(async () => {
    redis.resume();
    await t?.close();
  });

  async function start(): Promise<TestApp> {
    logs = [];
    // A prefix per test, so that each starts with a whole budget. No cleanup: the server is
    // ours, keeps nothing on disk, and is killed at the end.
    prefix = randomRedisPrefix();
    t = await startTestApp(
      { REDIS_URL: redis.url, REDIS_PREFIX: prefix, RATE_LIMIT_EVENTS: '3', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) } },
      { embedded: true },
    );
    return t;
  }

  /** The status of one page-view event, and how long its answer took. */
  async function timedEvent(app: TestApp['app']): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { path: '/' },
    });
    return { status: response.statusCode, ms: performance.now() - started };
  }

  async function statuses(app: TestApp['app'], times: number): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await timedEvent(app)).status);
    return answers;
  }

  /** This visitor's count of page-view events, as Redis holds it. */
  const eventCount = async () =>
    Number(
      await withRedisClient(redis.url, (client) =>
        client.get(`${prefix}rate-limit:POST/api/events-127.0.0.1`),
      ),
    );

  const logged = (message: string) => logs.filter((line) => line.msg === message);

  async function untilLogged(message: string): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (logged(message).length === 0) {
      if (Date.now() > deadline) throw new Error(`never logged: ${message}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('stopped: requests answer at once, uncounted; one warning; counting resumes after', async () => {
    const { app } = await start();
    expect(await statuses(app, 4)).toEqual([204, 204, 204, 429]);

    await redis.kill();
    const during = [];
    for (let i = 0; i < 10; i += 1) during.push(await timedEvent(app));
    // The budget was used up, yet all go through: nothing is counted while Redis is away.
    expect(during.map((answer) => answer.status)).toEqual(Array(10).fill(204));
    const slowest = Math.max(...during.map((answer) => answer.ms));
    // Printed, not bounded: a request that waited for Redis would never answer (it is down).
    console.info(`Redis stopped: slowest of 10 requests took ${slowest.toFixed(1)} ms`);
    expect(logged(REDIS_LOST_MESSAGE)).toEqual([
      expect.objectContaining({ level: WARN, reason: expect.any(String) }),
    ]);
    console.info('Logged:', JSON.stringify(logged(REDIS_LOST_MESSAGE)[0]));

    // Started again, empty: the budget starts again too.
    await redis.restart();
    await untilLogged(REDIS_BACK_MESSAGE);
    expect(await statuses(app, 4)).toEqual([204, 204, 204, 429]);

    // Closing the app closes the connection: that is no outage.
    await t?.close();
    t = undefined;
    expect(logged(REDIS_LOST_MESSAGE)).toHaveLength(1);
  });

  it('hung (stops answering): a request still answers, after the command timeout', async () => {
    const { app } = await start();
    expect(await statuses(app, 2)).toEqual([204, 204]);

    redis.pause();
    const during = [];
    for (let i = 0; i < 6; i += 1) during.push(await timedEvent(app));
    expect(during.map((answer) => answer.status)).toEqual(Array(6).fill(204));
    const times = during.map((answer) => answer.ms.toFixed(0)).join(', ');
    // Printed, not bounded: only the command timeout lets them answer while Redis is paused.
    console.info(`Redis hung: 6 requests took ${times} ms`);
    await untilLogged(REDIS_LOST_MESSAGE);

    redis.resume();
    await untilLogged(REDIS_BACK_MESSAGE);
    // Counting resumes. The count kept what came before the pause, plus the commands that
    // timed out here yet sat in Redis's socket buffer, run when it woke: those requests did
    // happen, so counting them errs on the right side.
    const before = await eventCount();
    expect(before).toBeGreaterThanOrEqual(2);
    expect(before).toBeLessThanOrEqual(2 + during.length);
    await timedEvent(app);
    expect(await eventCount()).toBe(before + 1);
    expect(logged(REDIS_LOST_MESSAGE)).toHaveLength(1);
  });
});

describe.skipIf(!binary)('readiness while Redis is away', () => {
  let redis: RedisServerProcess;
  let t: TestApp | undefined;
  beforeAll(async () => {
    redis = await startRedisServer(binary ?? '');
  });
  afterAll(() => redis.kill());
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** The app on a real port, as a proxy's health check and a visitor reach it. */
  async function serve(): Promise<{ origin: string; dataDir: string }> {
    // Running and empty, whatever the test before left.
    await redis.restart();
    // On SQLite and disk: the last test takes the disk away.
    t = await startTestApp(
      { REDIS_URL: redis.url, REDIS_PREFIX: randomRedisPrefix() },
      {},
      { embedded: true },
    );
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    return { origin, dataDir: t.dataDir };
  }

  async function readiness(origin: string) {
    const response = await fetch(`${origin}/readyz`);
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: (await response.json()) as unknown,
    };
  }

  it('stopped: /readyz answers 200 degraded naming redis, visitors are served, ready once back', async () => {
    const { origin } = await serve();
    expect(await readiness(origin)).toMatchObject({ status: 200, body: { status: 'ready' } });

    await redis.kill();
    expect(await readiness(origin)).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'degraded', degraded: ['redis'] },
    });
    const upload = await fetch(`${origin}/api/strips`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await makePng()),
    });
    expect(upload.status).toBe(201);

    await redis.restart();
    await expect
      .poll(async () => (await readiness(origin)).body, { timeout: 5_000 })
      .toEqual({ status: 'ready' });
  });

  it('stopped, with the files gone too: 503 naming the disk, Redis apart', async () => {
    const { origin, dataDir } = await serve();
    await redis.kill();
    await fs.rm(dataDir, { recursive: true, force: true });
    expect(await readiness(origin)).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: {
        status: 'unavailable',
        failing: ['disk'],
        degraded: ['redis'],
        error: 'Not ready: disk cannot be reached.',
        code: 'unavailable',
      },
    });
  });
});
