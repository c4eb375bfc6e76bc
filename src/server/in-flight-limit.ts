/**
 * At most `max` requests of a kind at once, across all visitors: a crowd of slow uploads holds
 * at most `max` bodies in memory; and at most `perAddress` of them from one visitor, so that
 * one client cannot hold every place. Past either the route answers 503 busy with Retry-After.
 */
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import { clientKey } from './client-address.js';
import { HttpError } from './errors.js';

export const BUSY_RETRY_AFTER_SECONDS = 5;

export interface InFlightLimit {
  /** Takes a place; false when all are taken. */
  tryEnter(): boolean;
  leave(): void;
  readonly current: number;
}

export function createInFlightLimit(max: number): InFlightLimit {
  let current = 0;
  return {
    tryEnter() {
      if (current >= max) return false;
      current += 1;
      return true;
    },
    leave() {
      current = Math.max(0, current - 1);
    },
    get current() {
      return current;
    },
  };
}

/** The same, counted apart for each key (a visitor's address). */
export interface KeyedInFlightLimit {
  tryEnter(key: string): boolean;
  leave(key: string): void;
  /** Keys holding a place now: no more than the places held, so it never grows past them. */
  readonly keys: number;
}

export function createKeyedInFlightLimit(max: number): KeyedInFlightLimit {
  const held = new Map<string, number>();
  return {
    tryEnter(key) {
      const current = held.get(key) ?? 0;
      if (current >= max) return false;
      held.set(key, current + 1);
      return true;
    },
    leave(key) {
      const current = held.get(key) ?? 0;
      if (current <= 1) held.delete(key);
      else held.set(key, current - 1);
    },
    get keys() {
      return held.size;
    },
  };
}

function busy(reply: FastifyReply): HttpError {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  return new HttpError(
    503,
    'busy',
    'Many photos are being uploaded right now. Please try again in a few seconds.',
  );
}

/**
 * An onRequest hook (before the body is read) that holds a place until the answer is done:
 * one of the visitor's own first (by the rate limits' key, see client-address.ts), then one of
 * all, so that a visitor refused their own takes nothing from the others.
 */
export function inFlightHook(
  limit: InFlightLimit,
  perAddress?: KeyedInFlightLimit,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = clientKey(request.ip);
    if (perAddress && !perAddress.tryEnter(key)) throw busy(reply);
    if (!limit.tryEnter()) {
      perAddress?.leave(key);
      throw busy(reply);
    }
    let left = false;
    const leave = (): void => {
      if (left) return;
      left = true;
      limit.leave();
      perAddress?.leave(key);
    };
    // 'close' comes after the answer is sent, or when the client goes away mid-upload.
    reply.raw.once('close', leave);
    reply.raw.once('finish', leave);
  };
}
