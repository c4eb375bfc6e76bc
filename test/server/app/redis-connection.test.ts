/**
 * The Redis connection without a Redis: an unreachable REDIS_URL stops the server with one line
 * naming REDIS_URL and the reason; without REDIS_URL the counters are in memory. A Redis that
 * wants a password or hangs is test/server/adapters/redis-connection.test.ts (it needs
 * redis-server). A hang shows as a wait past the test's deadline; no test here bounds a
 * measured duration.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.js';
import { registerRateLimits } from '../../../src/server/http/rate-limits.js';
import { freePort } from '../redis-server.js';
import { redisStart } from '../redis-start.js';
import { runMain } from '../main-process.js';

const { startFailure, dataDir } = redisStart();

describe('a REDIS_URL nothing answers at', () => {
  it('stops the start at once with one line naming REDIS_URL and the reason, no password', async () => {
    const port = await freePort();
    const { message, ms } = await startFailure(`redis://:hunter2@127.0.0.1:${port}/1`);
    expect(message).toBe(
      `REDIS_URL: cannot use Redis at redis://127.0.0.1:${port}/1 (connect ECONNREFUSED 127.0.0.1:${port})`,
    );
    // Refused at once, never retried: a start that retried would still be waiting at the test's
    // deadline. The time is printed, not bounded (a busy machine stretches it).
    console.info(`Redis refused at start: stopped after ${ms.toFixed(0)} ms`);
  });

  it('stops the server process with that line only on stderr, no stack trace', async () => {
    const port = await freePort();
    const { code, stderr } = await runMain({
      DATA_DIR: dataDir(),
      REDIS_URL: `redis://user:hunter2@127.0.0.1:${port}`,
    });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `REDIS_URL: cannot use Redis at redis://127.0.0.1:${port} (connect ECONNREFUSED 127.0.0.1:${port})\n`,
    );
    // A deadline for the process to end, not a duration under test: it compiles the server with
    // tsx as it starts, which took over 20 s at load 20.
  }, 60_000);
});

describe('without REDIS_URL', () => {
  it('the counters are in memory, always ready', async () => {
    const app = Fastify();
    const counters = await registerRateLimits(app, loadConfig({ DATA_DIR: dataDir() }));
    expect(counters.kind).toBe('memory');
    await expect(counters.ping()).resolves.toBeUndefined();
    await app.close();
  });
});
