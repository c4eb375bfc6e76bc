/**
 * GET /strips/<name>.png (and its display copy /strips/<name>.webp) and /stickers/<name>.png:
 * stored files, and nothing else.
 * Streamed from the blob store (disk or bucket), with an ETag; a client that already holds
 * the stored version (If-None-Match) gets 304 and no bytes, or 404 once the file is deleted.
 */
import type { FastifyInstance } from 'fastify';
import {
  STICKER_NAME_PATTERN,
  STRIP_DISPLAY_NAME_PATTERN,
  STRIP_NAME_PATTERN,
} from '../../model/ids.js';
import { HttpError } from '../http/errors.js';
import { parseIfNoneMatch, type FilesService } from '../services/files.js';

/** Each folder, and the names it serves with their type: the only names the server hands out. */
const folders = [
  {
    prefix: '/strips/',
    folder: 'strips',
    deletable: true,
    kinds: [
      { pattern: STRIP_NAME_PATTERN, type: 'image/png' },
      { pattern: STRIP_DISPLAY_NAME_PATTERN, type: 'image/webp' },
    ],
  },
  {
    prefix: '/stickers/',
    folder: 'stickers',
    deletable: false,
    kinds: [{ pattern: STICKER_NAME_PATTERN, type: 'image/png' }],
  },
] as const;

/** Stickers are never replaced nor deleted, so a copy can be kept for a year. */
export const STICKER_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Strips, display copies and cards are never replaced either, but they are deleted with their
 * letter: a browser, a CDN or a chat app's preview cache may keep one `seconds` only, then asks
 * again with the ETag (304 while it exists, 404 once deleted). 0: asked again on every use.
 */
export function deletableFileCacheControl(seconds: number): string {
  return seconds === 0 ? 'public, no-cache' : `public, max-age=${seconds}`;
}

export function fileRoutes(app: FastifyInstance, files: FilesService, cacheSeconds: number): void {
  const deletableCacheControl = deletableFileCacheControl(cacheSeconds);
  for (const { prefix, folder, deletable, kinds } of folders) {
    const cacheControl = deletable ? deletableCacheControl : STICKER_CACHE_CONTROL;
    app.get<{ Params: { name: string } }>(`${prefix}:name`, async (request, reply) => {
      const { name } = request.params;
      const ifNoneMatch = parseIfNoneMatch(request.headers['if-none-match']);
      // Only names the server itself hands out: no path can leave the store.
      const kind = kinds.find(({ pattern }) => pattern.test(name));
      const found = kind ? await files.get(`${folder}/${name}`, { ifNoneMatch }) : null;
      if (!kind || !found) throw new HttpError(404, 'not_found', 'There is no such file.');
      reply.header('etag', found.etag).header('cache-control', cacheControl);
      if ('unchanged' in found) return reply.code(304).send();
      return reply.type(kind.type).header('content-length', found.size).send(found.body);
    });
  }
}
