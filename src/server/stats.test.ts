import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatPageViewStats, readPageViewStats, runStats } from './stats.js';
import type { PageViewStore } from './stores/page-views.js';
import type { Database } from './stores/schema.js';
import { createSqlPageViewStore } from './stores/sql-page-views.js';
import { openSqliteDatabase, sqliteFile } from './stores/sqlite-database.js';

const TODAY = new Date('2026-03-31T12:00:00Z');

let dataDir: string;
let db: Kysely<Database>;
let store: PageViewStore;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-stats-'));
  db = await openSqliteDatabase(sqliteFile(dataDir));
  store = createSqlPageViewStore(db);
});
afterEach(async () => {
  await db.destroy();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function views(day: string, pagePath: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await store.add(day, pagePath);
}

describe('readPageViewStats', () => {
  it('keeps the last 30 UTC days, newest first, with a total per path', async () => {
    await views('2026-03-01', '/', 1); // day 31 back: outside
    await views('2026-03-02', '/', 2); // first day of the window
    await views('2026-03-02', '/layout', 1);
    await views('2026-03-31', '/layout', 4);
    await views('2026-03-31', '/', 1);
    await views('2026-04-01', '/', 9); // after today: outside

    const stats = await readPageViewStats(store, TODAY);
    expect(stats.firstDay).toBe('2026-03-02');
    expect(stats.lastDay).toBe('2026-03-31');
    expect(stats.days).toEqual([
      { day: '2026-03-31', path: '/', count: 1 },
      { day: '2026-03-31', path: '/layout', count: 4 },
      { day: '2026-03-02', path: '/', count: 2 },
      { day: '2026-03-02', path: '/layout', count: 1 },
    ]);
    expect(stats.totals).toEqual([
      { path: '/layout', count: 5 },
      { path: '/', count: 3 },
    ]);
  });
});

describe('formatPageViewStats', () => {
  it('prints a table per day and path, then the totals', async () => {
    await views('2026-03-30', '/final-letter', 12);
    await views('2026-03-31', '/', 3);
    expect(formatPageViewStats(await readPageViewStats(store, TODAY))).toBe(
      [
        'Page views per day and path, 2026-03-02 to 2026-03-31 (UTC)',
        '',
        'Day         Path           Views',
        '2026-03-31  /                  3',
        '2026-03-30  /final-letter     12',
        '',
        'Total per path',
        '',
        'Path           Views',
        '/final-letter     12',
        '/                  3',
        '',
      ].join('\n'),
    );
  });

  it('says so when nothing was counted', async () => {
    expect(formatPageViewStats(await readPageViewStats(store, TODAY))).toBe(
      'No page views counted from 2026-03-02 to 2026-03-31 (UTC).\n',
    );
  });
});

describe('runStats', () => {
  it('reads the database in DATA_DIR', async () => {
    await views('2026-03-31', '/capture', 2);
    const printed = await runStats({ DATA_DIR: dataDir }, TODAY);
    expect(printed).toContain('2026-03-31  /capture      2');
  });

  it('creates no database where there is none', async () => {
    const empty = path.join(dataDir, 'empty');
    expect(await runStats({ DATA_DIR: empty }, TODAY)).toMatch(/^No database at .*: nothing/);
    await expect(fs.access(empty)).rejects.toThrow();
  });

  it('stops on a bad configuration, naming the variable', async () => {
    await expect(runStats({ DATA_DIR: dataDir, PORT: 'x' }, TODAY)).rejects.toThrow(/PORT: /);
  });
});
