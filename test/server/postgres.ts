/**
 * PostgreSQL for tests: throwaway databases on the server at POSTBOOTH_TEST_POSTGRES_URL,
 * each dropped after use. PostgreSQL is optional on a developer's machine: without one the
 * PostgreSQL suites are skipped with a printed note saying how to run them. With CI=true a
 * missing server fails the run instead.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describeConnectFailure } from '../../src/server/stores/postgres-errors.js';

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const VARIABLE = 'POSTBOOTH_TEST_POSTGRES_URL';

/** The maintenance connection: a database we may connect to and create others from. */
export function testPostgresUrl(env: Record<string, string | undefined> = process.env): string {
  return env[VARIABLE]?.trim() || DEFAULT_TEST_POSTGRES_URL;
}

export type SuiteDecision =
  { run: true } | { run: false; notice: string } | { run: false; failure: string };

export const POSTGRES_HOW_TO_RUN =
  `start PostgreSQL (for example: pg_ctlcluster 15 main start) or set ${VARIABLE} ` +
  `(default ${DEFAULT_TEST_POSTGRES_URL}); see docs/development.md, "PostgreSQL for the tests".`;

/** What to do with `suites` given why the server could not be reached (undefined: it could). */
export function decidePostgresSuites(
  suites: string,
  unreachable: string | undefined,
  ci: boolean,
): SuiteDecision {
  if (unreachable === undefined) return { run: true };
  if (ci) {
    const failure = `PostgreSQL is required with CI=true: ${unreachable}. To run the tests: ${POSTGRES_HOW_TO_RUN}`;
    return { run: false, failure };
  }
  return {
    run: false,
    notice: `PostgreSQL suites did not run (${suites}): ${unreachable}. To run them: ${POSTGRES_HOW_TO_RUN}`,
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Why the test server cannot be reached, or undefined when it answers. */
async function probe(url: string): Promise<string | undefined> {
  try {
    await withClient(url, (client) => client.query('select 1'));
    return undefined;
  } catch (error) {
    return describeConnectFailure(error, url, VARIABLE);
  }
}

/** Why the test server at POSTBOOTH_TEST_POSTGRES_URL cannot be reached, or undefined. */
export function postgresProblem(): Promise<string | undefined> {
  return probe(testPostgresUrl());
}

/**
 * Whether this file's PostgreSQL suites run. Call once at the top of a test file, before its
 * `describe`s: prints the note when they are skipped; throws with CI=true.
 */
export async function postgresForTests(suites: string): Promise<boolean> {
  const decision = decidePostgresSuites(suites, await postgresProblem(), process.env.CI === 'true');
  if ('failure' in decision) throw new Error(decision.failure);
  if ('notice' in decision) console.warn(decision.notice);
  return decision.run;
}

export interface ThrowawayDatabase {
  /** Address of the new database, with the maintenance connection's user and password. */
  url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/**
 * A new empty database. It sorts text by English rules (ICU `en-US`), as production databases
 * made with a language's locale do, so a store that relied on code-point order would fail here.
 */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const maintenance = testPostgresUrl();
  const name = `postbooth_test_${randomBytes(8).toString('hex')}`;
  await withClient(maintenance, async (client) => {
    try {
      await client.query(
        `create database ${name} template template0 encoding 'UTF8' locale_provider icu icu_locale 'en-US'`,
      );
    } catch (error) {
      // A server built without ICU (0A000), or older than 15 (42601): its default locale.
      const code = error instanceof pg.DatabaseError ? error.code : undefined;
      if (code !== '0A000' && code !== '42601') throw error;
      await client.query(`create database ${name}`);
    }
  });
  const url = new URL(maintenance);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      withClient(maintenance, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
