/**
 * PostgreSQL through Kysely and a `pg` pool, migrated to the latest schema at start. Several
 * instances starting together take turns: the migrations run under an advisory lock.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../backend-errors.js';
import { migrateToLatest } from './migrate.js';
import { describeConnectFailure } from './postgres-errors.js';
import type { Database } from './schema.js';

/**
 * Key of the session advisory lock held while migrating: "PBMG" in ASCII. Any constant will
 * do that another application sharing the database is unlikely to lock; Kysely's own lock
 * (inside its migration transaction) uses a different key, so the two never collide.
 */
export const MIGRATION_LOCK_KEY = 0x50_42_4d_47;

/** A server that does not answer at all stops the start with a message, instead of a hang. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * int8 (`bigint`) as a JavaScript number, as SQLite gives it: `pg` returns a string, since
 * int8 can exceed 2^53. Our bigints are milliseconds since the epoch, far below that; a value
 * that would lose digits fails its query instead of being read wrong.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} does not fit a JavaScript number exactly`);
  }
  return value;
}

const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, parseInt8);

/** Where errors of idle pooled connections go (a restarted server, a dropped link). */
export interface PoolErrorLog {
  error(details: { err: unknown }, message: string): void;
}

export interface PostgresOptions {
  url: string;
  poolSize: number;
  log?: PoolErrorLog;
}

/** Kysely on a pool for `url`, not connected yet and not migrated. */
export function createPostgresKysely(options: PostgresOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types,
  });
  // Without a listener, an idle connection that breaks would throw and end the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => options.log?.error({ err: error }, 'idle database connection lost'));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Kysely<Database>> {
  const db = createPostgresKysely(options);
  try {
    await checkConnection(db, options.url);
    await migrateUnderLock(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** A wrong address, password or database name is a configuration error: one line, no stack. */
async function checkConnection(db: Kysely<Database>, url: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw new ConfigError(describeConnectFailure(error, url));
  }
}

/**
 * The whole migration, including the creation of Kysely's own bookkeeping tables (which two
 * instances could otherwise create at the same moment), runs while this session holds the
 * lock: on one dedicated connection, since an advisory lock belongs to its session.
 */
async function migrateUnderLock(db: Kysely<Database>): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await migrateToLatest(connection);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
