/**
 * Event codes are not guessed: each address may name only so many codes that open no event
 * (RATE_LIMIT_EVENT_CODES a minute); past it, every code it names answers 429 before any look-up,
 * so a right guess cannot be told from a wrong one. Counted where the rate limits count (in
 * memory, or in Redis across instances), per visitor address as they see it (TRUST_PROXY).
 *
 * Each look-up takes its place in the count before it runs and gives it back when it found an
 * event: guesses sent at once are counted one by one, atomically, so no more of them than the
 * limit reach the database (a check before the look-up and a count after it let every guess of
 * a burst past the check). Right codes sent at once from one address share those places while
 * they run: past the limit of them at the same instant, the last answer 429 and try again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../services/service-errors.js';
import type { WindowCounts } from '../services/window-counts.js';
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

export function createCodeGuesses(counts: WindowCounts, maxMisses: number): CodeGuesses {
  return {
    async guard(request, reply, lookup) {
      const key = `event-code-misses:${clientKey(request.ip)}`;
      const taken = await counts.add(key, WINDOW_MS);
      if (taken.count > maxMisses) {
        await counts.remove(key);
        const seconds = Math.max(1, Math.ceil(taken.ttlMs / 1000));
        reply.header('retry-after', String(seconds));
        throw rateLimited(`${seconds} seconds`);
      }
      let missed = false;
      try {
        return await lookup();
      } catch (error) {
        missed = error instanceof ServiceError && error.kind === 'event_not_found';
        throw error;
      } finally {
        if (!missed) await counts.remove(key);
      }
    },
  };
}
