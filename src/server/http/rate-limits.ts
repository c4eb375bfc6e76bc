/**
 * Rate limits. Each route declares its own budget in `config.rateLimit` ({ max, timeWindow })
 * and counts apart from the others, per visitor address. The counters live in memory (one
 * instance) or, with REDIS_URL, in Redis: one budget across all instances.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import { HttpError } from './errors.js';
import { connectRedis } from '../redis.js';
import { watchRedisOutages } from '../redis-outages.js';
import {
  createMemoryWindowCounts,
  createRedisWindowCounts,
  type WindowCounts,
} from '../services/window-counts.js';

export interface RateLimitCounters {
  kind: 'memory' | 'redis';
  /** For the readiness check: rejects, within a second, when the counters cannot be reached. */
  ping(): Promise<void>;
  /**
   * Counters for the limits checked by hand rather than per route (codes that name no event,
   * events created per day): where the route limits count, under the same prefix.
   */
  windows: WindowCounts;
}

/** Registers the plugin; call it before the routes, which it reads as they are added. */
export async function registerRateLimits(
  app: FastifyInstance,
  config: AppConfig,
): Promise<RateLimitCounters> {
  const redis = config.redis ? await openRedisCounters(app, config.redis) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...redis?.options,
    errorResponseBuilder: (_request, context) => rateLimited(context.after),
  });
  return (
    redis?.counters ?? { kind: 'memory', ping: async () => {}, windows: createMemoryWindowCounts() }
  );
}

/** The answer past a budget; `after` says how long to wait ("1 minute", "12 seconds"). */
export function rateLimited(after: string): HttpError {
  return new HttpError(429, 'rate_limited', rateLimitedMessage(after));
}

export function rateLimitedMessage(after: string): string {
  return `Too many requests. Please wait ${after} and try again.`;
}

async function openRedisCounters(
  app: FastifyInstance,
  { url, prefix }: { url: string; prefix: string },
) {
  const connection = await connectRedis(url);
  const stopWatching = watchRedisOutages(connection, app.log);
  app.addHook('onClose', async () => {
    stopWatching();
    connection.close();
  });
  app.log.info({ redis: connection.address, prefix }, 'rate limits counted in Redis');
  return {
    options: {
      redis: connection.client,
      // The plugin adds the route to this for each route's counters ("POST/api/strips-"),
      // then the visitor's address: routes count apart, as they do in memory.
      nameSpace: `${prefix}rate-limit:`,
      // Fail open: while Redis is away, a request goes through uncounted (and
      // watchRedisOutages has told the operators) rather than being refused.
      skipOnError: true,
    },
    counters: {
      kind: 'redis',
      ping: connection.ping,
      windows: createRedisWindowCounts(connection.client, prefix),
    } satisfies RateLimitCounters,
  };
}
