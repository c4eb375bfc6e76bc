/**
 * After rows of people's words are deleted (a letter's message), SQLite's write-ahead log
 * still holds the pages as they were written, message included, until a checkpoint copies the
 * log into the database and the log is reused. On SQLite this checkpoints at once and empties
 * the log (TRUNCATE): with secure_delete (sqlite-connection.ts) the database's page then holds
 * zeros where the row was, and no copy of it is left in the log. PostgreSQL has no such call:
 * its VACUUM is the server's business (docs/hosting.md).
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

export async function forgetDeletedRows(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  // The delete has committed: a checkpoint that fails (another process reading the file
  // holds the log) must not answer the delete with an error. SQLite's own checkpoint, after
  // 1000 pages, or the next delete's, copies the log later.
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db).catch(() => undefined);
}
