/**
 * GET /strips/<name>.png and /stickers/<name>.png: stored files, and nothing else.
 * Streamed from the blob store (disk or bucket), with an ETag; a client that already holds
 * the stored version (If-None-Match) gets 304 and no bytes.
 */
import type { FastifyInstance } from 'fastify';
import { STICKER_NAME_PATTERN, STRIP_NAME_PATTERN } from '../../model/ids.js';
import { HttpError } from '../errors.js';
import { parseIfNoneMatch } from '../stores/blob-etags.js';
import type { BlobStore } from '../stores/blobs.js';

const folders = [
  { prefix: '/strips/', folder: 'strips', pattern: STRIP_NAME_PATTERN },
  { prefix: '/stickers/', folder: 'stickers', pattern: STICKER_NAME_PATTERN },
] as const;

/** Names are never reused for other bytes, so a copy can be kept for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function fileRoutes(app: FastifyInstance, blobs: BlobStore): void {
  for (const { prefix, folder, pattern } of folders) {
    app.get<{ Params: { name: string } }>(`${prefix}:name`, async (request, reply) => {
      const { name } = request.params;
      const ifNoneMatch = parseIfNoneMatch(request.headers['if-none-match']);
      // Only names the server itself hands out: no path can leave the store.
      const found = pattern.test(name)
        ? await blobs.get(`${folder}/${name}`, { ifNoneMatch })
        : null;
      if (!found) throw new HttpError(404, 'not_found', 'There is no such file.');
      reply.header('etag', found.etag).header('cache-control', CACHE_CONTROL);
      if ('unchanged' in found) return reply.code(304).send();
      return reply.type('image/png').header('content-length', found.size).send(found.body);
    });
  }
}
