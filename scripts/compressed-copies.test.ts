import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from './compressed-copies.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'postbooth-copies-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const SCRIPT = 'export const greeting = "hello";\n'.repeat(200);
const STYLE = '.booth { color: #fff7ef; }\n'.repeat(100);

describe('writeCompressedCopies', () => {
  it('writes a brotli and a gzip copy of each text file, in nested folders too', async () => {
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'assets/app.js'), SCRIPT);
    await writeFile(path.join(root, 'index.css'), STYLE);

    const done = await writeCompressedCopies(root);

    for (const [file, text] of [
      ['assets/app.js', SCRIPT],
      ['index.css', STYLE],
    ] as const) {
      expect(brotliDecompressSync(await readFile(path.join(root, `${file}.br`))).toString()).toBe(
        text,
      );
      expect(gunzipSync(await readFile(path.join(root, `${file}.gz`))).toString()).toBe(text);
    }
    expect(done.written).toBe(4);
    expect(done.before).toBe(SCRIPT.length + STYLE.length);
    expect(done.after).toBeGreaterThan(0);
    expect(done.after).toBeLessThan(done.before / 10);
  });

  it('leaves images, fonts and files a copy would not shrink alone', async () => {
    await writeFile(path.join(root, 'icon.png'), SCRIPT);
    await writeFile(path.join(root, 'face.woff2'), SCRIPT);
    await writeFile(path.join(root, 'tiny.js'), 'a');

    const done = await writeCompressedCopies(root);

    expect((await readdir(root)).sort()).toEqual(['face.woff2', 'icon.png', 'tiny.js']);
    expect(done.written).toBe(0);
    expect(done.before).toBe(1);
  });
});
