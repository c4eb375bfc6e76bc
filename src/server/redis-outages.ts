/**
 * While Redis is away, rate limits fail open: requests go through without being counted.
 * Operators must know, but once per outage, not once per request: one warning when the
 * connection is lost, one line when Redis answers again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnection } from './redis.js';

export const REDIS_LOST_MESSAGE =
  'Redis unreachable: rate limits are not enforced until it answers again';
export const REDIS_BACK_MESSAGE = 'Redis answers again: rate limits are enforced';

/** Logs outages of the connection until the returned function is called (before closing). */
export function watchRedisOutages(
  { client, address }: RedisConnection,
  log: FastifyBaseLogger,
): () => void {
  let down = false;
  let watching = true;
  const lost = (reason: string) => {
    if (!watching || down) return;
    down = true;
    log.warn({ redis: address, reason }, REDIS_LOST_MESSAGE);
  };
  // A stopped server closes the connection; a silent one is closed by the socket timeout;
  // each reconnection attempt that fails is an error. Whichever comes first names the cause.
  client.on('error', (error: Error) => lost(error.message));
  client.on('close', () => lost('connection closed'));
  client.on('ready', () => {
    if (!watching || !down) return;
    down = false;
    log.info({ redis: address }, REDIS_BACK_MESSAGE);
  });
  return () => {
    watching = false;
  };
}
