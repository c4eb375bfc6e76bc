/**
 * A limit counted per visitor address over a window of its own, for a route that already has
 * its per-route rate limit (@fastify/rate-limit allows one per route): shared events created per
 * day beside those per hour. Counted where the rate limits count (memory, or Redis across
 * instances), atomically, after the request passed its schema.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { WindowCounts } from '../services/window-counts.js';
import { clientKey } from './client-address.js';
import { rateLimited } from './rate-limits.js';

export interface WindowLimit {
  /** Names the counter (`<name>:<address>`): routes count apart. */
  name: string;
  max: number;
  windowMs: number;
}

/** Past `max` in the window: 429 rate_limited with Retry-After, and nothing counted. */
export function windowLimitHook(
  counts: WindowCounts,
  { name, max, windowMs }: WindowLimit,
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const key = `${name}:${clientKey(request.ip)}`;
    const taken = await counts.add(key, windowMs);
    if (taken.count <= max) return;
    await counts.remove(key);
    const seconds = Math.max(1, Math.ceil(taken.ttlMs / 1000));
    reply.header('retry-after', String(seconds));
    const hours = Math.ceil(seconds / 3600);
    throw rateLimited(
      seconds < 120 ? `${seconds} seconds` : hours > 1 ? `${hours} hours` : '1 hour',
    );
  };
}
