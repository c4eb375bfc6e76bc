/** The strip records' contract, run on every real backend: SQLite and PostgreSQL. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { sqlBackendOfThisRun } from '../backends.js';
import { createSqlStripRecords } from '../../../src/server/stores/sql-strips.js';
import type { StripImage, StripRecords } from '../../../src/server/stores/strips.js';

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

  it('keeps the claim hash of each upload, by either way of recording it', async () => {
    await strips.add('s1.png', T, { ...IMAGE, claimHash: 'a'.repeat(64) });
    await strips.add('s2.png', T, { ...IMAGE, claimHash: 'b'.repeat(64) }, 10_000_000);
    await strips.add('s3.png', T, IMAGE);
    expect(await strips.claimOf('s1.png')).toEqual({ claimHash: 'a'.repeat(64) });
    expect(await strips.claimOf('s2.png')).toEqual({ claimHash: 'b'.repeat(64) });
    expect(await strips.claimOf('s3.png')).toEqual({ claimHash: null });
    expect(await strips.claimOf('s4.png')).toBeNull();
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

  const claim = (name: string) =>
    t.db
      .updateTable('strips')
      .set({ letter_id: `letter-of-${name}` })
      .where('name', '=', name)
      .execute();
  const names = async () =>
    (await t.db.selectFrom('strips').select('name').orderBy('name').execute()).map((r) => r.name);

  it('records an upload only while the unclaimed strips stay within their quota', async () => {
    const sized = (bytes: number): StripImage => ({ ...IMAGE, bytes });
    expect(await strips.add('a.png', T, sized(600), 1000)).toBe(true);
    expect(await strips.add('b.png', T, sized(400), 1000)).toBe(true);
    expect(await strips.unclaimedBytes()).toBe(1000);
    // Full: refused, and nothing recorded.
    expect(await strips.add('c.png', T, sized(1), 1000)).toBe(false);
    expect(await names()).toEqual(['a.png', 'b.png']);
    // A strip a letter claimed no longer counts.
    await claim('a.png');
    expect(await strips.unclaimedBytes()).toBe(400);
    expect(await strips.add('c.png', T, sized(600), 1000)).toBe(true);
    // Older strips, recorded without a size, count for nothing; without a quota, no check.
    expect(await strips.add('old.png', T, IMAGE, 1000)).toBe(true);
    expect(await strips.add('d.png', T, sized(5000))).toBe(true);
    expect(await strips.unclaimedBytes()).toBe(6000);
  });

  it('counts bytes past 2^32 exactly, as a number', async () => {
    await strips.add('big.png', T, { ...IMAGE, bytes: 2 ** 33 });
    await strips.add('more.png', T, { ...IMAGE, bytes: 1 });
    expect(await strips.unclaimedBytes()).toBe(2 ** 33 + 1);
  });

  it('lists unclaimed strips uploaded before a moment, oldest first, with their sizes', async () => {
    await strips.add('second.png', T - 2, { ...IMAGE, bytes: 20 });
    await strips.add('first.png', T - 3, { ...IMAGE, bytes: 10 });
    await strips.add('unsized.png', T - 1, IMAGE);
    await strips.add('recent.png', T, { ...IMAGE, bytes: 5 });
    await strips.add('claimed.png', T - 9, { ...IMAGE, bytes: 5 });
    await claim('claimed.png');
    await strips.add('removing.png', T - 9, { ...IMAGE, bytes: 5 });
    expect(await strips.markRemoving('removing.png')).toBe(true);
    expect(await strips.oldestUnclaimed(T, 10)).toEqual([
      { name: 'first.png', bytes: 10 },
      { name: 'second.png', bytes: 20 },
      { name: 'unsized.png', bytes: 0 },
    ]);
    expect(await strips.oldestUnclaimed(T, 1)).toEqual([{ name: 'first.png', bytes: 10 }]);
  });

  it('marks an unclaimed strip for removal once, never a claimed one', async () => {
    await strips.add('free.png', T, IMAGE);
    await strips.add('claimed.png', T, IMAGE);
    await claim('claimed.png');
    expect(await strips.markRemoving('claimed.png')).toBe(false);
    expect(await strips.markRemoving('free.png')).toBe(true);
    expect(await strips.markRemoving('free.png')).toBe(false);
    expect(await strips.markRemoving('missing.png')).toBe(false);
    // The sweep then removes it like the strip of a deleted letter.
    expect(await strips.expired(0, 10)).toEqual(['free.png']);
  });
}

afterAll(dropTestPostgres);
describe.each(sqlBackendOfThisRun())('SQL strip records on $name', ({ open }) =>
  stripRecordsContract(open),
);
