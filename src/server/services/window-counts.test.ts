/** The window counters in memory, on a fake clock (Redis's are run by the app's tests). */
import { describe, expect, it } from 'vitest';
import { createMemoryWindowCounts } from './window-counts.js';

describe('memory window counts', () => {
  it('counts within a window, gives back, and starts again after it', async () => {
    let now = 1_000;
    const counts = createMemoryWindowCounts(() => now);
    expect(await counts.add('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 10_000;
    expect(await counts.add('a', 60_000)).toEqual({ count: 2, ttlMs: 50_000 });
    expect(await counts.add('b', 60_000)).toMatchObject({ count: 1 });
    await counts.remove('a');
    expect(await counts.add('a', 60_000)).toMatchObject({ count: 2 });
    now += 50_000;
    expect(await counts.add('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
  });

  it('peeks at a count without adding to it', async () => {
    let now = 0;
    const counts = createMemoryWindowCounts(() => now);
    expect(await counts.peek('a')).toEqual({ count: 0, ttlMs: 0 });
    await counts.add('a', 1_000);
    now = 400;
    expect(await counts.peek('a')).toEqual({ count: 1, ttlMs: 600 });
    expect(await counts.peek('a')).toEqual({ count: 1, ttlMs: 600 });
    now = 1_000;
    expect(await counts.peek('a')).toEqual({ count: 0, ttlMs: 0 });
  });

  it('never goes below zero, nor gives back into a window that ended', async () => {
    let now = 0;
    const counts = createMemoryWindowCounts(() => now);
    await counts.remove('a');
    await counts.add('a', 1_000);
    await counts.remove('a');
    await counts.remove('a');
    expect(await counts.add('a', 1_000)).toMatchObject({ count: 1 });
    now = 5_000;
    await counts.remove('a');
    expect(await counts.add('a', 1_000)).toMatchObject({ count: 1 });
  });
});
