/**
 * A query Kysely builds and compiles once, then runs with each new value. Kysely otherwise
 * builds the query's tree and compiles it to SQL on every call: in a CPU profile of the
 * friend's page under reads, that and preparing the statement again took about a quarter of
 * the server's time. The SQL text stays the same, so the SQLite connection finds its kept
 * statement by it (sqlite-connection.ts).
 */
import { createQueryId, type Compilable, type CompiledQuery } from 'kysely';

/** Stands for the value while compiling; no real value is this. */
const PLACEHOLDER = '\u0000compiled-once';

/** `query` compiled once; it must have exactly one parameter, the value it is given. */
export function compiledOnce<Row>(
  query: (value: string) => Compilable<Row>,
): (value: string) => CompiledQuery<Row> {
  const compiled = query(PLACEHOLDER).compile();
  if (compiled.parameters.length !== 1 || compiled.parameters[0] !== PLACEHOLDER) {
    throw new Error(`compiledOnce needs a query with one parameter, the value: ${compiled.sql}`);
  }
  return (value) => ({ ...compiled, queryId: createQueryId(), parameters: [value] });
}
