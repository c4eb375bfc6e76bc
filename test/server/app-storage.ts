/**
 * A look into what a test app stored, whichever backends it runs on (test-app.ts): its database
 * (the SQLite file in DATA_DIR, or its PostgreSQL database) and its files (DATA_DIR, or its
 * bucket). For tests that check rows and files, age them, or set the schema back to an earlier
 * release, on whichever backends the app runs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import type { AppConfig } from '../../src/server/config.js';
import type { BlobStore } from '../../src/server/stores/blobs.js';
import { openBlobStore } from '../../src/server/stores/open-blobs.js';
import { createPostgresKysely } from '../../src/server/stores/postgres-database.js';
import { migrations } from '../../src/server/stores/schema.js';
import type { Database } from '../../src/server/stores/schema.js';
import { createS3Client } from '../../src/server/stores/s3-client.js';
import { KeptSqliteConnection } from '../../src/server/stores/sqlite-connection.js';
import { sqliteFile } from '../../src/server/stores/sqlite-database.js';
import { bucketKeys } from './s3.js';

type Backends = Pick<AppConfig, 'dataDir' | 'database' | 's3'>;

/** A connection of our own to the app's database (the app may be running or closed). */
function openDatabase(config: Backends): Kysely<Database> {
  if (config.database.kind === 'postgres') {
    return createPostgresKysely({ url: config.database.url, poolSize: 1 });
  }
  const database = new KeptSqliteConnection(sqliteFile(config.dataDir));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** Runs `use` on the app's database. Write only while the app is closed (SQLite locks). */
export async function withAppDatabase<T>(
  config: Backends,
  use: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const db = openDatabase(config);
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

/** Runs `use` on the app's file store (its DATA_DIR or its bucket), as the app opens it. */
export async function withAppBlobs<T>(
  config: Backends,
  folders: readonly string[],
  use: (blobs: BlobStore) => Promise<T>,
): Promise<T> {
  const store = await openBlobStore(config, folders);
  try {
    return await use(store.blobs);
  } finally {
    await store.close();
  }
}

/**
 * Replaces the app's database, while the app is closed, by an empty one migrated with only the
 * migrations named before `firstMissing` (say '004-strips'): the database an earlier release
 * left. `fill` stores its rows; the next buildApp migrates it to the latest schema.
 */
export async function recreateAppDatabaseBefore<OldSchema>(
  config: Backends,
  firstMissing: string,
  fill: (db: Kysely<OldSchema>) => Promise<void>,
): Promise<void> {
  if (config.database.kind === 'sqlite') {
    const file = sqliteFile(config.dataDir);
    for (const suffix of ['', '-wal', '-shm']) await fs.rm(file + suffix, { force: true });
  }
  const db = openDatabase(config);
  try {
    if (config.database.kind === 'postgres') await dropEveryTable(db);
    const earlier = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name < firstMissing),
    );
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(earlier) },
    }).migrateToLatest();
    if (error) throw error;
    await fill(db as unknown as Kysely<OldSchema>);
  } finally {
    await db.destroy();
  }
}

/** Every table of ours and Kysely's record of migrations. */
async function dropEveryTable(db: Kysely<Database>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  for (const table of tables) await sql`drop table ${sql.id(table.name)} cascade`.execute(db);
}

/** The names of the files in a folder of the app's store (`strips`, `stickers`), sorted. */
export async function storedFileNames(config: Backends, folder: string): Promise<string[]> {
  if (!config.s3) return (await fs.readdir(path.join(config.dataDir, folder))).sort();
  const client = createS3Client(config.s3);
  try {
    const keys = await bucketKeys(client, config.s3.bucket, `${folder}/`);
    return keys.map((key) => key.slice(folder.length + 1));
  } finally {
    client.destroy();
  }
}

/** The bytes of a stored file, by its key (`strips/<name>`), read from the store itself. */
export async function readStoredFile(config: Backends, key: string): Promise<Buffer> {
  if (!config.s3) return fs.readFile(path.join(config.dataDir, key));
  const client = createS3Client(config.s3);
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: config.s3.bucket, Key: key }));
    if (!object.Body) throw new Error(`${key}: no body`);
    return Buffer.from(await object.Body.transformToByteArray());
  } finally {
    client.destroy();
  }
}
