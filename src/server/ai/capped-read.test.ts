import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCapped, refuseDeclaredOverCap, TooLargeError } from './capped-read.js';

/** A stream of `count` chunks of `size` bytes that records how many were pulled and if it was cancelled. */
function countingStream(count: number, size: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === count) return controller.close();
      seen.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(seen.pulled));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('readCapped', () => {
  it('returns every byte of a body within the cap', async () => {
    const { stream } = countingStream(3, 4);
    const bytes = await readCapped(stream, 12);
    expect([...bytes]).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
  });

  it('stops at the first chunk past the cap and cancels the rest of a fetch body', async () => {
    const { stream, seen } = countingStream(1000, 1024);
    await expect(readCapped(stream, 4 * 1024)).rejects.toBeInstanceOf(TooLargeError);
    expect(seen.pulled).toBeLessThanOrEqual(6);
    expect(seen.cancelled).toBe(true);
  });

  it('destroys a Node stream when the cap is passed', async () => {
    let produced = 0;
    const stream = new Readable({
      read() {
        produced += 1;
        this.push(Buffer.alloc(1024));
      },
    });
    await expect(readCapped(stream, 10 * 1024)).rejects.toThrow('larger than 10240 bytes');
    expect(stream.destroyed).toBe(true);
    expect(produced).toBeLessThan(40);
  });

  it('accepts a body of exactly the cap', async () => {
    const { stream } = countingStream(2, 5);
    expect((await readCapped(stream, 10)).length).toBe(10);
  });
});

describe('refuseDeclaredOverCap', () => {
  it('refuses a Content-Length over the cap', () => {
    expect(() => refuseDeclaredOverCap('314572800', 8 * 1024 * 1024)).toThrow(TooLargeError);
    expect(() => refuseDeclaredOverCap('11', 10)).toThrow(TooLargeError);
  });

  it('lets a body within the cap, or of unknown length, be read (readCapped still counts)', () => {
    expect(() => refuseDeclaredOverCap('10', 10)).not.toThrow();
    expect(() => refuseDeclaredOverCap(null, 10)).not.toThrow();
    expect(() => refuseDeclaredOverCap(undefined, 10)).not.toThrow();
    expect(() => refuseDeclaredOverCap('lots', 10)).not.toThrow();
  });
});
