import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from './reconnect-delay.js';
import { RoomSocket, type RoomSocketHandlers, type WebSocketLike } from './room-socket.js';
import { parseServerMessage } from './server-message.js';

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 15_000;

/** A WebSocket the test opens, feeds and closes by hand. */
class FakeSocket implements WebSocketLike {
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  readonly sent: string[] = [];
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const handlers = {
    opened: vi.fn(),
    message: vi.fn(),
    dropped: vi.fn(),
    ended: vi.fn(),
  } satisfies RoomSocketHandlers;
  const socket = new RoomSocket(
    'ws://x/live?token=t',
    handlers,
    (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
    () => 0.5,
  );
  return { socket, sockets, handlers, last: () => sockets.at(-1) as FakeSocket };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 15 s, with jitter kept inside those bounds', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 10].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
    for (let attempt = 0; attempt < 8; attempt++) {
      for (const r of [0, 0.999]) {
        const delay = reconnectDelay(attempt, () => r);
        expect(delay).toBeGreaterThanOrEqual(RECONNECT_FIRST_MS);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      }
    }
  });
});

describe('parseServerMessage', () => {
  it('reads a message of the contract and nothing else', () => {
    expect(parseServerMessage('{"type":"removed"}')).toEqual({ type: 'removed' });
    expect(parseServerMessage('{"type":"pong","id":1}')).toBeNull();
    expect(parseServerMessage('{"type":"hack"}')).toBeNull();
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage(new Uint8Array([1]))).toBeNull();
  });
});

describe('RoomSocket', () => {
  it('passes on valid messages only, and sends only when open', () => {
    const { socket, handlers, last } = harness();
    socket.start();
    expect(socket.send({ type: 'presence', selection: null })).toBe(false);
    last().open();
    expect(handlers.opened).toHaveBeenCalledTimes(1);
    expect(socket.send({ type: 'presence', selection: null })).toBe(true);
    expect(last().sent).toEqual(['{"type":"presence","selection":null}']);
    last().onmessage?.({ data: '{"type":"closed","by":"Ana"}' });
    last().onmessage?.({ data: '{"type":"closed","by":3}' });
    expect(handlers.message).toHaveBeenCalledTimes(1);
    expect(handlers.message).toHaveBeenCalledWith({ type: 'closed', by: 'Ana' });
  });

  it('reconnects after a drop with growing pauses, back to 1 s once it got through', () => {
    const { socket, sockets, handlers, last } = harness();
    socket.start();
    last().drop(1006);
    expect(handlers.dropped).toHaveBeenLastCalledWith(false);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(1006);
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    last().drop(1001);
    expect(handlers.dropped).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it.each([4401, 4403, 4410])('stops for good on close code %i', (code) => {
    const { socket, sockets, handlers, last } = harness();
    socket.start();
    last().open();
    last().drop(code);
    expect(handlers.ended).toHaveBeenCalledWith(code);
    expect(handlers.dropped).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('tries again later when no socket could even be made', () => {
    let fail = true;
    const handlers = { opened: vi.fn(), message: vi.fn(), dropped: vi.fn(), ended: vi.fn() };
    const made: FakeSocket[] = [];
    const socket = new RoomSocket('ws://x', handlers, (url) => {
      if (fail) throw new Error('blocked');
      const fake = new FakeSocket(url);
      made.push(fake);
      return fake;
    });
    socket.start();
    expect(handlers.dropped).toHaveBeenCalledWith(false);
    fail = false;
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(made).toHaveLength(1);
  });

  it('comes back after being closed for flooding', () => {
    const { socket, sockets, last } = harness();
    socket.start();
    last().open();
    last().drop(4429);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('stop() ends everything, a pending retry too; reconnectNow() replaces the socket', () => {
    const { socket, sockets, handlers, last } = harness();
    socket.start();
    last().open();
    socket.reconnectNow();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.readyState).toBe(3);
    // The old socket's late close is not a drop of the new one.
    sockets[0]?.onclose?.({ code: 1006 });
    expect(handlers.dropped).not.toHaveBeenCalled();
    last().drop(1006);
    socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });
});
