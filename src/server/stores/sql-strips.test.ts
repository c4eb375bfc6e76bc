/** The strip records' contract, run on every real backend: SQLite and PostgreSQL. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres, openTestPostgres, openTestSqlite } from '../testing/databases.js';
import type { OpenTestDatabase, TestDatabase } from '../testing/databases.js';
import { postgresForTests } from '../testing/postgres.js';
import { createSqlStripRecords } from './sql-strips.js';
import type { StripImage, StripRecords } from './strips.js';

const postgres = await postgresForTests('strip records on PostgreSQL');

/** A moment in 2026, in milliseconds: past 2^32, so an int4 column would not hold it. */
const T = 1_780_000_000_000;
const IMAGE: StripImage = { width: 600, height: 2664, display: 'webp' };

function stripRecordsContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let strips: StripRecords;
  beforeEach(async () => {
    t = await open();
    strips = createSqlStripRecords(t.db);
  });
  afterEach(() => t.close());

  it('records an upload, tells it is there, and forgets it', async () => {
    await strips.add('s1.png', T, IMAGE);
    expect(await strips.has('s1.png')).toBe(true);
    expect(await strips.has('s2.png')).toBe(false);
    await strips.remove('s1.png');
    expect(await strips.has('s1.png')).toBe(false);
  });

  it('keeps the upload time exactly, as a number', async () => {
    await strips.add('s1.png', T + 1, IMAGE);
    const row = await t.db.selectFrom('strips').select('uploaded_at').executeTakeFirstOrThrow();
    expect(row.uploaded_at).toBe(T + 1);
  });

  it("keeps the PNG's size and its display copy's format, or none", async () => {
    await strips.add('s1.png', T, IMAGE);
    await strips.add('s2.png', T, { width: 1, height: 8192, display: null });
    const rows = await t.db
      .selectFrom('strips')
      .select(['name', 'width', 'height', 'display_format'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 's1.png', width: 600, height: 2664, display_format: 'webp' },
      { name: 's2.png', width: 1, height: 8192, display_format: null },
    ]);
  });

  it('refuses a name recorded already', async () => {
    await strips.add('s1.png', T, IMAGE);
    await expect(strips.add('s1.png', T, IMAGE)).rejects.toThrow();
  });

  it('finds unclaimed strips uploaded before a moment, and strips marked for removal', async () => {
    await strips.add('old.png', T - 1, IMAGE);
    await strips.add('now.png', T, IMAGE);
    await strips.add('claimed.png', T - 1, IMAGE);
    await strips.add('removing.png', T + 1, IMAGE);
    await t.db
      .updateTable('strips')
      .set({ letter_id: 'letter-1' })
      .where('name', 'in', ['claimed.png', 'removing.png'])
      .execute();
    await t.db
      .updateTable('strips')
      .set({ removing: 1 })
      .where('name', '=', 'removing.png')
      .execute();

    expect((await strips.expired(T, 10)).sort()).toEqual(['old.png', 'removing.png']);
  });

  it('finds at most `limit` names', async () => {
    for (let n = 0; n < 5; n++) await strips.add(`s${n}.png`, T, IMAGE);
    expect(await strips.expired(T + 1, 3)).toHaveLength(3);
  });
}

describe('SQL strip records on SQLite', () => stripRecordsContract(openTestSqlite));
afterAll(dropTestPostgres);
describe.runIf(postgres)('SQL strip records on PostgreSQL', () =>
  stripRecordsContract(openTestPostgres),
);
