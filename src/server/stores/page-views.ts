/** Cookieless page-view counts, behind a small interface (SQLite or PostgreSQL). */
export interface PageViewCount {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  path: string;
  count: number;
}

export interface PageViewStore {
  /** Adds one view of `path` on `day` (UTC, `YYYY-MM-DD`). */
  add(day: string, path: string): Promise<void>;
  /** The counts from `firstDay` on (inclusive), newest day first, then by path. */
  since(firstDay: string): Promise<PageViewCount[]>;
}

/** The UTC day of a moment, `YYYY-MM-DD`: the finest time a view is kept with. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
