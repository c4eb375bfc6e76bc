// After `vite build`: a brotli and a gzip copy beside every text file of dist/web, which
// @fastify/static sends (preCompressed) to browsers that accept them. Compressed once at
// build, at the highest levels, instead of on every request. Images and fonts are already
// compressed and get no copy; neither does a file its copy would not make smaller.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');
const TEXT = new Set([
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

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else yield file;
  }
}

let written = 0;
let before = 0;
let after = 0;
for await (const file of files(root)) {
  if (!TEXT.has(path.extname(file))) continue;
  const bytes = await readFile(file);
  const copies = [
    ['.br', brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', gzipSync(bytes, { level: 9 })],
  ];
  for (const [extension, compressed] of copies) {
    if (compressed.length >= bytes.length) continue;
    await writeFile(file + extension, compressed);
    written += 1;
  }
  before += bytes.length;
  after += copies[0][1].length;
}
console.log(
  `compressed copies: ${written} files; text assets ${(before / 1024).toFixed(0)} KB, ` +
    `${(after / 1024).toFixed(0)} KB as brotli`,
);
