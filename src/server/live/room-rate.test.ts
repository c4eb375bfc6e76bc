/** The room socket's rate (room-rate.ts) on a clock the test moves: no real time passes. */
import { describe, expect, it } from 'vitest';
import { createRateLimit, type RateVerdict } from './room-rate.js';

const SETTINGS = { perSecond: 60, floodFactor: 10, floodSeconds: 3 };

/** Sends `count` messages spread evenly over `ms` from `start`; answers the verdicts. */
function send(
  rate: (now: number) => RateVerdict,
  count: number,
  start: number,
  ms: number,
): RateVerdict[] {
  return Array.from({ length: count }, (_, i) => rate(start + (i * ms) / count));
}

describe('a room socket’s rate', () => {
  it('lets a burst of 60 through at once, then refuses aloud once and drops quietly', () => {
    const rate = createRateLimit(SETTINGS, 0);
    const verdicts = send(rate, 100, 0, 0);
    expect(verdicts.slice(0, 60).every((v) => v === 'ok')).toBe(true);
    expect(verdicts[60]).toBe('refuse');
    expect(verdicts.slice(61).every((v) => v === 'drop')).toBe(true);
  });

  it('allows 60 a second for as long as a phone keeps to it', () => {
    const rate = createRateLimit(SETTINGS, 0);
    const verdicts = send(rate, 60 * 30, 0, 30_000);
    expect(verdicts.filter((v) => v !== 'ok')).toEqual([]);
  });

  it('refuses again at most once a second while past the rate', () => {
    const rate = createRateLimit(SETTINGS, 0);
    const verdicts = send(rate, 1000, 0, 1000);
    const ok = verdicts.filter((v) => v === 'ok').length;
    // The burst, and what the second refills.
    expect(ok).toBeGreaterThanOrEqual(110);
    expect(ok).toBeLessThanOrEqual(121);
    expect(verdicts.filter((v) => v === 'refuse').length).toBe(1);
    expect(verdicts).not.toContain('flood');
    expect(rate(1000)).toBe('ok');
  });

  it('1,000 messages in a second are refused, not closed; ten times the rate for seconds closes', () => {
    const rate = createRateLimit(SETTINGS, 0);
    expect(send(rate, 1000, 0, 1000)).not.toContain('flood');
    const flooding = createRateLimit(SETTINGS, 0);
    const verdicts = send(flooding, 600 * 6, 0, 6000);
    const first = verdicts.indexOf('flood');
    expect(first).toBeGreaterThan(600 * 3);
    expect(first).toBeLessThan(600 * 5);
  });

  it('twice the rate, sustained, is refused but never closed', () => {
    const rate = createRateLimit(SETTINGS, 0);
    const verdicts = send(rate, 120 * 60, 0, 60_000);
    expect(verdicts).not.toContain('flood');
    expect(verdicts.filter((v) => v === 'refuse').length).toBeGreaterThanOrEqual(55);
  });
});
