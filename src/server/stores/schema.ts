/** The database tables as Kysely sees them, and the migrations that make them. */
import type { Kysely, Migration } from 'kysely';

export interface LettersTable {
  id: string;
  message: string;
  image_url: string;
  /** Milliseconds since the epoch, set by the server (portable across SQLite and PostgreSQL). */
  created_at: number;
}

export interface Database {
  letters: LettersTable;
}

/** In order; each runs once, recorded by Kysely's migrator. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-letters': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('letters')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },
};
