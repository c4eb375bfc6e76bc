/** POST /api/letters, GET /api/letters/<id> and DELETE /api/letters/<id>. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CreateLetterResponse, Letter } from '../../model/api.js';
import {
  createLetterRequestSchema,
  DELETE_TOKEN_PATTERN,
  letterIdSchema,
} from '../../model/api.js';
import { STRIP_NAME_PATTERN } from '../../model/ids.js';
import type { AppConfig } from '../config.js';
import { deleteTokenMatches, newDeleteToken } from '../delete-tokens.js';
import { HttpError, parseOrThrow } from '../errors.js';
import { publicOrigin } from '../public-url.js';
import type { BlobStore } from '../stores/blobs.js';
import { stripKey } from '../services/strip-sweeper.js';
import type { LetterStore } from '../stores/letters.js';
import type { StripRecords } from '../stores/strips.js';

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

/** The token of an `Authorization: Bearer <token>` header, when it holds one of the right shape. */
function bearerToken(header: string | undefined): string | null {
  const token = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1];
  return token && DELETE_TOKEN_PATTERN.test(token) ? token : null;
}

export function letterRoutes(
  app: FastifyInstance,
  config: AppConfig,
  letters: LetterStore,
  blobs: BlobStore,
  strips: StripRecords,
): void {
  // Each route counts on its own: deleting letters does not use up the right to write them.
  const lettersRateLimit = {
    config: { rateLimit: { max: config.rateLimits.lettersPerHour, timeWindow: '1 hour' } },
  };

  app.post('/api/letters', lettersRateLimit, async (request, reply) => {
    const body = parseOrThrow(createLetterRequestSchema, request.body);
    const origin = publicOrigin(config, request);
    const name = stripNameFromUrl(body.image_url, origin);
    const unknownStrip = () =>
      new HttpError(
        400,
        'invalid_image_url',
        'image_url must be the address of a photostrip stored by this server.',
      );
    if (!name || !(await blobs.exists(stripKey(name)))) throw unknownStrip();
    const id = randomBytes(16).toString('base64url');
    const deleteToken = newDeleteToken();
    const outcome = await letters.create(
      id,
      {
        message: body.message,
        // A path: the address is made at read time from PUBLIC_URL or the reader's origin.
        imageUrl: `/strips/${name}`,
        deleteTokenHash: deleteToken.hash,
      },
      name,
    );
    // A strip belongs to the first letter stored with it, so that deleting that letter takes
    // the photo with it: nobody who saw the strip's address can keep it alive with a letter.
    if (outcome === 'strip_in_use') {
      throw new HttpError(
        409,
        'strip_in_use',
        'This photostrip already belongs to a letter. Upload the strip again to send another letter.',
      );
    }
    if (outcome === 'unknown_strip') throw unknownStrip();
    const answer: CreateLetterResponse = { id, deleteToken: deleteToken.token };
    return reply.code(201).send(answer);
  });

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

  app.delete<{ Params: { id: string } }>(
    '/api/letters/:id',
    lettersRateLimit,
    async (request, reply) => {
      const id = parseOrThrow(letterIdSchema, request.params.id);
      const token = bearerToken(request.headers.authorization);
      if (!token) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(
          401,
          'unauthorized',
          "Send the letter's delete token as Authorization: Bearer <token>.",
        );
      }
      const letter = await letters.get(id);
      if (!letter) throw new HttpError(404, 'not_found', 'There is no letter with this id.');
      // Letters from before delete tokens have no hash: nobody can prove they wrote them.
      if (!letter.deleteTokenHash || !deleteTokenMatches(token, letter.deleteTokenHash)) {
        throw new HttpError(403, 'forbidden', 'This delete token does not belong to this letter.');
      }
      // The letter goes and its strip is marked for removal in one transaction, then the file
      // goes. Should removing the file fail, the sweep removes it within the hour.
      const deleted = await letters.delete(id);
      if (!deleted) throw new HttpError(404, 'not_found', 'There is no letter with this id.');
      if (deleted.ownedStrip) {
        await blobs.delete(stripKey(deleted.ownedStrip));
        await strips.remove(deleted.ownedStrip);
      }
      return reply.code(204).send();
    },
  );
}
