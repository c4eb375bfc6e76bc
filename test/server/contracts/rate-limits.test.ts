/**
 * Rate limits, counted in memory and in Redis: the same answers either way. Each route has a
 * budget of its own per visitor; past it, 429 rate_limited with Retry-After.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  deleteRedisKeys,
  randomRedisPrefix,
  TEST_REDIS_URL,
  redisKeys,
  withRedisClient,
} from '../redis.js';
import { backendOfThisRun } from '../backends.js';
import { onServices } from '../services.js';
import { startTestApp } from '../test-app.js';
import type { TestApp } from '../test-app.js';

/** Memory in `unit`, Redis in the run on the services (test/server/backends.ts). */
const redisUrl = onServices() ? TEST_REDIS_URL : undefined;

const postEvent = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/events', payload: { path: '/' } });
// Refused as invalid (400), but counted: the limit runs before the body is read.
const postLetter = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/letters', payload: {} });
const deleteLetter = (app: FastifyInstance) =>
  app.inject({ method: 'DELETE', url: '/api/letters/AAAAAAAAAAAAAAAAAAAAAA' });

async function statuses(send: () => Promise<{ statusCode: number }>, times: number) {
  const codes: number[] = [];
  for (let i = 0; i < times; i += 1) codes.push((await send()).statusCode);
  return codes;
}

const backends = backendOfThisRun(
  { name: 'memory', env: (_prefix: string) => ({}) },
  { name: 'Redis', env: (prefix: string) => ({ REDIS_URL: redisUrl ?? '', REDIS_PREFIX: prefix }) },
);

describe.each(backends)('rate limits counted in $name', ({ env }) => {
  let t: TestApp | undefined;
  let prefix = '';
  afterEach(async () => {
    await t?.close();
    t = undefined;
    if (redisUrl && prefix) await deleteRedisKeys(redisUrl, prefix);
  });
  const start = (limits: Record<string, string>) => {
    prefix = randomRedisPrefix();
    return startTestApp({ ...env(prefix), ...limits });
  };

  it('past the budget: 429 rate_limited in our shape, with Retry-After', async () => {
    t = await start({ RATE_LIMIT_EVENTS: '2' });
    expect(await statuses(() => postEvent(t!.app), 2)).toEqual([204, 204]);
    const refused = await postEvent(t.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/),
      code: 'rate_limited',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('routes count apart: one used up leaves the others whole', async () => {
    t = await start({ RATE_LIMIT_EVENTS: '2', RATE_LIMIT_LETTERS: '2' });
    expect(await statuses(() => postEvent(t!.app), 3)).toEqual([204, 204, 429]);
    expect(await statuses(() => postLetter(t!.app), 3)).toEqual([400, 400, 429]);
    // Deleting has the same budget size as writing, but its own count.
    expect((await deleteLetter(t.app)).statusCode).not.toBe(429);
  });
});

// Registered only in the run on the services, so `unit` reports no skipped tests.
if (redisUrl)
  describe('rate-limit counters in Redis', () => {
    const url = redisUrl ?? '';
    let t: TestApp | undefined;
    let prefix = '';
    afterEach(async () => {
      await t?.close();
      await deleteRedisKeys(url, prefix);
      expect(await redisKeys(url, prefix)).toEqual([]);
    });

    it('are one key per route and address, under the prefix, expiring with the window', async () => {
      prefix = randomRedisPrefix();
      t = await startTestApp({ REDIS_URL: url, REDIS_PREFIX: prefix });
      await postEvent(t.app);
      await postEvent(t.app);
      await postLetter(t.app);
      const keys = await redisKeys(url, prefix);
      expect(keys).toEqual([
        `${prefix}rate-limit:POST/api/events-127.0.0.1`,
        `${prefix}rate-limit:POST/api/letters-127.0.0.1`,
      ]);
      const [events, letters] = await withRedisClient(url, (client) =>
        Promise.all(
          keys.map(async (key) => ({ count: await client.get(key), ttl: await client.pttl(key) })),
        ),
      );
      expect(events?.count).toBe('2');
      expect(events?.ttl).toBeGreaterThan(50_000);
      expect(events?.ttl).toBeLessThanOrEqual(60_000);
      expect(letters?.count).toBe('1');
      expect(letters?.ttl).toBeGreaterThan(3_590_000);
      expect(letters?.ttl).toBeLessThanOrEqual(3_600_000);
    });
  });
