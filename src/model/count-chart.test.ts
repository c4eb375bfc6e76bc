import { describe, expect, it } from 'vitest';
import { hoursToShow, layoutCountChart } from './count-chart.js';
import type { HourCounts } from './live-event.js';

const hour = (h: string, made = 0, shared = 0, printed = 0, gallery = 0): HourCounts => ({
  hour: h,
  made,
  shared,
  printed,
  gallery,
});

describe('the top of the plot', () => {
  it('rounds the largest count up to 1, 2 or 5 times a power of ten', () => {
    const tops = [0, 1, 2, 3, 6, 10, 11, 49, 51, 999].map(
      (made) => layoutCountChart([hour('2026-11-27T13', made)], 100, 50).top,
    );
    expect(tops).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 100, 1000]);
  });
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

describe('layoutCountChart', () => {
  it('draws a bar per series and hour, its height in proportion to the round top', () => {
    const chart = layoutCountChart([hour('2026-11-27T20', 8, 4, 2, 0)], 100, 50);
    expect(chart.top).toBe(10);
    const [group] = chart.groups;
    expect(group?.bars.map((bar) => [bar.series, bar.value, bar.height])).toEqual([
      ['made', 8, 40],
      ['shared', 4, 20],
      ['printed', 2, 10],
      ['gallery', 0, 0],
    ]);
    // Bars stand on the base line, side by side, inside the plot.
    for (const bar of group?.bars ?? []) {
      expect(bar.y + bar.height).toBeCloseTo(50);
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(100);
    }
    const xs = group?.bars.map((bar) => bar.x) ?? [];
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    expect(group?.startMs).toBe(Date.UTC(2026, 10, 27, 20));
  });

  it('spreads the hours over the width without overlap', () => {
    const chart = layoutCountChart([hour('2026-11-27T20', 1), hour('2026-11-27T23', 1)], 400, 100);
    expect(chart.groups).toHaveLength(4);
    for (let i = 1; i < chart.groups.length; i += 1) {
      const previous = chart.groups[i - 1]!.bars.at(-1)!;
      const first = chart.groups[i]!.bars[0]!;
      expect(first.x).toBeGreaterThan(previous.x + previous.width);
    }
  });

  it('keeps the bars of the first hours narrow, from the left', () => {
    const chart = layoutCountChart([hour('2026-11-27T20', 5)], 600, 100);
    const bars = chart.groups[0]!.bars;
    expect(bars.at(-1)!.x + bars.at(-1)!.width).toBeLessThanOrEqual(100);
    expect(bars[0]!.x).toBeGreaterThanOrEqual(0);
  });

  it('never draws below the base line for a negative count', () => {
    const chart = layoutCountChart([hour('2026-11-27T20', -3)], 100, 50);
    expect(chart.groups[0]?.bars[0]?.height).toBe(0);
    expect(chart.top).toBe(1);
  });

  it('draws nothing without counts', () => {
    expect(layoutCountChart([], 100, 50).groups).toEqual([]);
  });
});
