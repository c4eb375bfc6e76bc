/** The database tables as Kysely sees them, and the migrations that make them. */
import type { Kysely, Migration } from 'kysely';

export interface LettersTable {
  id: string;
  message: string;
  image_url: string;
  /** Milliseconds since the epoch, set by the server (portable across SQLite and PostgreSQL). */
  created_at: number;
  /** SHA-256 of the letter's delete token, as hex; null for letters made before tokens existed. */
  delete_token_hash: string | null;
}

/** Page views per UTC day (`YYYY-MM-DD`) and app path: nothing that tells visitors apart. */
export interface PageViewsTable {
  day: string;
  path: string;
  count: number;
}

export interface Database {
  letters: LettersTable;
  page_views: PageViewsTable;
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
  '002-letter-delete-tokens': {
    async up(db: Kysely<unknown>) {
      // Nullable: letters made before this migration have no token, and cannot be deleted.
      await db.schema.alterTable('letters').addColumn('delete_token_hash', 'text').execute();
      // A deletion asks whether another letter still shows the same strip.
      await db.schema.createIndex('letters_image_url').on('letters').column('image_url').execute();
    },
  },
  '003-page-views': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_views')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('page_views_pk', ['day', 'path'])
        .execute();
    },
  },
};
