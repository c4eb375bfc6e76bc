/**
 * Is this error a backend (database, bucket, Redis) that cannot be reached right now? Such a
 * call answers `503 unavailable`, not 500: nothing is wrong with the request or with our code,
 * and the visitor can try again. Read from what the drivers throw: Node's network error codes,
 * PostgreSQL's connection SQLSTATEs, pg's and the AWS SDK's own wording, SQLite's busy lock.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'SQLITE_BUSY',
]);

/** PostgreSQL: class 08 (connection exception), 57P01–57P03 (server shutting down / starting). */
const POSTGRES_UNAVAILABLE = /^(08...|57P0[1-3])$/;

const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /Stream isn't writeable/i,
];

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

export function isBackendUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const e = error as ErrorLike;
  if (
    typeof e.code === 'string' &&
    (NETWORK_CODES.has(e.code) || POSTGRES_UNAVAILABLE.test(e.code))
  ) {
    return true;
  }
  if (e.name === 'TimeoutError' && e.$metadata !== undefined) return true;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  if (
    typeof e.message === 'string' &&
    DRIVER_MESSAGES.some((pattern) => pattern.test(e.message as string))
  ) {
    return true;
  }
  // AggregateError (several addresses tried) and errors wrapping their cause.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isBackendUnavailable(inner, depth + 1))) {
    return true;
  }
  return isBackendUnavailable(e.cause, depth + 1);
}

/**
 * A setting or a backend that stops the server at start, with one message for the operator
 * naming the variable and the reason (main.ts prints it as is, without a stack).
 */
export class ConfigError extends Error {}
