/**
 * The Redis connection against a redis-server of the test's own: a wrong or missing password
 * stops the start with the reason Redis gave, a hang at start ends at the connect timeout, and
 * readiness pings with a timeout. A hang shows as a wait past the test's deadline; no test here
 * bounds a measured duration. Nothing answering and no REDIS_URL at all:
 * test/server/app/redis-connection.test.ts.
 */
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { registerRateLimits } from '../../../src/server/http/rate-limits.js';
import { findRedisServer, startRedisServer } from '../redis-server.js';
import { redisStart } from '../redis-start.js';
import type { RedisServerProcess } from '../redis-server.js';

const { configWith, startFailure } = redisStart();

const binary = findRedisServer('Redis connection checks (redis-connection.test.ts)');

describe.skipIf(!binary)('a Redis that wants a password', () => {
  let redis: RedisServerProcess;
  beforeAll(async () => {
    redis = await startRedisServer(binary ?? '', { password: 'right-password' });
  });
  afterAll(() => redis.kill());
  const withPassword = (password: string) => redis.url.replace('//', `//:${password}@`);

  it('given the wrong one: stops the start with the reason Redis gave, the password nowhere', async () => {
    const { message } = await startFailure(withPassword('wrong-password'));
    expect(message).toBe(
      `REDIS_URL: cannot use Redis at ${redis.url} (WRONGPASS invalid username-password pair or user is disabled.)`,
    );
  });

  it('given none: stops the start, naming REDIS_URL', async () => {
    const { message } = await startFailure(redis.url);
    expect(message).toMatch(/^REDIS_URL: cannot use Redis at redis:\/\/127\.0\.0\.1:\d+ \(NOAUTH /);
  });

  it('given the right one: starts', async () => {
    const app = await buildApp(configWith(withPassword('right-password')));
    await app.close();
  });
});

describe.skipIf(!binary)('a Redis that hangs', () => {
  let redis: RedisServerProcess;
  beforeAll(async () => {
    redis = await startRedisServer(binary ?? '');
  });
  afterAll(() => redis.kill());
  let app: ReturnType<typeof Fastify> | undefined;
  afterEach(async () => {
    redis.resume();
    await app?.close();
    app = undefined;
  });

  it('at start: stops the start within two seconds, with the reason', async () => {
    redis.pause();
    const { message, ms } = await startFailure(redis.url);
    expect(message).toMatch(/^REDIS_URL: cannot use Redis at redis:\/\/127\.0\.0\.1:\d+ \(.+\)$/);
    // The connect timeout ends it: without one the start would wait for ever (past the test's
    // deadline). The time is printed, not bounded.
    console.info(`Redis hung at start: ${message} (${ms.toFixed(0)} ms)`);
  });

  it('for readiness: ping answers while Redis does, rejects when it hangs', async () => {
    app = Fastify();
    const counters = await registerRateLimits(app, configWith(redis.url));
    expect(counters.kind).toBe('redis');
    await expect(counters.ping()).resolves.toBeUndefined();

    redis.pause();
    // Only a timeout (the ping's, or the command's) can end this wait: a paused Redis never
    // answers.
    await expect(counters.ping()).rejects.toThrow(/did not answer PING|timed out/);
  });
});
