/** One screen's stream: replay, then live, each seq once and in order, gaps filled from the feed. */
import { describe, expect, it } from 'vitest';
import type { ShowMessage } from '../../model/live-event.js';
import type { HubLog, LiveHub, LiveListener } from './hub.js';
import { createMemoryHub } from './memory-hub.js';
import { showTopic, type ShowFeed } from './show-feed.js';
import { openShowStream } from './show-stream.js';

const quiet: HubLog = { warn: () => {}, error: () => {}, info: () => {} };
const CODE = 'abcdefghjkmnpq';

const removed = (seq: number): ShowMessage => ({ type: 'removed', seq, id: 'a'.repeat(22) });

/** An in-memory feed whose reads the test can hold open, to publish during them. */
function memoryFeed(rows: ShowMessage[]) {
  let hold: Promise<void> | undefined;
  let reads = 0;
  const feed: ShowFeed = {
    async feedAfter(_code, after) {
      reads += 1;
      const answer = rows.filter((row) => row.seq > after);
      await hold;
      return answer;
    },
    eventStatus: async () => 'live',
  };
  return {
    feed,
    rows,
    reads: () => reads,
    /** The next reads wait until the returned function is called. */
    holdReads() {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

function open(feed: ShowFeed, after = 0) {
  const hub = createMemoryHub(quiet);
  const sent: number[] = [];
  const stream = openShowStream({
    code: CODE,
    after,
    feed,
    hub,
    send: (message) => void sent.push(message.seq),
    fail: () => {},
  });
  const publish = async (message: ShowMessage) => hub.publish(showTopic(CODE), message);
  return { hub, sent, stream, publish };
}

describe('a show stream', () => {
  it('replays what came after `after`, then forwards live messages', async () => {
    const memory = memoryFeed([removed(1), removed(2), removed(3)]);
    const { sent, stream, publish } = open(memory.feed, 1);
    await stream.started;
    expect(sent).toEqual([2, 3]);
    memory.rows.push(removed(4));
    await publish(removed(4));
    expect(sent).toEqual([2, 3, 4]);
    expect(stream.lastSent()).toBe(4);
  });

  it('live messages arriving during the replay wait, and none is sent twice', async () => {
    const memory = memoryFeed([removed(1), removed(2)]);
    const release = memory.holdReads();
    const { sent, stream, publish } = open(memory.feed);
    // Committed after the read's query: the read has 1 and 2; 2 and 3 come live meanwhile.
    memory.rows.push(removed(3));
    await publish(removed(3));
    await publish(removed(2));
    expect(sent).toEqual([]);
    release();
    await stream.started;
    expect(sent).toEqual([1, 2, 3]);
  });

  it('a live message past a gap reads the feed again, so the skipped one is sent first', async () => {
    const memory = memoryFeed([removed(1)]);
    const { sent, stream, publish } = open(memory.feed);
    await stream.started;
    memory.rows.push(removed(2), removed(3));
    // 2 was overtaken on the way (another instance), 3 arrives first.
    await publish(removed(3));
    await expect.poll(() => sent).toEqual([1, 2, 3]);
    await publish(removed(2));
    expect(sent).toEqual([1, 2, 3]);
  });

  it('missed (Redis back after an outage) reads what was published meanwhile', async () => {
    const memory = memoryFeed([]);
    // The memory hub has no outages: this one lets the test call `missed` as the Redis hub does.
    const base = createMemoryHub(quiet);
    const listeners: LiveListener[] = [];
    const hub: LiveHub = {
      ...base,
      subscribe: (topic, listener) => {
        listeners.push(listener);
        return base.subscribe(topic, listener);
      },
    };
    const sent: number[] = [];
    const stream = openShowStream({
      code: CODE,
      after: 0,
      feed: memory.feed,
      hub,
      send: (message) => void sent.push(message.seq),
      fail: () => {},
    });
    await stream.started;
    memory.rows.push(removed(1), removed(2));
    for (const listener of listeners) listener.missed?.();
    await expect.poll(() => sent).toEqual([1, 2]);
  });

  it('reads a feed that answers a page at a time to its end', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => removed(i + 1));
    const paged: ShowFeed = {
      feedAfter: async (_code, after) => rows.filter((row) => row.seq > after).slice(0, 3),
      eventStatus: async () => 'live',
    };
    const { sent, stream } = open(paged, 1);
    await stream.started;
    expect(sent).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('ignores what is not a show message, and stops hearing once stopped', async () => {
    const memory = memoryFeed([]);
    const { sent, stream, hub, publish } = open(memory.feed);
    await stream.started;
    await hub.publish(showTopic(CODE), { type: 'added', seq: 1, entry: { id: 'x' } });
    await hub.publish(showTopic(CODE), 'hello');
    expect(sent).toEqual([]);
    stream.stop();
    expect(hub.listenerCount()).toBe(0);
    memory.rows.push(removed(1));
    await publish(removed(1));
    expect(sent).toEqual([]);
  });

  it('a feed that fails stops the stream and says so', async () => {
    const hub = createMemoryHub(quiet);
    const failures: unknown[] = [];
    const stream = openShowStream({
      code: CODE,
      after: 0,
      feed: {
        feedAfter: () => Promise.reject(new Error('database down')),
        eventStatus: async () => 'live',
      },
      hub,
      send: () => {},
      fail: (error) => void failures.push(error),
    });
    await stream.started;
    expect(failures).toHaveLength(1);
    expect(hub.listenerCount()).toBe(0);
  });
});
