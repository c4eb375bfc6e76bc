/**
 * Text answers made here (pages, JSON) go out compressed to browsers that accept it; built
 * assets have their copies compressed at build (see pages.ts). PNG, WebP and fonts are
 * compressed already and are sent as they are (they are not "compressible" types).
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Below this, the headers and the compressor's framing outweigh what is saved.
    threshold: 1024,
    // Answers made per request: a quick brotli level (11 is for the build-time copies).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
