import { describe, expect, it } from 'vitest';
import type { ShowMessage } from '../../../model/live-event.js';
import { openLiveChannel, type LiveChannelOptions, type LiveSocket } from './live-channel.js';

const CODE = 'abcdefghjkmnpq';

class FakeSocket implements LiveSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  send(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

function harness(options: Partial<LiveChannelOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const messages: ShowMessage[] = [];
  const gone: string[] = [];
  let seq: number | null = null;
  const channel = openLiveChannel({
    code: CODE,
    origin: 'wss://booth.example',
    lastSeq: () => seq,
    onMessage: (message) => {
      messages.push(message);
      seq = message.seq;
    },
    onConnected: () => undefined,
    onGone: (why) => gone.push(why),
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => {
      timers.push({ run, ms });
      return timers.length;
    },
    clearTimer: () => undefined,
    random: () => 1,
    ...options,
  });
  return { sockets, timers, messages, channel, gone };
}

describe('the live channel', () => {
  it('asks for what came after the last message seen when it opens again', () => {
    const { sockets, timers, messages } = harness();
    expect(sockets[0]?.url).toBe(`wss://booth.example/api/live-events/${CODE}/live`);
    sockets[0]?.onopen?.();
    sockets[0]?.send({ type: 'ended-not', seq: 1 });
    sockets[0]?.send('not json');
    sockets[0]?.send({ type: 'removed', seq: 12, id: 'a'.repeat(22) });
    expect(messages).toHaveLength(1);
    sockets[0]?.onclose?.({ code: 1006 });
    expect(timers).toHaveLength(1);
    timers[0]?.run();
    expect(sockets[1]?.url).toBe(`wss://booth.example/api/live-events/${CODE}/live?after=12`);
  });

  it('waits longer after each failed attempt, and from the start again once connected', () => {
    const { sockets, timers } = harness();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      sockets[attempt]?.onclose?.({ code: 1006 });
      timers[attempt]?.run();
    }
    expect(timers.map((timer) => timer.ms)).toEqual([500, 1000, 2000]);
    sockets[3]?.onopen?.();
    sockets[3]?.onclose?.({ code: 1006 });
    expect(timers[3]?.ms).toBe(500);
  });

  it('stops for good when the event ended or the show closed it', () => {
    const first = harness();
    first.sockets[0]?.send({ type: 'ended', seq: 3 });
    expect(first.sockets[0]?.closed).toBe(true);
    expect(first.timers).toHaveLength(0);
    const second = harness();
    second.channel.close();
    second.sockets[0]?.onclose?.({ code: 1006 });
    expect(second.timers).toHaveLength(0);
  });

  it('does not come back once the server closed it because the event ended or never was', () => {
    for (const [code, why] of [
      [4410, 'ended'],
      [4404, 'unknown'],
    ] as const) {
      const { sockets, timers, gone } = harness();
      sockets[0]?.onclose?.({ code });
      expect(gone).toEqual([why]);
      expect(timers).toHaveLength(0);
    }
  });

  it('waits longer when the server is busy', () => {
    const { sockets, timers } = harness();
    sockets[0]?.onclose?.({ code: 1013 });
    expect(timers[0]?.ms).toBe(8000);
  });

  it('spreads and caps its waits', () => {
    const early = harness({ random: () => 0 });
    early.sockets[0]?.onclose?.({ code: 1006 });
    expect(early.timers[0]?.ms).toBe(250);
    const { sockets, timers } = harness();
    for (let attempt = 0; attempt <= 50; attempt += 1) {
      sockets[attempt]?.onclose?.({ code: 1006 });
      timers[attempt]?.run();
    }
    expect(timers[50]?.ms).toBe(15_000);
    const after = harness({ origin: 'ws://x', lastSeq: () => 0 });
    expect(after.sockets[0]?.url).toBe(`ws://x/api/live-events/${CODE}/live?after=0`);
  });
});
