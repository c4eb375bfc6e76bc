/**
 * Real databases for store tests, one fresh database per call: a SQLite file in a temp folder,
 * or a throwaway PostgreSQL database. Store contracts take these factories and run the same
 * cases on each backend.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { createPostgresKysely, openPostgresDatabase } from '../stores/postgres-database.js';
import type { Database } from '../stores/schema.js';
import { openSqliteDatabase, sqliteFile } from '../stores/sqlite-database.js';
import { createThrowawayDatabase } from './postgres.js';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Closes the connections and removes the database. */
  close(): Promise<void>;
}

/** Opens a fresh database: migrated as the server opens it, or `empty` (no table at all). */
export type OpenTestDatabase = (options?: { empty?: boolean }) => Promise<TestDatabase>;

export const openTestSqlite: OpenTestDatabase = async (options = {}) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-db-'));
  const file = sqliteFile(dataDir);
  const db = options.empty
    ? new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) })
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

export const openTestPostgres: OpenTestDatabase = async (options = {}) => {
  const database = await createThrowawayDatabase();
  const settings = { url: database.url, poolSize: POOL_SIZE };
  try {
    const db = options.empty
      ? createPostgresKysely(settings)
      : await openPostgresDatabase(settings);
    return {
      db,
      async close() {
        await db.destroy();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
};
