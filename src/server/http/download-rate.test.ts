import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { meterDownload } from './download-rate.js';
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

/** The part of a ServerResponse the meter uses: destroyed, it closes. */
function response() {
  const events = new EventEmitter();
  let destroyed = false;
  return {
    once: events.once.bind(events),
    destroy() {
      destroyed = true;
      events.emit('close');
      return this;
    },
    destroyed: () => destroyed,
  };
}

const RATE = { bytesPerSecond: 1024, windowMs: 10_000 };
const kib = (n: number) => Buffer.alloc(n * 1024, 1);
const settle = () => new Promise((resolve) => setImmediate(resolve));

function download() {
  const body = new PassThrough();
  const clock = fakeTicker();
  const res = response();
  const meter = meterDownload(body, res as never, RATE, clock.ticker);
  return { body, clock, res, meter };
}

describe('meterDownload', () => {
  it('lets a reader that keeps up take the whole body, over as many windows as it needs', async () => {
    const d = download();
    const received: Buffer[] = [];
    d.meter.on('data', (chunk: Buffer) => received.push(chunk));
    for (let window = 0; window < 5; window++) {
      d.body.write(kib(10));
      await settle();
      d.clock.tick();
    }
    d.body.end();
    await settle();
    expect(Buffer.concat(received).length).toBe(50 * 1024);
    expect(d.res.destroyed()).toBe(false);
  });

  it('cuts the connection of a reader that stopped taking, and closes the body', async () => {
    const d = download();
    d.meter.on('data', () => undefined);
    d.body.write(kib(100));
    await settle();
    d.clock.tick();
    expect(d.res.destroyed()).toBe(false);
    // The reader stalls: nothing is taken in the next window.
    d.meter.pause();
    d.clock.tick();
    await settle();
    expect(d.res.destroyed()).toBe(true);
    expect(d.body.destroyed).toBe(true);
    expect(d.clock.running()).toBe(false);
  });

  it('stops watching and closes the body when the reader goes away', async () => {
    const d = download();
    d.res.destroy();
    await settle();
    expect(d.clock.running()).toBe(false);
    expect(d.body.destroyed).toBe(true);
  });
});
