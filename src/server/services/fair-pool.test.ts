/**
 * The fair pool, with tasks held open by the test: which start, in which slot and order, and
 * which are refused at once. No clock: a task runs until the test ends it.
 */
import { describe, expect, it } from 'vitest';
import { createFairPool } from './fair-pool.js';

class Full extends Error {}

/** A pool whose tasks record their start and wait for the test to end them. */
function heldPool(options: { slots: number; perKey?: number; maxWaiting?: number }) {
  const pool = createFairPool({
    slots: options.slots,
    perKeyRunning: 1,
    perKey: options.perKey ?? 2,
    maxWaiting: options.maxWaiting ?? 8,
    full: () => new Full(),
  });
  const started: string[] = [];
  const enders = new Map<string, (outcome?: Error) => void>();
  let mostAtOnce = 0;
  const submit = (key: string, label: string) =>
    pool.run(key, (slot) => {
      started.push(label);
      mostAtOnce = Math.max(mostAtOnce, pool.running);
      expect(slot).toBeLessThan(options.slots);
      return new Promise<string>((resolve, reject) => {
        enders.set(label, (error) => (error ? reject(error) : resolve(label)));
      });
    });
  /** Ends a running task, then lets the pool hand its slot on. */
  async function end(label: string, error?: Error): Promise<void> {
    const ender = enders.get(label);
    if (!ender) throw new Error(`${label} is not running`);
    ender(error);
    // The slot is handed on when the task's promise settles: a few turns of the microtasks.
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  }
  return { pool, submit, end, started, mostAtOnce: () => mostAtOnce };
}

const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

describe('createFairPool', () => {
  it('gives a real upload a worker behind four slow ones from four addresses without waiting for all four', async () => {
    const t = heldPool({ slots: 2 });
    const slow = ['a', 'b', 'c', 'd'].map((key) => t.submit(key, `slow ${key}`));
    const real = t.submit('e', 'real');
    await settle();
    expect(t.started).toEqual(['slow a', 'slow b']);
    await t.end('slow a');
    await t.end('slow b');
    expect(t.started).toEqual(['slow a', 'slow b', 'slow c', 'slow d']);
    await t.end('slow c');
    // Slow d still holds its worker: the real upload did not wait for it.
    expect(t.started.at(-1)).toBe('real');
    await t.end('real');
    expect(await real).toBe('real');
    await t.end('slow d');
    expect(await Promise.all(slow)).toEqual(['slow a', 'slow b', 'slow c', 'slow d']);
    expect(t.mostAtOnce()).toBe(2);
  });

  it('runs one task of an address at a time, and serves the addresses in turn', async () => {
    const t = heldPool({ slots: 2 });
    const tasks = [t.submit('a', 'a1'), t.submit('a', 'a2'), t.submit('b', 'b1')];
    tasks.push(t.submit('c', 'c1'));
    await settle();
    // a's second waits though a worker is free: b has it.
    expect(t.started).toEqual(['a1', 'b1']);
    await t.end('a1');
    // a was just served: c, never served, goes first though it came after a2.
    expect(t.started).toEqual(['a1', 'b1', 'c1']);
    await t.end('b1');
    expect(t.started).toEqual(['a1', 'b1', 'c1', 'a2']);
    await t.end('c1');
    await t.end('a2');
    await Promise.all(tasks);
  });

  it("refuses at once past an address's places or the waiting line, running nothing", async () => {
    const t = heldPool({ slots: 1, perKey: 2, maxWaiting: 2 });
    const held = [t.submit('a', 'a1'), t.submit('a', 'a2')];
    await expect(t.submit('a', 'a3')).rejects.toBeInstanceOf(Full);
    held.push(t.submit('b', 'b1'));
    // a2 and b1 wait: the line is full for everyone.
    await expect(t.submit('c', 'c1')).rejects.toBeInstanceOf(Full);
    expect(t.pool.waiting).toBe(2);
    await settle();
    expect(t.started).toEqual(['a1']);
    // A place freed is a place again; b, never served, goes before a's second.
    await t.end('a1');
    expect(t.started).toEqual(['a1', 'b1']);
    held.push(t.submit('c', 'c1'));
    await t.end('b1');
    // c too, though it came after a2.
    expect(t.started).toEqual(['a1', 'b1', 'c1']);
    await t.end('c1');
    await t.end('a2');
    expect(await Promise.all(held)).toEqual(['a1', 'a2', 'b1', 'c1']);
    expect(t.pool.running).toBe(0);
    expect(t.pool.waiting).toBe(0);
  });

  it('hands the slot on after a task that fails, and answers its error', async () => {
    const t = heldPool({ slots: 1 });
    const failing = t.submit('a', 'a1');
    const next = t.submit('b', 'b1');
    await settle();
    await t.end('a1', new Error('refused'));
    await expect(failing).rejects.toThrow('refused');
    expect(t.started).toEqual(['a1', 'b1']);
    await t.end('b1');
    expect(await next).toBe('b1');
  });
});
