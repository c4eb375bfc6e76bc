/**
 * At most `max` requests of a kind at once, across all visitors: a crowd of slow uploads holds
 * at most `max` bodies in memory. Past it the route answers 503 busy with Retry-After.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
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

/** An onRequest hook (before the body is read) that holds a place until the answer is done. */
export function inFlightHook(limit: InFlightLimit): onRequestAsyncHookHandler {
  return async (_request, reply) => {
    if (!limit.tryEnter()) {
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      throw new HttpError(
        503,
        'busy',
        'Many photos are being uploaded right now. Please try again in a few seconds.',
      );
    }
    let left = false;
    const leave = (): void => {
      if (left) return;
      left = true;
      limit.leave();
    };
    // 'close' comes after the answer is sent, or when the client goes away mid-upload.
    reply.raw.once('close', leave);
    reply.raw.once('finish', leave);
  };
}
