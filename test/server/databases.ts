/**
 * Real databases for store tests: a fresh SQLite file in a temp folder, or a throwaway
 * PostgreSQL database. Store contracts take these factories and run the same cases on each
 * backend; each call gives a database with no rows.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import {
  createPostgresKysely,
  openPostgresDatabase,
} from '../../src/server/stores/postgres-database.js';
import type { Database } from '../../src/server/stores/schema.js';
import { KeptSqliteConnection } from '../../src/server/stores/sqlite-connection.js';
import { openSqliteDatabase, sqliteFile } from '../../src/server/stores/sqlite-database.js';
import { createThrowawayDatabase, type ThrowawayDatabase } from './postgres.js';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Closes the connections, and removes the database unless the file shares it. */
  close(): Promise<void>;
}

/** Opens a fresh database: migrated as the server opens it, or `empty` (no table at all). */
export type OpenTestDatabase = (options?: { empty?: boolean }) => Promise<TestDatabase>;

export const openTestSqlite: OpenTestDatabase = async (options = {}) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-db-'));
  const file = sqliteFile(dataDir);
  const db = options.empty
    ? new Kysely<Database>({
        dialect: new SqliteDialect({ database: new KeptSqliteConnection(file) }),
      })
    : await openSqliteDatabase(file);
  return {
    db,
    async close() {
      await db.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The pool size the server has by default: races in tests use several connections. */
const POOL_SIZE = 10;

/**
 * One migrated PostgreSQL database per test file, emptied for each test: making a fresh one
 * each time costs about 0.4 s (create, migrate, drop) on this 2-core machine. Vitest loads
 * this module anew for every file, so files never share it. Drop it with `dropTestPostgres`.
 */
let shared: Promise<ThrowawayDatabase> | undefined;

async function createMigrated(): Promise<ThrowawayDatabase> {
  const database = await createThrowawayDatabase();
  try {
    await (await openPostgresDatabase({ url: database.url, poolSize: 1 })).destroy();
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * Empties every table of ours (not Kysely's record of migrations). `delete`, not `truncate`:
 * on the few rows of a test it takes 3 ms where `truncate` takes 30 to 45.
 */
async function emptyTables(db: Kysely<Database>): Promise<void> {
  const tables = await db.introspection.getTables();
  for (const table of tables) await sql`delete from ${sql.id(table.name)}`.execute(db);
}

async function openFreshPostgres(): Promise<TestDatabase> {
  const database = await createThrowawayDatabase();
  const db = createPostgresKysely({ url: database.url, poolSize: POOL_SIZE });
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

export const openTestPostgres: OpenTestDatabase = async (options = {}) => {
  if (options.empty) return openFreshPostgres();
  shared ??= createMigrated();
  const database = await shared;
  const db = createPostgresKysely({ url: database.url, poolSize: POOL_SIZE });
  await emptyTables(db);
  return { db, close: () => db.destroy() };
};

/**
 * The address of this file's migrated database, for a test app to use (see services.ts): its
 * tables emptied first when `empty`.
 */
export async function sharedTestPostgresUrl({ empty }: { empty: boolean }): Promise<string> {
  shared ??= createMigrated();
  const database = await shared;
  if (empty) {
    emptier ??= createPostgresKysely({ url: database.url, poolSize: 1 });
    await emptyTables(emptier);
  }
  return database.url;
}

/** A connection kept to this file's database, to empty it between apps. */
let emptier: Kysely<Database> | undefined;

/** Drops this file's PostgreSQL database: `afterAll(dropTestPostgres)` where tests use it. */
export async function dropTestPostgres(): Promise<void> {
  await emptier?.destroy();
  emptier = undefined;
  const database = await shared;
  shared = undefined;
  await database?.drop();
}
