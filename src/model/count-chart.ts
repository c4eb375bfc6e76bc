/**
 * The host's picture of the party (docs/events.md, "The host's page"): strips made, shared,
 * printed and added to the gallery per hour, one series at a time as bars scaled to the busiest
 * hour. Pure, so the bars the page draws are tested without a browser.
 */
import type { HourCounts } from './live-event.js';

export const COUNT_SERIES = ['made', 'shared', 'printed', 'gallery'] as const;
export type CountSeries = (typeof COUNT_SERIES)[number];

/** At most this many hours are drawn: the last ones, so the bars stay wide enough to read. */
const CHART_HOURS_MAX = 12;

/**
 * One hour's bar of one series: its count, and its height as a share of the tallest hour's (1
 * for the tallest, 0 for none), so the busiest hour always fills the plot and the rest read
 * against it, however few strips there are.
 */
export interface HourBar {
  /** `YYYY-MM-DDTHH` (UTC), as the server counts. */
  readonly hour: string;
  /** The hour's start, milliseconds since the epoch (for a label in the page's time zone). */
  readonly startMs: number;
  readonly value: number;
  /** 0 to 1: the value against the tallest hour's. */
  readonly share: number;
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

/** The bars of `series` for the hours to show (hoursToShow), scaled to the tallest hour. */
export function hourBars(counts: readonly HourCounts[], series: CountSeries): HourBar[] {
  const hours = hoursToShow(counts);
  const tallest = Math.max(0, ...hours.map((hour) => hour[series]));
  return hours.map((hour) => {
    const value = Math.max(0, hour[series]);
    return {
      hour: hour.hour,
      startMs: hourStartMs(hour.hour) ?? 0,
      value,
      share: tallest > 0 ? value / tallest : 0,
    };
  });
}
