import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { meterBody } from './minimum-rate.js';
import type { Ticker } from './minimum-rate.js';

/** A ticker moved by hand: `tick()` is the end of a window. */
function fakeTicker() {
  let tick: (() => void) | undefined;
  const ticker: Ticker = (_ms, fn) => {
    tick = fn;
    return () => (tick = undefined);
  };
  return { ticker, tick: () => tick?.(), running: () => tick !== undefined };
}

const RATE = { bytesPerSecond: 1024, windowMs: 10_000 };
const kib = (n: number) => Buffer.alloc(n * 1024, 1);
/** Lets piped chunks through the streams. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function meter() {
  const source = new PassThrough();
  const clock = fakeTicker();
  const body = meterBody(source, RATE, () => new Error('too slow'), clock.ticker);
  const received: Buffer[] = [];
  let failed: Error | undefined;
  body.on('data', (chunk: Buffer) => received.push(chunk));
  body.on('error', (error) => (failed = error));
  return { source, clock, body, received, failed: () => failed };
}

describe('meterBody', () => {
  it('passes a body through and counts it, as long as each window brings enough', async () => {
    const m = meter();
    m.source.write(kib(10));
    await settle();
    m.clock.tick();
    m.source.write(kib(11));
    await settle();
    m.clock.tick();
    m.source.end(kib(1));
    await settle();
    expect(m.failed()).toBeUndefined();
    expect(Buffer.concat(m.received).length).toBe(22 * 1024);
    expect(m.body.receivedEncodedLength).toBe(22 * 1024);
    expect(m.clock.running()).toBe(false);
  });

  it('cuts a body that brought less than the rate in a window, even after a fast start', async () => {
    const m = meter();
    m.source.write(kib(100));
    await settle();
    m.clock.tick();
    m.source.write(kib(9));
    await settle();
    m.clock.tick();
    await settle();
    expect(m.failed()?.message).toBe('too slow');
    expect(m.clock.running()).toBe(false);
    // The request itself is left alone, so an answer can still be sent on its connection.
    expect(m.source.destroyed).toBe(false);
  });

  it('cuts a body that sends nothing at all', async () => {
    const m = meter();
    m.clock.tick();
    await settle();
    expect(m.failed()?.message).toBe('too slow');
  });

  it('hands on an error of the request (a client gone mid-body)', async () => {
    const m = meter();
    m.source.destroy(new Error('aborted'));
    await settle();
    expect(m.failed()?.message).toBe('aborted');
    expect(m.clock.running()).toBe(false);
  });
  it('cuts quietly, with no error, a body nobody reads any more', async () => {
    const source = new PassThrough();
    const clock = fakeTicker();
    const body = meterBody(source, RATE, () => new Error('too slow'), clock.ticker);
    source.write(kib(1));
    await settle();
    clock.tick();
    await settle();
    // An 'error' no one listens to would be thrown from the stream: an uncaught exception.
    expect(body.errored).toBeNull();
    expect(body.destroyed).toBe(true);
    expect(clock.running()).toBe(false);
  });
});
