/**
 * At most `max` requests of a kind at once, across all visitors: a crowd of slow uploads holds
 * at most `max` bodies in memory; and at most `perAddress` of them from one visitor, so that
 * one client cannot hold every place. Past either the route answers 503 busy with Retry-After.
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { clientKey } from './client-address.js';
import { HttpError } from './errors.js';
import type { InFlightLimit, KeyedInFlightLimit } from '../services/in-flight.js';

export const BUSY_RETRY_AFTER_SECONDS = 5;

function busy(reply: FastifyReply): HttpError {
  reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
  return new HttpError(
    503,
    'busy',
    'Many photos are being uploaded right now. Please try again in a few seconds.',
  );
}

/** More places for one address: a shared event's uploads from the venue its host declared. */
export interface VenuePlaces {
  /** The places such an address may hold at once (UPLOADS_IN_FLIGHT_PER_VENUE). */
  places: number;
  /** Whether the request is such an upload. */
  fromVenue(request: FastifyRequest): Promise<boolean>;
}

/**
 * An onRequest hook (before the body is read) that holds a place until the answer is done:
 * one of the visitor's own first (by the rate limits' key, see client-address.ts), then one of
 * all, so that a visitor refused their own takes nothing from the others. Every request takes
 * one of its address's places; a venue's may hold more of them, never more of all.
 */
export function inFlightHook(
  limit: InFlightLimit,
  perAddressLimit?: KeyedInFlightLimit,
  venue?: VenuePlaces,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = clientKey(request.ip);
    const perAddress = perAddressLimit;
    const max = venue && (await venue.fromVenue(request)) ? venue.places : undefined;
    if (perAddress && !perAddress.tryEnter(key, max)) throw busy(reply);
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
