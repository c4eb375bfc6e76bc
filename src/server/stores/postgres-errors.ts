/**
 * Why PostgreSQL could not be reached at start, as one line for the operator: the variable,
 * where we tried, and the reason. Never the password, and no stack trace.
 */
import pg from 'pg';

/** `host:port` of a PostgreSQL address, for messages: never the user name or password. */
function postgresTarget(url: string): string {
  const parsed = new URL(url);
  // An address without a host (`postgres:///db?host=/run/postgresql`) goes through a socket.
  const host =
    decodeURIComponent(parsed.hostname) || parsed.searchParams.get('host') || 'the local socket';
  return `${host}:${parsed.port || '5432'}`;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0]?.trim() ?? '';
}

/** The part of an error that says what happened, in a few words. */
function reason(error: unknown): string {
  if (error instanceof pg.DatabaseError) {
    // The server's own words ("password authentication failed for user …") and its SQLSTATE.
    return `${firstLine(error.message)} (${error.code ?? 'no code'})`;
  }
  if (error instanceof Error) {
    // Node's network errors (ECONNREFUSED, ENOTFOUND…) say it best by their code; an
    // AggregateError from trying IPv6 then IPv4 has a code and an empty message.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    const message = firstLine(error.message);
    if (message !== '') return message;
  }
  return 'unknown error';
}

/**
 * `DATABASE_URL: cannot connect to db.internal:5432 (ECONNREFUSED)` and the like; `variable`
 * names where the address came from.
 */
export function describeConnectFailure(
  error: unknown,
  url: string,
  variable = 'DATABASE_URL',
): string {
  const target = postgresTarget(url);
  const line =
    error instanceof pg.DatabaseError
      ? `${variable}: ${target} refused the connection: ${reason(error)}`
      : `${variable}: cannot connect to ${target} (${reason(error)})`;
  // The server and the driver never quote the password; this makes sure of it.
  const password = URL.canParse(url) ? decodeURIComponent(new URL(url).password) : '';
  return password ? line.split(password).join('***') : line;
}
