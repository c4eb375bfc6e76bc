/**
 * Event codes are not guessed: each address may name only so many codes that open no event
 * (RATE_LIMIT_EVENT_CODES a minute); past it, every code it names answers 429 before any look-up,
 * so a right guess cannot be told from a wrong one. Counted where the rate limits count (in
 * memory, or in Redis across instances), per visitor address as they see it (TRUST_PROXY).
 *
 * A look-up takes its place in the count before it runs and gives it back when it found an
 * event: guesses sent at once are counted one by one, atomically, so no more of them than the
 * limit reach the database (a check before the look-up and a count after it let every guess of
 * a burst past the check). A code this instance found lately is no guess: its look-ups only
 * check the count, so a venue's guests opening the same event at once (one address) are not
 * held back by each other.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EVENT_CODE_HEADER } from '../../model/api-paths.js';
import { ServiceError } from '../services/service-errors.js';
import type { WindowCounts } from '../services/window-counts.js';
import { clientKey } from './client-address.js';
import { rateLimited } from './rate-limits.js';

const WINDOW_MS = 60_000;
/** How long a code that named an event is taken as no guess. */
const FOUND_MS = 10_000;
const FOUND_MAX = 10_000;

export interface CodeGuesses {
  /**
   * Runs `lookup`, which names an event by a code the visitor sent; when it finds no event
   * (`event_not_found`), the miss counts against the visitor's address.
   */
  guard<T>(request: FastifyRequest, reply: FastifyReply, lookup: () => Promise<T>): Promise<T>;
}

/** The code the request names: in its path (`:code`), else in the upload header. */
function codeOf(request: FastifyRequest): string | undefined {
  const params = request.params as { code?: unknown } | undefined;
  if (typeof params?.code === 'string') return params.code;
  const header = request.headers[EVENT_CODE_HEADER];
  return typeof header === 'string' ? header : undefined;
}

const isMiss = (error: unknown): boolean =>
  error instanceof ServiceError && error.kind === 'event_not_found';

export function createCodeGuesses(
  counts: WindowCounts,
  maxMisses: number,
  now: () => number = Date.now,
): CodeGuesses {
  const found = new Map<string, number>();
  const remember = (code: string | undefined): void => {
    if (code === undefined) return;
    // A bounded memo, not a cache to tune: emptied when full.
    if (found.size >= FOUND_MAX) found.clear();
    found.set(code, now() + FOUND_MS);
  };
  const refuse = (reply: FastifyReply, ttlMs: number): never => {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    reply.header('retry-after', String(seconds));
    throw rateLimited(`${seconds} seconds`);
  };

  return {
    async guard(request, reply, lookup) {
      const key = `event-code-misses:${clientKey(request.ip)}`;
      const code = codeOf(request);
      if (code !== undefined && (found.get(code) ?? 0) > now()) {
        const seen = await counts.peek(key);
        if (seen.count >= maxMisses) refuse(reply, seen.ttlMs);
        try {
          return await lookup();
        } catch (error) {
          if (isMiss(error)) {
            found.delete(code);
            await counts.add(key, WINDOW_MS);
          }
          throw error;
        }
      }
      const taken = await counts.add(key, WINDOW_MS);
      if (taken.count > maxMisses) {
        await counts.remove(key);
        refuse(reply, taken.ttlMs);
      }
      let missed = false;
      try {
        const result = await lookup();
        remember(code);
        return result;
      } catch (error) {
        missed = isMiss(error);
        throw error;
      } finally {
        if (!missed) await counts.remove(key);
      }
    },
  };
}
