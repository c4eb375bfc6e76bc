/**
 * The live hub, in memory (in `unit`) and through a real Redis, two hubs as two instances (in
 * the run on the services, test/server/backends.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ROOM_UPDATE_MAX_STRUCTS } from '../../../src/model/together.js';
import { manyStructsUpdate, toBase64 } from '../hostile-updates.js';
import { randomRedisPrefix, TEST_REDIS_URL } from '../redis.js';
import { onServices } from '../services.js';
import type { HubLog, LiveHub, LiveListener } from '../../../src/server/live/hub.js';
import { createMemoryHub } from '../../../src/server/live/memory-hub.js';
import { openLiveHub } from '../../../src/server/live/open-hub.js';

const quiet: HubLog = { warn: () => {}, error: () => {}, info: () => {} };

/** A listener that keeps what it hears. */
function recorder(): LiveListener & { heard: unknown[]; missedCount: number } {
  const r = {
    heard: [] as unknown[],
    missedCount: 0,
    message: (message: unknown) => void r.heard.push(message),
    missed: () => void (r.missedCount += 1),
  };
  return r;
}

async function until(condition: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

// Each hub's block is registered only in its own run, so neither run reports skipped tests.
if (!onServices())
  describe('the memory hub', () => {
    it('hands a message to the listeners of its topic only, as a copy', async () => {
      const hub = createMemoryHub(quiet);
      const [a, b, other] = [recorder(), recorder(), recorder()];
      hub.subscribe('show:one', a);
      hub.subscribe('show:one', b);
      hub.subscribe('show:two', other);
      const message = { type: 'added', seq: 1 };
      await hub.publish('show:one', message);
      expect(a.heard).toEqual([message]);
      expect(b.heard).toEqual([message]);
      expect(a.heard[0]).not.toBe(message);
      expect(other.heard).toEqual([]);
      expect(hub.listenerCount()).toBe(3);
    });

    it('stops handing messages after unsubscribing, once even if called twice', async () => {
      const hub = createMemoryHub(quiet);
      const a = recorder();
      const stop = hub.subscribe('t', a);
      const stopAgain = hub.subscribe('t', a);
      stop();
      stop();
      expect(hub.listenerCount()).toBe(1);
      await hub.publish('t', 1);
      expect(a.heard).toEqual([1]);
      stopAgain();
      await hub.publish('t', 2);
      expect(a.heard).toEqual([1]);
      expect(hub.listenerCount()).toBe(0);
    });

    it('a listener that throws is logged and the others still hear', async () => {
      const errors: string[] = [];
      const hub = createMemoryHub({ ...quiet, error: (_d, message) => void errors.push(message) });
      const after = recorder();
      hub.subscribe('t', {
        message: () => {
          throw new Error('boom');
        },
      });
      hub.subscribe('t', after);
      await hub.publish('t', 'x');
      expect(after.heard).toEqual(['x']);
      expect(errors).toEqual(['a live channel listener failed']);
    });
  });

// Each hub in its run (test/server/backends.ts): memory in `unit`, Redis on the services.
const redisUrl = onServices() ? TEST_REDIS_URL : undefined;

if (redisUrl)
  describe('the Redis hub', () => {
    const hubs: LiveHub[] = [];
    afterEach(async () => {
      await Promise.all(hubs.splice(0).map((hub) => hub.close()));
    });
    async function instance(prefix: string): Promise<LiveHub> {
      const hub = await openLiveHub({ url: redisUrl ?? '', prefix }, quiet);
      hubs.push(hub);
      return hub;
    }

    it('a message published on one instance reaches the listeners of both, once', async () => {
      const prefix = randomRedisPrefix();
      const [a, b] = [await instance(prefix), await instance(prefix)];
      expect(a.kind).toBe('redis');
      const [onA, onB] = [recorder(), recorder()];
      a.subscribe('show:x', onA);
      b.subscribe('show:x', onB);
      // A subscription is taken when Redis answers: publish until both hear.
      await until(() => {
        if (onA.heard.length === 0 || onB.heard.length === 0) void a.publish('show:x', 'probe');
        return onA.heard.length > 0 && onB.heard.length > 0;
      });
      onA.heard.length = 0;
      onB.heard.length = 0;
      await a.publish('show:x', { seq: 7, text: 'héllo' });
      await until(() => onA.heard.length === 1 && onB.heard.length === 1);
      expect(onB.heard).toEqual([{ seq: 7, text: 'héllo' }]);
      expect(onA.heard).toEqual([{ seq: 7, text: 'héllo' }]);
      // And no second copy follows.
      await b.publish('show:x', 'last');
      await until(() => onA.heard.length === 2);
      expect(onA.heard).toEqual([{ seq: 7, text: 'héllo' }, 'last']);
    });

    it('instances under another prefix, and other topics, hear nothing', async () => {
      const prefix = randomRedisPrefix();
      const [a, b, stranger] = [
        await instance(prefix),
        await instance(prefix),
        await instance(randomRedisPrefix()),
      ];
      const [onB, otherTopic, onStranger] = [recorder(), recorder(), recorder()];
      b.subscribe('show:x', onB);
      b.subscribe('show:y', otherTopic);
      stranger.subscribe('show:x', onStranger);
      await until(() => {
        if (onB.heard.length === 0) void a.publish('show:x', 'probe');
        return onB.heard.length > 0;
      });
      await a.publish('show:x', 'end');
      await until(() => onB.heard.at(-1) === 'end');
      expect(otherTopic.heard).toEqual([]);
      expect(onStranger.heard).toEqual([]);
    });

    it('carries a participant’s largest room updates to the other instance whole and in order', async () => {
      // What a room's bytes budget lets through (test/server/app/routes/room-flood.test.ts, on
      // the memory hub) crosses instances through Redis: updates of the most structs one may
      // hold, each as the room's sockets send it.
      const prefix = randomRedisPrefix();
      const [a, b] = [await instance(prefix), await instance(prefix)];
      const onB = recorder();
      b.subscribe('room:x', onB);
      await until(() => {
        if (onB.heard.length === 0) void a.publish('room:x', 'probe');
        return onB.heard.length > 0;
      });
      onB.heard.length = 0;
      const updates = Array.from({ length: 8 }, (_, i) => ({
        type: 'update',
        update: toBase64(manyStructsUpdate(ROOM_UPDATE_MAX_STRUCTS, 100 + i)),
      }));
      for (const update of updates) await a.publish('room:x', update);
      await until(() => onB.heard.length === updates.length, 15_000);
      expect(onB.heard).toEqual(updates);
    });

    it('the listeners of a new topic hear `missed` once Redis confirms the subscription', async () => {
      const a = await instance(randomRedisPrefix());
      const first = recorder();
      a.subscribe('show:new', first);
      // Messages published elsewhere before the SUBSCRIBE took effect were not heard: the
      // listener is told, to read them back from its own store.
      await until(() => first.missedCount === 1);
      const second = recorder();
      a.subscribe('show:new', second);
      await a.publish('show:new', 'x');
      await until(() => second.heard.length === 1);
      expect(second.missedCount).toBe(0);
    });
  });
