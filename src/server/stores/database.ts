/**
 * Opens the database the configuration names, migrated to the latest schema: PostgreSQL when
 * DATABASE_URL is set, else the SQLite file in DATA_DIR. The stores take either.
 */
import type { Kysely } from 'kysely';
import { openPostgresDatabase, type PoolErrorLog } from './postgres-database.js';
import type { Database } from './schema.js';
import { openSqliteDatabase, sqliteFile } from './sqlite-database.js';

/** Where the tables live. */
export type DatabaseConfig =
  | { kind: 'sqlite' }
  | {
      kind: 'postgres';
      /** The address as given, password included: hand it to the driver only, never print it. */
      url: string;
      /** Connections the pool keeps at most. */
      poolSize: number;
    };

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
