/**
 * POST /api/videos: a living strip's video (MP4 or WebM), checked by parsing its container
 * (services/video-check.ts) and stored as it came. Uploaded before the letter that names it
 * (video_url); one no letter claims is removed after STRIP_UNUSED_HOURS.
 *
 * Not a shared event's upload: the event header is not read, and the address's own rate
 * limit holds (an event's letter may still name a video; it goes when the event ends).
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths, uploadVideoResponseSchema } from '../../model/api.js';
import { VIDEO_MAX_BYTES, VIDEO_TYPES, type VideoType } from '../../model/living-strip.js';
import type { AppConfig } from '../config.js';
import { clientKey } from '../http/client-address.js';
import { HttpError } from '../http/errors.js';
import { BUSY_RETRY_AFTER_SECONDS, inFlightHook } from '../http/in-flight-limit.js';
import { minimumRateHook } from '../http/minimum-rate.js';
import { publicOrigin } from '../http/public-url.js';
import { videoPath } from '../services/addresses.js';
import type { UploadPlaces } from '../services/in-flight.js';
import { ServiceError } from '../services/service-errors.js';
import type { VideoChecks } from '../services/video-check-runner.js';
import type { VideoFiles } from '../services/videos.js';

const isVideoType = (type: string | undefined): type is VideoType =>
  type !== undefined && Object.hasOwn(VIDEO_TYPES, type);

export function videoRoutes(
  app: FastifyInstance,
  config: AppConfig,
  videos: VideoFiles,
  places: UploadPlaces,
  checks: VideoChecks,
): void {
  // Registered in this route's own context, so video bodies are accepted here only.
  app.addContentTypeParser(
    Object.keys(VIDEO_TYPES),
    { parseAs: 'buffer', bodyLimit: VIDEO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    apiPaths.videos,
    {
      bodyLimit: VIDEO_MAX_BYTES,
      onRequest: inFlightHook(places.all, places.perAddress),
      preParsing: minimumRateHook(config.uploadMinimumRate),
      // Its own count of RATE_LIMIT_UPLOADS: a living strip's share uploads a strip and a video.
      config: { rateLimit: { max: config.rateLimits.uploadsPerHour, timeWindow: '1 hour' } },
      schema: { response: { 201: uploadVideoResponseSchema } },
    },
    async (request, reply) => {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (!isVideoType(type) || !Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          'unsupported_media_type',
          'Send the video as video/mp4 or video/webm.',
        );
      }
      if (request.body.length === 0) throw new ServiceError('video_unreadable');
      // Checks share a few workers, each address its turn (services/video-check-runner.ts).
      const checked = await checks
        .check(request.body, type, clientKey(request.ip))
        .catch((error: unknown) => {
          if (error instanceof ServiceError && error.kind === 'video_checks_busy') {
            reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
          }
          throw error;
        });
      const { name, claimToken } = await videos.save(request.body, checked);
      // Never logged: whoever holds it may name the video in a letter.
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ publicUrl: `${publicOrigin(config, request)}${videoPath(name)}`, claimToken });
    },
  );
}
