/**
 * The one Redis client of an instance; it holds the shared rate-limit counters. It is set up
 * to fail fast while Redis is away (no queue of commands waiting for a reconnection, short
 * timeouts), so that a visitor never waits long on it.
 */
import { Redis } from 'ioredis';
import { ConfigError } from './backend-errors.js';

/** A reply slower than this is an error: the request goes on without Redis. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** With a command waiting, a silent connection is closed after this and opened again. */
const SOCKET_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 1_000;
/** The whole check at start: connect, then PING. */
const START_TIMEOUT_MS = 2_000;
/** For the readiness check. */
const REDIS_PING_TIMEOUT_MS = 1_000;

export interface RedisConnection {
  client: Redis;
  /** The address without user name or password: safe for logs and messages. */
  address: string;
  /** Resolves when Redis answers PING within a second; rejects with the reason otherwise. */
  ping(): Promise<void>;
  close(): void;
}

/**
 * Connects and checks that Redis answers. A Redis that cannot be reached stops the start
 * with one line naming REDIS_URL and the reason (a ConfigError, which main.ts prints as is).
 */
export async function connectRedis(url: string): Promise<RedisConnection> {
  const address = redisAddress(url);
  const client = new Redis(url, {
    // Connected here, at start, rather than by the first request: a wrong address must stop
    // the server now, not be found out by visitors.
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // While disconnected, a command fails at once instead of waiting for the connection.
    enableOfflineQueue: false,
    // A command cut off by a lost connection is not sent again: it may have counted already.
    maxRetriesPerRequest: 0,
    // Try again soon after an outage, so counting resumes within a second or so.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  // ioredis reports connection errors as events; without a listener it prints them itself.
  let lastError: Error | undefined;
  client.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await withTimeout(
      client.connect().then(() => client.ping()),
      START_TIMEOUT_MS,
      `no answer within ${START_TIMEOUT_MS} ms`,
    );
  } catch (error) {
    client.disconnect();
    // connect() only says "Connection is closed."; the error event has the cause.
    const reason = lastError?.message ?? messageOf(error);
    throw new ConfigError(
      `REDIS_URL: cannot use Redis at ${address} (${withoutPassword(reason, url)})`,
    );
  }
  return {
    client,
    address,
    ping: async () => {
      await withTimeout(client.ping(), REDIS_PING_TIMEOUT_MS, 'Redis did not answer PING');
    },
    close: () => client.disconnect(),
  };
}

/** `redis://host:port/db` without user name and password. */
export function redisAddress(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/** Redis does not echo passwords, but a message that did must not reach a log. */
function withoutPassword(message: string, url: string): string {
  const password = decodeURIComponent(new URL(url).password);
  return password ? message.replaceAll(password, '***') : message;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
