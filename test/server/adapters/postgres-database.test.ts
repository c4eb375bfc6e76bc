/**
 * Opening a real PostgreSQL: a refused login or a missing database named in one line, never
 * the password; migrations run once, under an advisory lock when instances start together. Runs in the server-on-services project, which checks that PostgreSQL answers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/server/backend-errors.js';
import { createThrowawayDatabase } from '../postgres.js';
import type { ThrowawayDatabase } from '../postgres.js';
import {
  MIGRATION_LOCK_KEY,
  openPostgresDatabase,
} from '../../../src/server/stores/postgres-database.js';
import { migrations, type Database } from '../../../src/server/stores/schema.js';

describe('opening PostgreSQL', () => {
  let database: ThrowawayDatabase;
  const opened: Kysely<Database>[] = [];
  beforeEach(async () => {
    database = await createThrowawayDatabase();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.destroy()));
    await database.drop();
  });

  const open = async (url = database.url) => {
    const db = await openPostgresDatabase({ url, poolSize: 2 });
    opened.push(db);
    return db;
  };

  it('names the reason when the server refuses the login, never the password', async () => {
    const url = new URL(database.url);
    url.username = 'nobody_here';
    url.password = 's3cret-pw';
    const opening = open(url.href);
    await expect(opening).rejects.toThrow(ConfigError);
    await expect(opening).rejects.toThrow(
      /^DATABASE_URL: 127\.0\.0\.1:5432 refused the connection: role "nobody_here" does not exist \(28000\)$/,
    );
  });

  it('names a database that does not exist', async () => {
    const url = new URL(database.url);
    url.pathname = '/postbooth_no_such_database';
    await expect(open(url.href)).rejects.toThrow(
      /^DATABASE_URL: .* refused the connection: database "postbooth_no_such_database" does not exist \(3D000\)$/,
    );
  });

  it('migrates once when four instances start together', async () => {
    const instances = await Promise.all([open(), open(), open(), open()]);
    const ran = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(instances[0]!);
    expect(ran.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    for (const db of instances) {
      expect(await db.selectFrom('letters').select('id').execute()).toEqual([]);
    }
  });

  it('waits for the migration lock before touching the schema', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let settled = false;
      const opening = open().finally(() => (settled = true));
      await sleep(500);
      expect(settled).toBe(false);
      const before = await holder.query<{ letters: string | null }>(
        "select to_regclass('letters') as letters",
      );
      expect(before.rows[0]?.letters).toBeNull();

      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await opening;
      const after = await holder.query<{ letters: string | null }>(
        "select to_regclass('letters') as letters",
      );
      expect(after.rows[0]?.letters).toBe('letters');
    } finally {
      await holder.end();
    }
  });
});
