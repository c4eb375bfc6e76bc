/**
 * The Redis hub while Redis is away: an instance keeps serving its own listeners, logs one
 * warning, and when Redis is back re-subscribes, tells its listeners they may have missed
 * messages, and hears the other instances again. On a redis-server of its own, killed and
 * started again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedisServer, startRedisServer } from '../redis-server.js';
import type { RedisServerProcess } from '../redis-server.js';
import type { HubLog, LiveListener } from '../../../src/server/live/hub.js';
import { openLiveHub } from '../../../src/server/live/open-hub.js';

/** What operators read (docs/hosting.md, "Live channel"). */
const LOST =
  'Redis unreachable: live messages reach only the screens of this instance until it answers again';
const BACK = 'Redis answers again: live messages reach every instance';

const binary = findRedisServer('the live hub while Redis is away (live/hub-outage.test.ts)');

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!binary)('the Redis hub while Redis is away', () => {
  let redis: RedisServerProcess;
  beforeAll(async () => {
    redis = await startRedisServer(binary ?? '');
  });
  afterAll(() => redis.kill());

  it('serves this instance meanwhile, then resubscribes and says what may be missed', async () => {
    const lines: string[] = [];
    const log: HubLog = {
      warn: (_d, message) => void lines.push(message),
      info: (_d, message) => void lines.push(message),
      error: (_d, message) => void lines.push(message),
    };
    const a = await openLiveHub({ url: redis.url, prefix: 'outage:' }, log);
    const b = await openLiveHub({ url: redis.url, prefix: 'outage:' }, { ...log, warn: () => {} });
    try {
      const heardOnA: unknown[] = [];
      let missedOnA = 0;
      const listener: LiveListener = {
        message: (message) => void heardOnA.push(message),
        missed: () => void (missedOnA += 1),
      };
      a.subscribe('show:x', listener);
      await until(() => {
        if (heardOnA.length === 0) void b.publish('show:x', 'probe');
        return heardOnA.length > 0;
      });

      const missedBefore = missedOnA;
      await redis.kill();
      await until(() => lines.includes(LOST));
      // Redis fails fast: this instance's screen still hears, without waiting on it (a publish
      // that waited for Redis to come back would never settle here, Redis is still down).
      await a.publish('show:x', 'while away');
      expect(heardOnA.at(-1)).toBe('while away');

      await redis.restart();
      await until(() => missedOnA === missedBefore + 1);
      expect(lines.filter((line) => line === LOST)).toHaveLength(1);
      await until(() => lines.includes(BACK));
      // Subscribed again: the other instance is heard.
      await until(() => {
        if (heardOnA.at(-1) !== 'back') void b.publish('show:x', 'back');
        return heardOnA.at(-1) === 'back';
      });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
