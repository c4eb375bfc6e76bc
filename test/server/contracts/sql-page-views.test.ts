/** The page-view store's contract, run on every real backend: SQLite and PostgreSQL. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { sqlBackendOfThisRun } from '../backends.js';
import type { PageViewStore } from '../../../src/server/stores/page-views.js';
import { createSqlPageViewStore } from '../../../src/server/stores/sql-page-views.js';

function pageViewStoreContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let pageViews: PageViewStore;
  beforeEach(async () => {
    t = await open();
    pageViews = createSqlPageViewStore(t.db);
  });
  afterEach(() => t.close());

  it('counts every one of many views of a page arriving at once', async () => {
    await Promise.all(Array.from({ length: 50 }, () => pageViews.add('2026-03-31', '/layout')));
    expect(await pageViews.since('2026-03-31')).toEqual([
      { day: '2026-03-31', path: '/layout', count: 50 },
    ]);
  });

  it('keeps one count per day and path', async () => {
    await pageViews.add('2026-03-30', '/');
    await pageViews.add('2026-03-31', '/');
    await pageViews.add('2026-03-31', '/');
    await pageViews.add('2026-03-31', '/edit');
    expect(await pageViews.since('2026-03-30')).toEqual([
      { day: '2026-03-31', path: '/', count: 2 },
      { day: '2026-03-31', path: '/edit', count: 1 },
      { day: '2026-03-30', path: '/', count: 1 },
    ]);
  });

  it('reads from the first day on, inclusive', async () => {
    await pageViews.add('2026-03-01', '/');
    await pageViews.add('2026-03-02', '/');
    expect((await pageViews.since('2026-03-02')).map((row) => row.day)).toEqual(['2026-03-02']);
  });

  it('orders paths by character code on every backend, whatever the database collation', async () => {
    for (const path of ['/ab', '/a-b', '/B', '/a']) await pageViews.add('2026-03-31', path);
    expect((await pageViews.since('2026-03-31')).map((row) => row.path)).toEqual([
      '/B',
      '/a',
      '/a-b',
      '/ab',
    ]);
  });
}

afterAll(dropTestPostgres);
describe.each(sqlBackendOfThisRun())('SQL page-view store on $name', ({ open }) =>
  pageViewStoreContract(open),
);
