import { describe, expect, it } from 'vitest';
import { msToNextSecond, ringDashOffset, secondsLeft } from './start-over-countdown.js';

describe('secondsLeft', () => {
  it('counts whole seconds down from the start, rounded up', () => {
    expect(secondsLeft(1000, 1000, 30_000)).toBe(30);
    expect(secondsLeft(1001, 1000, 30_000)).toBe(30);
    expect(secondsLeft(2000, 1000, 30_000)).toBe(29);
    expect(secondsLeft(30_999, 1000, 30_000)).toBe(1);
  });

  it('stops at 0, and a clock set back counts as the start', () => {
    expect(secondsLeft(31_000, 1000, 30_000)).toBe(0);
    expect(secondsLeft(99_000, 1000, 30_000)).toBe(0);
    expect(secondsLeft(0, 1000, 30_000)).toBe(30);
  });
});

describe('msToNextSecond', () => {
  it('waits until the next whole second counted from the start', () => {
    expect(msToNextSecond(1000, 1000)).toBe(1000);
    expect(msToNextSecond(1250, 1000)).toBe(750);
    expect(msToNextSecond(2999, 1000)).toBe(1);
    expect(msToNextSecond(500, 1000)).toBe(1000);
  });
});

describe('ringDashOffset', () => {
  it('draws the time left: the whole ring at the start, none at 0', () => {
    expect(ringDashOffset(30, 30, 100)).toBe(0);
    expect(ringDashOffset(15, 30, 100)).toBe(50);
    expect(ringDashOffset(0, 30, 100)).toBe(100);
  });

  it('keeps within the ring', () => {
    expect(ringDashOffset(40, 30, 100)).toBe(0);
    expect(ringDashOffset(-1, 30, 100)).toBe(100);
    expect(ringDashOffset(5, 0, 100)).toBe(100);
  });
});
