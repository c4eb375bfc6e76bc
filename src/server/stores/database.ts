/**
 * Opens the database the configuration names, migrated to the latest schema: PostgreSQL when
 * DATABASE_URL is set, else the SQLite file in DATA_DIR. The stores take either.
 */
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from './database-url.js';
import { openPostgresDatabase, type PoolErrorLog } from './postgres-database.js';
import type { Database } from './schema.js';
import { openSqliteDatabase, sqliteFile } from './sqlite-database.js';

/** Its own settings: which database, and the folder the SQLite file is kept in. */
export interface DatabaseSettings {
  dataDir: string;
  database: DatabaseConfig;
}

export function openDatabase(
  config: DatabaseSettings,
  log?: PoolErrorLog,
): Promise<Kysely<Database>> {
  const { database } = config;
  return database.kind === 'postgres'
    ? openPostgresDatabase({ url: database.url, poolSize: database.poolSize, log })
    : openSqliteDatabase(sqliteFile(config.dataDir));
}
