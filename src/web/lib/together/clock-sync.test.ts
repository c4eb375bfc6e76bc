import { describe, expect, it } from 'vitest';
import { clockOffset, keepSamples, toLocalTime } from './clock-sync.js';

describe('clockOffset', () => {
  it('is 0 before any sample', () => {
    expect(clockOffset([])).toBe(0);
  });

  it('reads the server clock at the midpoint of the round trip', () => {
    // Server 5 s ahead, 40 ms each way.
    expect(clockOffset([{ sent: 1000, serverTime: 6040, received: 1080 }])).toBe(5000);
  });

  it('takes the sample with the shortest round trip', () => {
    const samples = [
      // 600 ms trip, slow on the way back: this one would say 4700.
      { sent: 0, serverTime: 5000, received: 600 },
      { sent: 1000, serverTime: 6010, received: 1020 },
      { sent: 2000, serverTime: 7100, received: 2200 },
    ];
    expect(clockOffset(samples)).toBe(5000);
  });

  it('ignores samples that answer before they were sent, or without a server time', () => {
    const samples = [
      { sent: 100, serverTime: 0, received: 50 },
      { sent: 0, serverTime: Number.NaN, received: 1 },
      { sent: 0, serverTime: -990, received: 20 },
    ];
    expect(clockOffset(samples)).toBe(-1000);
  });

  it('keeps the last samples only, and turns a server time into local time', () => {
    let samples = [{ sent: 0, serverTime: 0, received: 0 }];
    for (let i = 1; i <= 10; i++)
      samples = keepSamples(samples, { sent: i, serverTime: i, received: i });
    expect(samples).toHaveLength(8);
    expect(samples[0]?.sent).toBe(3);
    expect(toLocalTime(10_000, 2_500)).toBe(7_500);
  });
});
