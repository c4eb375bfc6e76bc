/**
 * The host's picture of the party (docs/events.md, "The host's page"): strips made, shared,
 * printed and added to the gallery per hour, laid out as grouped bars. Pure, so the SVG the page
 * draws is tested without a browser.
 */
import type { HourCounts } from './live-event.js';

export const COUNT_SERIES = ['made', 'shared', 'printed', 'gallery'] as const;
export type CountSeries = (typeof COUNT_SERIES)[number];

/** At most this many hours are drawn: the last ones, so the bars stay wide enough to read. */
const CHART_HOURS_MAX = 12;
/** A slot is never wider than this share of the plot: the first hours of a party are not one wide block. */
const CHART_SLOTS_MIN = 6;

export interface ChartBar {
  readonly series: CountSeries;
  readonly value: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ChartGroup {
  /** `YYYY-MM-DDTHH` (UTC), as the server counts. */
  readonly hour: string;
  /** The hour's start, milliseconds since the epoch (for a label in the page's time zone). */
  readonly startMs: number;
  /** The group's centre, for its label. */
  readonly centre: number;
  readonly bars: readonly ChartBar[];
}

export interface CountChart {
  readonly groups: readonly ChartGroup[];
  /** The value at the top of the plot: a round number at or above the largest count. */
  readonly top: number;
}

const HOUR_MS = 3_600_000;

/** The start of a `YYYY-MM-DDTHH` hour (UTC), or null when it is not one. */
function hourStartMs(hour: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(hour)) return null;
  const ms = Date.parse(`${hour}:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
}

function hourOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 13);
}

/** 1, 2, 5, 10, 20, 50, …: the first at or above `value` (at least 1). */
function roundTop(value: number): number {
  let step = 1;
  for (;;) {
    for (const factor of [1, 2, 5]) if (step * factor >= value) return step * factor;
    step *= 10;
  }
}

/**
 * Every hour from the first counted to the last (an hour without strips is a gap worth seeing),
 * the last `CHART_HOURS_MAX` of them, each with its counts (0 where the server sent none).
 */
export function hoursToShow(counts: readonly HourCounts[]): HourCounts[] {
  const known = new Map<number, HourCounts>();
  for (const count of counts) {
    const start = hourStartMs(count.hour);
    if (start !== null) known.set(start, count);
  }
  if (known.size === 0) return [];
  const starts = [...known.keys()];
  const last = Math.max(...starts);
  const first = Math.max(Math.min(...starts), last - (CHART_HOURS_MAX - 1) * HOUR_MS);
  const hours: HourCounts[] = [];
  for (let start = first; start <= last; start += HOUR_MS) {
    hours.push(
      known.get(start) ?? { hour: hourOf(start), made: 0, shared: 0, printed: 0, gallery: 0 },
    );
  }
  return hours;
}

/**
 * Grouped bars in a `width` × `height` plot (y grows downwards, as in SVG): one group per hour
 * from the left, one bar per series, a gap between groups of a third of a group.
 */
export function layoutCountChart(
  counts: readonly HourCounts[],
  width: number,
  height: number,
): CountChart {
  const hours = hoursToShow(counts);
  const largest = Math.max(0, ...hours.flatMap((hour) => COUNT_SERIES.map((s) => hour[s])));
  const top = roundTop(largest);
  const slot = width / Math.max(hours.length, CHART_SLOTS_MIN);
  const gap = slot / 4;
  const barWidth = (slot - gap) / COUNT_SERIES.length;
  const groups = hours.map((hour, index): ChartGroup => {
    const left = index * slot + gap / 2;
    return {
      hour: hour.hour,
      startMs: hourStartMs(hour.hour) ?? 0,
      centre: left + (slot - gap) / 2,
      bars: COUNT_SERIES.map((series, s) => {
        const value = Math.max(0, hour[series]);
        const barHeight = (Math.min(value, top) / top) * height;
        return {
          series,
          value,
          x: left + s * barWidth,
          y: height - barHeight,
          width: barWidth,
          height: barHeight,
        };
      }),
    };
  });
  return { groups, top };
}
