/** The database tables as Kysely sees them, and the migrations that make them. */
import { sql, type Kysely, type Migration } from 'kysely';

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

/**
 * Every strip uploaded, and the letter it belongs to: the first letter stored with it.
 * A strip no letter claimed is removed after STRIP_UNUSED_HOURS.
 */
export interface StripsTable {
  /** The file's name in the store's `strips/` folder. */
  name: string;
  /** Milliseconds since the epoch. */
  uploaded_at: number;
  /** The owning letter; null while no letter claimed the strip. */
  letter_id: string | null;
  /** 1 once its letter is deleted: the file is being removed, and no letter may claim it. */
  removing: number;
  /** The PNG's size in pixels; null for strips uploaded before sizes were recorded. */
  width: number | null;
  height: number | null;
  /**
   * The format of the display copy stored beside the PNG (`webp`: the same name with `.webp`),
   * or null when there is none (none could be made, or the strip is older than display copies).
   */
  display_format: string | null;
  /**
   * The bytes of its files (the PNG and its display copy), counted against the quota of strips
   * no letter claimed; null for strips uploaded before sizes were counted (migration 007).
   */
  bytes: number | null;
}

/**
 * A tombstone for each deleted letter, so its link can say it was deleted (410) rather than
 * never existed (404): the SHA-256 of the id and when, nothing of the letter itself.
 */
export interface DeletedLettersTable {
  /** SHA-256 of the letter's id, as hex. */
  id_hash: string;
  /** Milliseconds since the epoch. */
  deleted_at: number;
}

export interface Database {
  letters: LettersTable;
  deleted_letters: DeletedLettersTable;
  page_views: PageViewsTable;
  strips: StripsTable;
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
  '004-strips': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('strips')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('uploaded_at', 'bigint', (col) => col.notNull())
        .addColumn('letter_id', 'text')
        .addColumn('removing', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      // Serves both "the strip of this letter" and "unclaimed strips uploaded before …".
      await db.schema
        .createIndex('strips_letter_id_uploaded_at')
        .on('strips')
        .columns(['letter_id', 'uploaded_at'])
        .execute();
      // Strips of letters stored before ownership existed belong to their first letter (by
      // time, then id). A later letter showing the same strip owns nothing: deleting it
      // leaves the strip to its owner. Unused older uploads have no row: the sweep at start
      // finds their files.
      await sql`
        insert into strips (name, uploaded_at, letter_id, removing)
        select substr(l.image_url, 9), l.created_at, l.id, 0
        from letters l
        where l.image_url like '/strips/%'
          and not exists (
            select 1 from letters e
            where e.image_url = l.image_url
              and (e.created_at < l.created_at or (e.created_at = l.created_at and e.id < l.id))
          )
      `.execute(db);
    },
  },
  '005-strip-images': {
    async up(db: Kysely<unknown>) {
      // Nullable: strips uploaded before have no recorded size and no display copy. One column
      // a statement, as SQLite adds them.
      await db.schema.alterTable('strips').addColumn('width', 'integer').execute();
      await db.schema.alterTable('strips').addColumn('height', 'integer').execute();
      await db.schema.alterTable('strips').addColumn('display_format', 'text').execute();
    },
  },
  '006-deleted-letters': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deleted_letters')
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('deleted_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },
  '007-strip-bytes': {
    async up(db: Kysely<unknown>) {
      // Nullable: strips uploaded before count for nothing against the quota. They are gone
      // within STRIP_UNUSED_HOURS unless a letter claimed them, and then they do not count.
      await db.schema.alterTable('strips').addColumn('bytes', 'bigint').execute();
    },
  },
};
