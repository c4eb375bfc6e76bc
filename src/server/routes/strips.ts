/** POST /api/strips: a visitor's photostrip PNG, checked, re-encoded and stored. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UploadStripResponse } from '../../model/api.js';
import type { AppConfig } from '../config.js';
import { HttpError } from '../errors.js';
import { MAX_STRIP_BYTES, normaliseStripPng } from '../images.js';
import { createInFlightLimit, inFlightHook } from '../in-flight-limit.js';
import { publicOrigin } from '../public-url.js';
import { stripKey } from '../services/strip-sweeper.js';
import type { BlobStore } from '../stores/blobs.js';
import type { StripRecords } from '../stores/strips.js';

export function stripRoutes(
  app: FastifyInstance,
  config: AppConfig,
  blobs: BlobStore,
  strips: StripRecords,
): void {
  // Registered in this route's own context, so image/png is accepted here only.
  app.addContentTypeParser(
    'image/png',
    { parseAs: 'buffer', bodyLimit: MAX_STRIP_BYTES },
    (_request, body, done) => done(null, body),
  );
  const uploads = createInFlightLimit(config.uploadsInFlight);

  app.post(
    '/api/strips',
    {
      bodyLimit: MAX_STRIP_BYTES,
      onRequest: inFlightHook(uploads),
      config: { rateLimit: { max: config.rateLimits.uploadsPerHour, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'image/png' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(415, 'unsupported_media_type', 'Send the strip as image/png.');
      }
      const png = await normaliseStripPng(request.body);
      const name = `photostrip-${Date.now()}-${randomBytes(16).toString('base64url')}.png`;
      // The record first: a crash between the two leaves a record without a file, which the
      // sweep forgets, never a file nobody knows about.
      await strips.add(name, Date.now());
      let stored: boolean;
      try {
        stored = await blobs.put(stripKey(name), png);
      } catch (error) {
        await strips.remove(name).catch(() => undefined);
        throw error;
      }
      if (!stored) throw new Error('A new random strip name already existed');
      const answer: UploadStripResponse = {
        publicUrl: `${publicOrigin(config, request)}/strips/${name}`,
      };
      return reply.code(201).send(answer);
    },
  );
}
