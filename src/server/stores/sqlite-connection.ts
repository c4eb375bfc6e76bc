/**
 * better-sqlite3 connections whose objects the garbage collector never finalizes.
 *
 * Built against Node 24's headers, better-sqlite3's objects (node::ObjectWrap) remove a cleanup
 * hook in their destructor, and when the collector runs that destructor with no Node environment
 * current the whole process aborts (`Assertion failed: (env) != nullptr` in
 * RemoveEnvironmentCleanupHook, SIGABRT). Measured here: preparing statements in a loop aborts
 * Node 24.21 within seconds with better-sqlite3 12.11; Node 20 is not affected. So a connection
 * prepares each distinct SQL text once and keeps the statement (Kysely's queries are
 * parameterised, so their texts are few), runs its pragmas with exec() (pragma() prepares a
 * statement and drops it), and every connection is kept with its statements for the rest of the
 * process, closed or not: one in production, one per test database in the tests.
 */
import SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const keptForTheProcess = new Set<KeptSqliteConnection>();

export class KeptSqliteConnection implements SqliteDatabase {
  readonly #connection: SQLite.Database;
  readonly #statements = new Map<string, SQLite.Statement>();

  constructor(file: string) {
    this.#connection = new SQLite(file);
    // A deleted row's bytes are overwritten with zeros, not left in a free part of its page
    // (a deleted letter's message must not stay readable in the file).
    this.#connection.exec('PRAGMA secure_delete = ON');
    keptForTheProcess.add(this);
  }

  /** Runs SQL without preparing a statement object (pragmas, schema changes). */
  exec(sql: string): void {
    this.#connection.exec(sql);
  }

  prepare(sql: string): SQLite.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#connection.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** How many statements this connection has prepared (one per distinct SQL text). */
  get preparedCount(): number {
    return this.#statements.size;
  }

  close(): void {
    this.#connection.close();
  }
}
