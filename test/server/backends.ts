/**
 * Which backend a contract suite (test/server/contracts) runs its cases on: the embedded one in
 * the `unit` project (SQLite, disk, memory), the service in `server-on-services` (PostgreSQL,
 * S3, Redis; its global setup has checked they answer, or skips the run, or fails it in CI).
 * So every store meets the same cases on every backend, and each backend once per `npm test`.
 */
import { openTestPostgres, openTestSqlite } from './databases.js';
import type { OpenTestDatabase } from './databases.js';
import { onServices } from './services.js';

/** The embedded backend in `unit`, the service in `server-on-services`: one, for `describe.each`. */
export function backendOfThisRun<Embedded, Service>(
  embedded: Embedded,
  service: Service,
): [Embedded | Service] {
  return [onServices() ? service : embedded];
}

/** The SQL database of this run, named for the suite's title (`$name`). */
export function sqlBackendOfThisRun(): [{ name: string; open: OpenTestDatabase }] {
  return backendOfThisRun(
    { name: 'SQLite', open: openTestSqlite },
    { name: 'PostgreSQL', open: openTestPostgres },
  );
}
