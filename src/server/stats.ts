/**
 * `npm run stats`: page views per UTC day and path over the last 30 days, and a total per
 * path, read from the server's database (DATABASE_URL, else the SQLite file in DATA_DIR).
 * Compiled with the server; scripts/stats.js runs the compiled copy.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from './config.js';
import type { PageViewCount, PageViewStore } from './stores/page-views.js';
import { utcDay } from './stores/page-views.js';
import { createSqlPageViewStore } from './stores/sql-page-views.js';
import { openDatabase } from './stores/database.js';
import { sqliteFile } from './stores/sqlite-database.js';

export const STATS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PathTotal {
  path: string;
  count: number;
}

export interface PageViewStats {
  /** The window, UTC days, both included. */
  firstDay: string;
  lastDay: string;
  /** Newest day first, then by path. */
  days: PageViewCount[];
  /** Most viewed first, then by path. */
  totals: PathTotal[];
}

/** The counts of the `days` UTC days that end with `today`. */
export async function readPageViewStats(
  pageViews: PageViewStore,
  today: Date,
  days = STATS_DAYS,
): Promise<PageViewStats> {
  const firstDay = utcDay(new Date(today.getTime() - (days - 1) * DAY_MS));
  const lastDay = utcDay(today);
  // Counts made after `today` (a clock set back) belong to no window we print.
  const rows = (await pageViews.since(firstDay)).filter((row) => row.day <= lastDay);
  const byPath = new Map<string, number>();
  for (const row of rows) byPath.set(row.path, (byPath.get(row.path) ?? 0) + row.count);
  const totals = [...byPath]
    .map(([path, count]) => ({ path, count }))
    .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path));
  return { firstDay, lastDay, days: rows, totals };
}

/** Columns padded to their widest cell; numbers to the right. */
function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const numeric = header.map(
    (_, column) => rows.length > 0 && typeof rows[0]?.[column] === 'number',
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) =>
          numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function formatPageViewStats(stats: PageViewStats): string {
  const window = `${stats.firstDay} to ${stats.lastDay} (UTC)`;
  if (stats.days.length === 0) return `No page views counted from ${window}.\n`;
  return [
    `Page views per day and path, ${window}`,
    '',
    table(
      ['Day', 'Path', 'Views'],
      stats.days.map((row) => [row.day, row.path, row.count]),
    ),
    '',
    'Total per path',
    '',
    table(
      ['Path', 'Views'],
      stats.totals.map((row) => [row.path, row.count]),
    ),
    '',
  ].join('\n');
}

/** What `npm run stats` prints, for the database `env` names, as the server would open it. */
export async function runStats(
  env: Record<string, string | undefined>,
  today = new Date(),
): Promise<string> {
  const config = loadConfig(env);
  if (config.database.kind === 'sqlite') {
    const file = sqliteFile(config.dataDir);
    // Opening would create an empty database; say so instead.
    if (!existsSync(file)) return `No database at ${file}: nothing has been counted yet.\n`;
  }
  // The server's own opening: an older database is migrated, as the server would at start.
  const db = await openDatabase(config);
  try {
    return formatPageViewStats(await readPageViewStats(createSqlPageViewStore(db), today));
  } finally {
    await db.destroy();
  }
}
