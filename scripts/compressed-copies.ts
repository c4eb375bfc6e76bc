/**
 * A brotli and a gzip copy beside every text file of the browser build (dist/web), which
 * @fastify/static sends (preCompressed) to browsers that accept them: compressed once at build,
 * at the highest levels, instead of on every request. Images and fonts are already compressed
 * and get no copy; neither does a file its copy would not make smaller.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { outDirOf } from './prerendered-pages.js';

/** The extensions of the files that get copies. */
export const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.map',
  '.webmanifest',
]);

export interface Compressed {
  /** Copies written (.br and .gz counted apart). */
  written: number;
  /** Bytes of the text files, and of their brotli copies. */
  before: number;
  after: number;
}

async function* files(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each text file under `root`. */
export async function writeCompressedCopies(root: string): Promise<Compressed> {
  const done: Compressed = { written: 0, before: 0, after: 0 };
  for await (const file of files(root)) {
    if (!TEXT.has(path.extname(file))) continue;
    const bytes = await readFile(file);
    const brotli = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    const copies = [
      ['.br', brotli],
      ['.gz', gzipSync(bytes, { level: 9 })],
    ] as const;
    for (const [extension, compressed] of copies) {
      if (compressed.length >= bytes.length) continue;
      await writeFile(file + extension, compressed);
      done.written += 1;
    }
    done.before += bytes.length;
    done.after += brotli.length;
  }
  return done;
}

/**
 * A Vite plugin: once everything is built (the service worker included, and after the pages:
 * prerenderedPages), writes the copies in the client environment's output folder.
 */
export function compressedCopies(): Plugin {
  return {
    name: 'postbooth:compressed-copies',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { client } = builder.environments;
        if (!client?.isBuilt) throw new Error('No client build to compress (vite.config.ts).');
        const { written, before, after } = await writeCompressedCopies(outDirOf(client.config));
        builder.config.logger.info(
          `compressed copies: ${written} files; text assets ${(before / 1024).toFixed(0)} KB, ` +
            `${(after / 1024).toFixed(0)} KB as brotli`,
        );
      },
    },
  };
}
