/**
 * POST /api/strips: a visitor's photostrip PNG, checked, re-encoded and stored, with its WebP
 * display copy when one can be made.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths, uploadStripResponseSchema } from '../../model/api.js';
import type { AppConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { MAX_STRIP_BYTES, normaliseStripPng } from '../services/images.js';
import { inFlightHook } from '../http/in-flight-limit.js';
import type { UploadPlaces } from '../services/in-flight.js';
import { minimumRateHook } from '../http/minimum-rate.js';
import { publicOrigin } from '../http/public-url.js';
import type { StripUploads } from '../services/strip-uploads.js';
import type { EventUploads } from '../http/event-uploads.js';
import { stripPath } from '../services/addresses.js';

export function stripRoutes(
  app: FastifyInstance,
  config: AppConfig,
  strips: StripUploads,
  events: EventUploads,
  /** Shared with the videos' route: together they hold at most this many bodies. */
  places: UploadPlaces,
): void {
  // Registered in this route's own context, so image/png is accepted here only.
  app.addContentTypeParser(
    'image/png',
    { parseAs: 'buffer', bodyLimit: MAX_STRIP_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    apiPaths.strips,
    {
      bodyLimit: MAX_STRIP_BYTES,
      // Every upload takes one of all places and one of its address's; an event's upload from
      // the venue its host declared may hold the venue's more places (a party shares one).
      onRequest: inFlightHook(places.all, places.perAddress, {
        places: places.perVenue,
        fromVenue: (request) => events.fromVenue(request),
      }),
      preParsing: minimumRateHook(config.uploadMinimumRate),
      config: {
        rateLimit: {
          max: config.rateLimits.uploadsPerHour,
          timeWindow: '1 hour',
          // An event's uploads count against its budget (admitted below) and the address's;
          // from the venue its host declared, against the event's budget alone.
          allowList: (request: FastifyRequest) => events.fromVenue(request),
        },
      },
      schema: { response: { 201: uploadStripResponseSchema } },
    },
    async (request, reply) => {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'image/png' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the strip as image/png.');
      }
      const strip = await normaliseStripPng(request.body);
      const eventId = await events.admit(request, reply, 'strips');
      const saved = await strips.save(strip, eventId);
      if (eventId !== undefined) await events.counted(eventId, 'made');
      if (saved.displayError !== undefined) {
        request.log.warn({ err: saved.displayError }, 'strip stored without its display copy');
      }
      // The claim token only in this answer (never logged): whoever holds it may name the strip.
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          publicUrl: `${publicOrigin(config, request)}${stripPath(saved.name)}`,
          claimToken: saved.claimToken,
        });
    },
  );
}
