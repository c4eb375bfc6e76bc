import { describe, expect, it } from 'vitest';
import { hourBars, hoursToShow } from './count-chart.js';
import type { HourCounts } from './live-event.js';

const hour = (h: string, made = 0, shared = 0, printed = 0, gallery = 0): HourCounts => ({
  hour: h,
  made,
  shared,
  printed,
  gallery,
});

describe('hoursToShow', () => {
  it('fills the hours between the first and the last with zeros, in order', () => {
    const hours = hoursToShow([hour('2026-11-27T22', 5), hour('2026-11-28T01', 2)]);
    expect(hours.map((h) => h.hour)).toEqual([
      '2026-11-27T22',
      '2026-11-27T23',
      '2026-11-28T00',
      '2026-11-28T01',
    ]);
    expect(hours.map((h) => h.made)).toEqual([5, 0, 0, 2]);
  });

  it('keeps only the last hours of a long event, and skips malformed hours', () => {
    const hours = hoursToShow([hour('2026-11-25T00', 1), hour('2026-11-27T10', 3), hour('bad', 9)]);
    // At most 12 hours: the last ones.
    expect(hours).toHaveLength(12);
    expect(hours.at(-1)?.hour).toBe('2026-11-27T10');
    expect(hours.some((h) => h.made === 9)).toBe(false);
  });

  it('is empty without counts, and reads only UTC hours', () => {
    expect(hoursToShow([])).toEqual([]);
    expect(hoursToShow([hour('2026-11-27T13:00'), hour('2026-13-45T99'), hour('')])).toEqual([]);
  });
});

describe('hourBars', () => {
  it('scales one series to its busiest hour, whatever its size, with each hour’s count', () => {
    const counts = [hour('2026-11-27T20', 2, 1), hour('2026-11-27T22', 1, 0, 3)];
    expect(hourBars(counts, 'made')).toEqual([
      { hour: '2026-11-27T20', startMs: Date.UTC(2026, 10, 27, 20), value: 2, share: 1 },
      { hour: '2026-11-27T21', startMs: Date.UTC(2026, 10, 27, 21), value: 0, share: 0 },
      { hour: '2026-11-27T22', startMs: Date.UTC(2026, 10, 27, 22), value: 1, share: 0.5 },
    ]);
    expect(hourBars(counts, 'printed').map((bar) => bar.share)).toEqual([0, 0, 1]);
  });

  it('draws nothing tall for a series with none, and nothing at all without counts', () => {
    const counts = [hour('2026-11-27T20', 4)];
    expect(hourBars(counts, 'gallery')).toMatchObject([{ value: 0, share: 0 }]);
    expect(hourBars([], 'made')).toEqual([]);
  });
});
