/** POST /api/letters, GET /api/letters/<id> and DELETE /api/letters/<id>: parse, call, answer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CreateLetterRequest } from '../../model/api.js';
import {
  apiPaths,
  createLetterRequestSchema,
  createLetterResponseSchema,
  DELETE_TOKEN_PATTERN,
  letterIdSchema,
  letterSchema,
} from '../../model/api.js';
import type { AppConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { publicOrigin } from '../http/public-url.js';
import type { LettersService } from '../services/letters.js';
import type { EventUploads } from '../http/event-uploads.js';

const letterParams = z.object({ id: letterIdSchema });
type LetterParams = z.infer<typeof letterParams>;

/** The token of an `Authorization: Bearer <token>` header, when it holds one of the right shape. */
function bearerToken(header: string | undefined): string | null {
  const token = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1];
  return token && DELETE_TOKEN_PATTERN.test(token) ? token : null;
}

export function letterRoutes(
  app: FastifyInstance,
  config: AppConfig,
  letters: LettersService,
  events: EventUploads,
): void {
  // Each route counts on its own: deleting letters does not use up the right to write them.
  const lettersRateLimit = {
    rateLimit: { max: config.rateLimits.lettersPerHour, timeWindow: '1 hour' },
  };

  app.post<{ Body: CreateLetterRequest }>(
    apiPaths.letters,
    {
      config: {
        rateLimit: {
          ...lettersRateLimit.rateLimit,
          // An event's letters count against its budget (admitted below) and the address's;
          // from the venue its host declared, against the event's budget alone.
          allowList: (request: FastifyRequest) => events.fromVenue(request),
        },
      },
      schema: { body: createLetterRequestSchema, response: { 201: createLetterResponseSchema } },
    },
    async (request, reply) => {
      const { message, image_url, strip_claim, video_url, video_claim, from } = request.body;
      const eventId = await events.admit(request, reply, 'letters');
      const origin = publicOrigin(config, request);
      const created = await letters.create(
        {
          message,
          stripAddress: image_url,
          stripClaim: strip_claim,
          videoAddress: video_url,
          videoClaim: video_claim,
          from,
        },
        origin,
        eventId,
      );
      if (eventId !== undefined) await events.counted(eventId, 'shared');
      return reply.code(201).send(created);
    },
  );

  app.get<{ Params: LetterParams }>(
    apiPaths.letter,
    { schema: { params: letterParams, response: { 200: letterSchema } } },
    async (request) => letters.read(request.params.id, publicOrigin(config, request)),
  );

  app.delete<{ Params: LetterParams }>(
    apiPaths.letter,
    { config: lettersRateLimit, schema: { params: letterParams } },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(
          401,
          'unauthorized',
          "Send the letter's delete token as Authorization: Bearer <token>.",
        );
      }
      await letters.delete(request.params.id, token);
      return reply.code(204).send();
    },
  );
}
