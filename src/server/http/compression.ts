/**
 * Text answers made here (pages, JSON) go out compressed to browsers that accept it; built
 * assets have their copies compressed at build (see pages.ts). PNG, WebP and fonts are
 * compressed already and are sent as they are (they are not "compressible" types). The
 * friend's page compresses its own (encodePage), to keep each encoded copy it makes.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers made per request: a quick brotli level (11 is for the build-time copies). */
const BROTLI_QUALITY = 4;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Below this, the headers and the compressor's framing outweigh what is saved.
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

export type Encoding = 'identity' | 'br' | 'gzip';

/**
 * The encoding to send a page in, from the request's Accept-Encoding: br or gzip, whichever
 * has the higher weight (br on a tie, as the compression plugin chooses), else identity.
 * `*` stands for gzip, as x-gzip does; a weight of 0 refuses an encoding.
 */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights: Partial<Record<Encoding, number>> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((text) => text.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight)) continue;
    const encoding = name === 'br' ? 'br' : ['gzip', 'x-gzip', '*'].includes(name) ? 'gzip' : null;
    // An explicit br or gzip outweighs what `*` says of it.
    if (encoding && (name !== '*' || weights[encoding] === undefined)) weights[encoding] = weight;
  }
  const br = weights.br ?? 0;
  const gzip = weights.gzip ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}

/**
 * Pages made for one request and never kept (the page of a missing letter, which carries its
 * id): the quickest levels. Brotli 1 costs about a sixth of 4 on a 17 KB page for a copy about
 * a fifth larger, so that requests for unknown ids cannot make the server compress at length.
 */
const ONCE_BROTLI_QUALITY = 1;
const ONCE_GZIP_LEVEL = 1;

/**
 * `body` in `encoding`: compressed as the plugin compresses answers made per request when the
 * copy is kept (`kept`), else at the quickest levels (`once`).
 */
export function encodePage(
  body: Buffer,
  encoding: Encoding,
  use: 'kept' | 'once' = 'kept',
): Buffer {
  if (encoding === 'identity') return body;
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: use === 'kept' ? BROTLI_QUALITY : ONCE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return use === 'kept' ? gzipSync(body) : gzipSync(body, { level: ONCE_GZIP_LEVEL });
}
