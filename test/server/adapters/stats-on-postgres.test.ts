/** `npm run stats` on PostgreSQL (on SQLite: src/server/stats.test.ts). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runStats } from '../../../src/server/stats.js';
import { openPostgresDatabase } from '../../../src/server/stores/postgres-database.js';
import { createSqlPageViewStore } from '../../../src/server/stores/sql-page-views.js';
import { createThrowawayDatabase } from '../postgres.js';

const TODAY = new Date('2026-03-31T12:00:00Z');

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-stats-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('runStats', () => {
  it('reads PostgreSQL when DATABASE_URL is set', async () => {
    const database = await createThrowawayDatabase();
    try {
      const pg = await openPostgresDatabase({ url: database.url, poolSize: 1 });
      const pgViews = createSqlPageViewStore(pg);
      for (let i = 0; i < 3; i++) await pgViews.add('2026-03-30', '/textbox');
      await pg.destroy();
      const printed = await runStats({ DATA_DIR: dataDir, DATABASE_URL: database.url }, TODAY);
      expect(printed).toContain('2026-03-30  /textbox      3');
    } finally {
      await database.drop();
    }
  });
});
