/**
 * Event codes are not guessed: each address may name only so many codes that open no event
 * (RATE_LIMIT_EVENT_CODES a minute); past it, every code it names answers 429 before any look-up,
 * so a right guess cannot be told from a wrong one. Counted where the rate limits count (in
 * memory, or in Redis across instances), per visitor address as they see it (TRUST_PROXY).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../services/service-errors.js';
import { clientKey } from './client-address.js';
import { rateLimited } from './rate-limits.js';

const WINDOW_MS = 60_000;

export interface CodeGuesses {
  /**
   * Runs `lookup`, which names an event by a code the visitor sent; when it finds no event
   * (`event_not_found`), the miss counts against the visitor's address.
   */
  guard<T>(request: FastifyRequest, reply: FastifyReply, lookup: () => Promise<T>): Promise<T>;
}

export function createCodeGuesses(app: FastifyInstance, maxMisses: number): CodeGuesses {
  const misses = app.createRateLimit({
    max: maxMisses,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `event-code-misses:${clientKey(request.ip)}`,
  });
  return {
    async guard(request, reply, lookup) {
      const seen = await misses(request, { increment: false });
      if (!seen.isAllowed && seen.remaining === 0) {
        const seconds = Math.max(1, seen.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw rateLimited(`${seconds} seconds`);
      }
      try {
        return await lookup();
      } catch (error) {
        if (error instanceof ServiceError && error.kind === 'event_not_found') {
          await misses(request);
        }
        throw error;
      }
    },
  };
}
