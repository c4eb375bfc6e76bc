/** One set of migrations for both dialects: each runs, and means the same, on every backend. */
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { sqlBackendOfThisRun } from '../backends.js';
import { migrateToLatest } from '../../../src/server/stores/migrate.js';
import { migrations } from '../../../src/server/stores/schema.js';

const ALL = Object.keys(migrations).sort();

function migrationsContract(open: OpenTestDatabase): void {
  let t: TestDatabase | undefined;
  afterEach(() => t?.close());

  it('runs every migration once, and none on a second start', async () => {
    t = await open({ empty: true });
    await migrateToLatest(t.db);
    await migrateToLatest(t.db);
    const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(t.db);
    expect(ran.rows.map((row) => row.name).sort()).toEqual(ALL);
  });

  it('gives the strips of letters made before 004 to their first letter', async () => {
    t = await open({ empty: true });
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    expect((await migrator.migrateTo('003-page-views')).error).toBeUndefined();
    const letter = (id: string, imageUrl: string, createdAt: number) => ({
      id,
      message: id,
      image_url: imageUrl,
      created_at: createdAt,
      delete_token_hash: null,
    });
    await t.db
      .insertInto('letters')
      .values([
        letter('copy', '/strips/a.png', 2_000_000_000_000),
        letter('first', '/strips/a.png', 1_000_000_000_000),
        // Same moment: the smaller id came first.
        letter('tie-b', '/strips/b.png', 1_000_000_000_000),
        letter('tie-a', '/strips/b.png', 1_000_000_000_000),
        letter('elsewhere', 'https://example.com/c.png', 1),
      ])
      .execute();

    await migrateToLatest(t.db);
    const strips = await t.db.selectFrom('strips').selectAll().orderBy('name').execute();
    // Their size and display copy unknown (migration 005): their letters are read without.
    // Their bytes too (migration 007): they count for nothing against the quota. And they
    // belong to no shared event (migration 008). Nobody holds their claim token (migration 015):
    // they stay their letters', and no new letter can claim them.
    const unknownImage = {
      width: null,
      height: null,
      display_format: null,
      bytes: null,
      event_id: null,
      claim_hash: null,
    };
    expect(strips).toEqual([
      {
        name: 'a.png',
        uploaded_at: 1_000_000_000_000,
        letter_id: 'first',
        removing: 0,
        ...unknownImage,
      },
      {
        name: 'b.png',
        uploaded_at: 1_000_000_000_000,
        letter_id: 'tie-a',
        removing: 0,
        ...unknownImage,
      },
    ]);
  });
}

describe.each(sqlBackendOfThisRun())('migrations on $name', ({ open }) => migrationsContract(open));
