import { describe, expect, it } from 'vitest';
import { TOGETHER_SHOT_GAP_MS } from '../../../model/together.js';
import { countdownNumber, nextTick, shotsAhead, shotsOf } from './countdown-timing.js';

const ANA = 'a'.repeat(22);
const BEN = 'b'.repeat(22);

describe('shotsOf', () => {
  it('gives each of this phone’s poses its own moment, a gap apart, in pose order', () => {
    const shots = shotsOf([ANA, BEN, ANA, BEN, ANA, null], ANA, 10_000);
    expect(shots).toEqual([
      { pose: 0, at: 10_000 },
      { pose: 2, at: 10_000 + TOGETHER_SHOT_GAP_MS },
      { pose: 4, at: 10_000 + 2 * TOGETHER_SHOT_GAP_MS },
    ]);
    expect(shotsOf([ANA, BEN, ANA], BEN, 10_000)).toEqual([{ pose: 1, at: 10_000 }]);
  });

  it('is empty for a phone with no pose', () => {
    expect(shotsOf([ANA, null], BEN, 10_000)).toEqual([]);
  });
});

describe('shotsAhead', () => {
  it('keeps shots to come and drops those a second or more past', () => {
    const shots = shotsOf([ANA, ANA, ANA], ANA, 10_000);
    expect(shotsAhead(shots, 9_000).map((s) => s.pose)).toEqual([0, 1, 2]);
    expect(shotsAhead(shots, 10_500).map((s) => s.pose)).toEqual([0, 1, 2]);
    expect(shotsAhead(shots, 11_000).map((s) => s.pose)).toEqual([1, 2]);
    expect(shotsAhead(shots, 30_000)).toEqual([]);
  });
});

describe('countdownNumber', () => {
  it('shows 3, 2, 1 in the three seconds before the shutter, timed from the shutter', () => {
    const at = 50_000;
    expect(countdownNumber(at, at - 3_001)).toBeNull();
    expect(countdownNumber(at, at - 3_000)).toBe(3);
    expect(countdownNumber(at, at - 2_001)).toBe(3);
    expect(countdownNumber(at, at - 2_000)).toBe(2);
    expect(countdownNumber(at, at - 1_000)).toBe(1);
    expect(countdownNumber(at, at - 1)).toBe(1);
    expect(countdownNumber(at, at)).toBeNull();
  });
});

describe('nextTick', () => {
  it('is the moment the shown number changes, so a timer wakes on it', () => {
    const at = 50_000;
    expect(nextTick(at, at - 2_500)).toBe(at - 2_000);
    expect(nextTick(at, at - 2_000)).toBe(at - 1_000);
    expect(nextTick(at, at - 10)).toBe(at);
    expect(nextTick(at, at + 5)).toBe(at + 5);
  });
});
