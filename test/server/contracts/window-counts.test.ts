/**
 * The window counters' contract (the shared event's code guesses, uploads and day limits count
 * with them): in memory on a fake clock in `unit`, in Redis through its Lua scripts in the run on
 * the services (test/server/backends.ts). A window ends by the clock in memory, and by the key's
 * own expiry in Redis, where the test shortens it and waits for the key to go.
 */
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryWindowCounts,
  createRedisWindowCounts,
} from '../../../src/server/services/window-counts.js';
import type { WindowCounts } from '../../../src/server/services/window-counts.js';
import { backendOfThisRun } from '../backends.js';
import { deleteRedisKeys, randomRedisPrefix, TEST_REDIS_URL } from '../redis.js';

const WINDOW_MS = 60_000;

interface Counter {
  counts: WindowCounts;
  /** Ends `key`'s window now. */
  endWindow(key: string): Promise<void>;
  close(): Promise<void>;
}

const memory = {
  name: 'memory',
  async open(): Promise<Counter> {
    let now = 1_000_000;
    const counts = createMemoryWindowCounts(() => now);
    return {
      counts,
      async endWindow(key) {
        now += (await counts.peek(key)).ttlMs;
      },
      close: async () => undefined,
    };
  },
};

const redis = {
  name: 'Redis',
  async open(): Promise<Counter> {
    const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    const prefix = randomRedisPrefix();
    return {
      counts: createRedisWindowCounts(client, prefix),
      async endWindow(key) {
        await client.pexpire(`${prefix}${key}`, 1);
        await expect.poll(() => client.exists(`${prefix}${key}`)).toBe(0);
      },
      async close() {
        await deleteRedisKeys(TEST_REDIS_URL, prefix);
        client.disconnect();
      },
    };
  },
};

describe.each(backendOfThisRun(memory, redis))('window counts in $name', ({ open }) => {
  let counter: Counter;
  afterEach(() => counter.close());

  it('counts within a window, per key, with the time left in it', async () => {
    counter = await open();
    const { counts } = counter;
    expect(await counts.add('a', WINDOW_MS)).toEqual({ count: 1, ttlMs: expect.any(Number) });
    const second = await counts.add('a', WINDOW_MS);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(WINDOW_MS);
    expect((await counts.add('b', WINDOW_MS)).count).toBe(1);
    expect((await counts.peek('a')).count).toBe(2);
  });

  it('counts additions sent at once one by one: each sees a count of its own', async () => {
    counter = await open();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => counter.counts.add('crowd', WINDOW_MS)),
    );
    expect(answers.map((answer) => answer.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('gives back a count, never below zero', async () => {
    counter = await open();
    const { counts } = counter;
    await counts.add('a', WINDOW_MS);
    await counts.add('a', WINDOW_MS);
    await counts.remove('a');
    expect((await counts.peek('a')).count).toBe(1);
    await counts.remove('a');
    await counts.remove('a');
    expect((await counts.peek('a')).count).toBe(0);
    expect((await counts.add('a', WINDOW_MS)).count).toBe(1);
  });

  it('peeks without adding, and answers 0 for a key never counted', async () => {
    counter = await open();
    const { counts } = counter;
    expect(await counts.peek('never')).toEqual({ count: 0, ttlMs: 0 });
    await counts.add('a', WINDOW_MS);
    expect((await counts.peek('a')).count).toBe(1);
    expect((await counts.peek('a')).count).toBe(1);
  });

  it('starts again after the window, and a give-back after it makes no new window', async () => {
    counter = await open();
    const { counts } = counter;
    await counts.add('a', WINDOW_MS);
    await counts.add('a', WINDOW_MS);
    await counter.endWindow('a');
    expect(await counts.peek('a')).toEqual({ count: 0, ttlMs: 0 });
    await counts.remove('a');
    expect(await counts.peek('a')).toEqual({ count: 0, ttlMs: 0 });
    expect((await counts.add('a', WINDOW_MS)).count).toBe(1);
  });
});
