/**
 * GET (and HEAD) /videos/<name>.mp4|.webm: a living strip's stored video, with the strips'
 * cache headers and ETag, and HTTP Range requests (RFC 9110, section 14), which browsers use
 * to play a video and Safari needs to play one at all: `bytes=0-99`, `bytes=100-`,
 * `bytes=-500` answer 206 with Content-Range; a range that selects no byte, or one that breaks
 * the grammar, 416 with a Content-Range of `bytes *` then the size; several ranges, or an If-Range naming
 * another version, the whole file (200).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { VIDEO_NAME_PATTERN } from '../../model/ids.js';
import { HttpError } from '../http/errors.js';
import { videoKey, VIDEOS_FOLDER } from '../services/addresses.js';
import type { FilesService, StoredBlob } from '../services/files.js';
import { parseIfNoneMatch, parseRange } from '../services/files.js';

const TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;

const notFound = () => new HttpError(404, 'not_found', 'There is no such file.');

function unsatisfiable(reply: FastifyReply, size: number): HttpError {
  reply.header('content-range', `bytes */${size}`);
  return new HttpError(416, 'range_not_satisfiable', 'The range asks for no byte of this video.');
}

export function videoFileRoutes(
  app: FastifyInstance,
  files: FilesService,
  /** The strips' (deletableFileCacheControl): videos are deleted with their letter too. */
  cacheControl: string,
): void {
  app.get<{ Params: { name: string } }>(`/${VIDEOS_FOLDER}/:name`, async (request, reply) => {
    const { name } = request.params;
    // Only names the server itself hands out: no path can leave the store.
    if (!VIDEO_NAME_PATTERN.test(name)) throw notFound();
    const type = name.endsWith('.mp4') ? TYPES.mp4 : TYPES.webm;
    const key = videoKey(name);
    const ifNoneMatch = parseIfNoneMatch(request.headers['if-none-match']);
    const range = parseRange(request.headers.range);
    const ifRange = request.headers['if-range'];
    reply.header('cache-control', cacheControl).header('accept-ranges', 'bytes');

    const whole = (found: StoredBlob) =>
      reply.type(type).header('content-length', found.size).send(found.body);

    if (range === undefined) {
      const found = await files.get(key, { ifNoneMatch });
      if (!found) throw notFound();
      reply.header('etag', found.etag);
      if ('unchanged' in found) return reply.code(304).send();
      return whole(found);
    }
    if (range === 'invalid') {
      // The size is the file's: read its head, never its bytes.
      const found = await files.getRange(key, { start: 0, end: 0 }, { ifNoneMatch });
      if (!found) throw notFound();
      reply.header('etag', found.etag);
      if ('unchanged' in found) return reply.code(304).send();
      if ('body' in found) found.body.destroy();
      throw unsatisfiable(reply, found.size);
    }
    const found = await files.getRange(key, range, { ifNoneMatch });
    if (!found) throw notFound();
    reply.header('etag', found.etag);
    if ('unchanged' in found) return reply.code(304).send();
    // If-Range (a date or a tag): the range only of the version the client holds part of.
    if (ifRange !== undefined && ifRange !== found.etag) {
      if ('body' in found) found.body.destroy();
      const full = await files.get(key);
      if (!full || 'unchanged' in full) throw notFound();
      return whole(full);
    }
    if ('unsatisfiable' in found) throw unsatisfiable(reply, found.size);
    const { start, end } = found.range;
    return reply
      .code(206)
      .type(type)
      .header('content-range', `bytes ${start}-${end}/${found.size}`)
      .header('content-length', end - start + 1)
      .send(found.body);
  });
}
