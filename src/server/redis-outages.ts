/**
 * While Redis is away, rate limits fail open: requests go through without being counted.
 * Operators must know, but once per outage, not once per request: one warning when the
 * connection is lost, one line when Redis answers again.
 */
import type { RedisConnection } from './redis.js';

export const REDIS_LOST_MESSAGE =
  'Redis unreachable: rate limits are not enforced until it answers again';
export const REDIS_BACK_MESSAGE = 'Redis answers again: rate limits are enforced';

/** What is logged when Redis is lost and when it is back (the rate limits' by default). */
export interface OutageMessages {
  lost: string;
  back: string;
}

/** Where the two lines go: Fastify's logger, or a part's own. */
export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Logs outages of the connection until the returned function is called (before closing). */
export function watchRedisOutages(
  { client, address }: Pick<RedisConnection, 'client' | 'address'>,
  log: OutageLog,
  messages: OutageMessages = { lost: REDIS_LOST_MESSAGE, back: REDIS_BACK_MESSAGE },
): () => void {
  let down = false;
  let watching = true;
  const lost = (reason: string) => {
    if (!watching || down) return;
    down = true;
    log.warn({ redis: address, reason }, messages.lost);
  };
  // A stopped server closes the connection; a silent one is closed by the socket timeout;
  // each reconnection attempt that fails is an error. Whichever comes first names the cause.
  client.on('error', (error: Error) => lost(error.message));
  client.on('close', () => lost('connection closed'));
  client.on('ready', () => {
    if (!watching || !down) return;
    down = false;
    log.info({ redis: address }, messages.back);
  });
  return () => {
    watching = false;
  };
}
