/**
 * Letters in an embedded SQLite file through Kysely and better-sqlite3.
 * WAL with synchronous=FULL: a letter answered 201 has been flushed to disk and survives
 * `kill -9` or a power cut.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import type { LetterStore } from './letters.js';
import { migrations, type Database } from './schema.js';

export async function openSqliteLetterStore(file: string): Promise<LetterStore> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });

  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error;
  }

  return {
    async create(id, letter) {
      await db
        .insertInto('letters')
        .values({ id, message: letter.message, image_url: letter.imageUrl, created_at: Date.now() })
        .execute();
    },
    async get(id) {
      const row = await db
        .selectFrom('letters')
        .select(['message', 'image_url'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { message: row.message, imageUrl: row.image_url } : null;
    },
    async close() {
      await db.destroy();
    },
  };
}
