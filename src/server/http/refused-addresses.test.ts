import { describe, expect, it } from 'vitest';
import { RefusedAddresses, sampledCount } from './refused-addresses.js';

describe('RefusedAddresses', () => {
  it('refuses an address until its window ends, then forgets it', () => {
    const refused = new RefusedAddresses();
    refused.refuse('203.0.113.7', 61_000);
    expect(refused.refusedFor('203.0.113.7', 1_000)).toBe(60_000);
    expect(refused.refusedFor('198.51.100.9', 1_000)).toBe(0);
    expect(refused.refusedFor('203.0.113.7', 61_000)).toBe(0);
    expect(refused.size).toBe(0);
  });

  it('keeps at most its bound, the least recently refused out first', () => {
    const refused = new RefusedAddresses(2);
    refused.refuse('a', 10);
    refused.refuse('b', 10);
    refused.refuse('a', 20);
    refused.refuse('c', 10);
    expect(refused.size).toBe(2);
    expect(refused.refusedFor('b', 0)).toBe(0);
    expect(refused.refusedFor('a', 0)).toBe(20);
    expect(refused.refusedFor('c', 0)).toBe(10);
  });
});

describe('sampledCount', () => {
  it('asks for one line an interval, standing for the refusals since the last one', () => {
    const due = sampledCount(1000);
    expect([0, 10, 999, 1000, 1500, 2100].map((now) => due(now))).toEqual([1, 0, 0, 3, 0, 2]);
  });
});
