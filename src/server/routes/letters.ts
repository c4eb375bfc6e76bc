/** POST /api/letters and GET /api/letters/<id>. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CreateLetterResponse, Letter } from '../../model/api.js';
import { createLetterRequestSchema, letterIdSchema } from '../../model/api.js';
import { STRIP_NAME_PATTERN } from '../../model/ids.js';
import type { AppConfig } from '../config.js';
import { HttpError, parseOrThrow } from '../errors.js';
import { publicOrigin } from '../public-url.js';
import type { BlobStore } from '../stores/blobs.js';
import type { LetterStore } from '../stores/letters.js';

/** The stored strip an address names, when it is one of ours: `{origin}/strips/<name>`. */
export function stripNameFromUrl(address: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.search || url.hash || url.username) return null;
  const name = /^\/strips\/([^/]+)$/.exec(url.pathname)?.[1];
  return name && STRIP_NAME_PATTERN.test(name) ? name : null;
}

export function letterRoutes(
  app: FastifyInstance,
  config: AppConfig,
  letters: LetterStore,
  blobs: BlobStore,
): void {
  app.post(
    '/api/letters',
    { config: { rateLimit: { max: config.rateLimits.lettersPerHour, timeWindow: '1 hour' } } },
    async (request, reply) => {
      const body = parseOrThrow(createLetterRequestSchema, request.body);
      const origin = publicOrigin(config, request);
      const name = stripNameFromUrl(body.image_url, origin);
      if (!name || !(await blobs.exists(`strips/${name}`))) {
        throw new HttpError(
          400,
          'invalid_image_url',
          'image_url must be the address of a photostrip stored by this server.',
        );
      }
      const id = randomBytes(16).toString('base64url');
      // Kept as a path: the address is made at read time from PUBLIC_URL or the reader's origin.
      await letters.create(id, { message: body.message, imageUrl: `/strips/${name}` });
      const answer: CreateLetterResponse = { id };
      return reply.code(201).send(answer);
    },
  );

  app.get<{ Params: { id: string } }>('/api/letters/:id', async (request) => {
    const id = parseOrThrow(letterIdSchema, request.params.id);
    const letter = await letters.get(id);
    if (!letter) throw new HttpError(404, 'not_found', 'There is no letter with this id.');
    const answer: Letter = {
      message: letter.message,
      image_url: `${publicOrigin(config, request)}${letter.imageUrl}`,
    };
    return answer;
  });
}
