/**
 * GET /cards/<letter id>.png: a letter's link-preview card (the friend page's og:image), with
 * the same headers, cache and ETag/304 as /strips (deleted with its letter, so cached for
 * STRIP_CACHE_SECONDS only). Drawn on the first request for a letter that exists; anything
 * else is 404.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { BUSY_RETRY_AFTER_SECONDS } from '../http/in-flight-limit.js';
import type { CardsService } from '../services/cards.js';
import { parseIfNoneMatch } from '../services/files.js';
import { ServiceError } from '../services/service-errors.js';
import { CARDS_FOLDER, letterIdOfCard } from '../services/addresses.js';
import { deletableFileCacheControl } from './files.js';

export function cardRoutes(app: FastifyInstance, cards: CardsService, cacheSeconds: number): void {
  const cacheControl = deletableFileCacheControl(cacheSeconds);
  app.get<{ Params: { name: string } }>(`/${CARDS_FOLDER}/:name`, async (request, reply) => {
    const id = letterIdOfCard(request.params.name);
    const ifNoneMatch = parseIfNoneMatch(request.headers['if-none-match']);
    let found;
    try {
      found = id ? await cards.get(id, { ifNoneMatch }) : null;
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'cards_busy') {
        reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      }
      throw error;
    }
    if (!found) throw new HttpError(404, 'not_found', 'There is no such file.');
    reply.header('etag', found.etag).header('cache-control', cacheControl);
    if ('unchanged' in found) return reply.code(304).send();
    return reply.type('image/png').header('content-length', found.size).send(found.body);
  });
}
