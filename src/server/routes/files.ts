/** GET /strips/<name>.png and /stickers/<name>.png: stored files, and nothing else. */
import type { FastifyInstance } from 'fastify';
import { STICKER_NAME_PATTERN, STRIP_NAME_PATTERN } from '../../model/ids.js';
import { HttpError } from '../errors.js';
import type { BlobStore } from '../stores/blobs.js';

const folders = [
  { prefix: '/strips/', folder: 'strips', pattern: STRIP_NAME_PATTERN },
  { prefix: '/stickers/', folder: 'stickers', pattern: STICKER_NAME_PATTERN },
] as const;

export function fileRoutes(app: FastifyInstance, blobs: BlobStore): void {
  for (const { prefix, folder, pattern } of folders) {
    app.get<{ Params: { name: string } }>(`${prefix}:name`, async (request, reply) => {
      const { name } = request.params;
      // Only names the server itself hands out: no path can leave the store.
      const blob = pattern.test(name) ? await blobs.get(`${folder}/${name}`) : null;
      if (!blob) throw new HttpError(404, 'not_found', 'There is no such file.');
      return reply
        .type('image/png')
        .header('content-length', blob.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(blob.body);
    });
  }
}
