/**
 * The embedded SQLite database, through Kysely and better-sqlite3, migrated to the latest
 * schema. WAL with synchronous=FULL: a write that has resolved has been flushed to disk and
 * survives `kill -9` or a power cut.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from './migrate.js';
import { KeptSqliteConnection } from './sqlite-connection.js';
import type { Database } from './schema.js';

/** The database file inside DATA_DIR. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'postbooth.sqlite');
}

export async function openSqliteDatabase(file: string): Promise<Kysely<Database>> {
  const folder = path.dirname(file);
  if (fs.mkdirSync(folder, { recursive: true, mode: 0o700 }) !== undefined) {
    fs.chmodSync(folder, 0o700);
  }
  // Letters are private to the server's user. SQLite gives its -wal and -shm files the
  // database file's mode, so making this one 0600 covers all three.
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
  const connection = new KeptSqliteConnection(file);
  connection.exec('PRAGMA journal_mode = WAL');
  connection.exec('PRAGMA synchronous = FULL');
  connection.exec('PRAGMA busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
