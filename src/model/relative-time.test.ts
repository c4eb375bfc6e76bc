import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.js';

const NOW = Date.UTC(2026, 10, 27, 12);

describe('timeAgo', () => {
  it('says now under a minute, and for a clock a little ahead', () => {
    expect(timeAgo(NOW - 59_000, NOW)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgo(NOW + 5_000, NOW)).toEqual({ value: 0, unit: 'second' });
  });

  it('picks the largest whole unit', () => {
    expect(timeAgo(NOW - 2 * 60_000, NOW)).toEqual({ value: -2, unit: 'minute' });
    expect(timeAgo(NOW - 59 * 60_000, NOW)).toEqual({ value: -59, unit: 'minute' });
    expect(timeAgo(NOW - 3 * 3_600_000, NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(timeAgo(NOW - 50 * 3_600_000, NOW)).toEqual({ value: -2, unit: 'day' });
  });
});
