import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Manifest } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outDirOf, writePages, type PageWriter } from './prerendered-pages.js';

let dist: string;
let dirs: { webDir: string; renderDir: string };

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    css: ['assets/index-a1.css'],
  },
  'features/home.tsx': { file: 'assets/home-b2.js', css: ['assets/home-b2.css'] },
};

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'postbooth-pages-'));
  dirs = { webDir: path.join(dist, 'web'), renderDir: path.join(dist, 'render') };
  await mkdir(path.join(dirs.webDir, '.vite'), { recursive: true });
  await mkdir(path.join(dirs.webDir, 'assets'));
  await mkdir(dirs.renderDir);
  await writeFile(path.join(dirs.webDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(dirs.webDir, 'index.html'), '<html><!--app--></html>');
  await writeFile(path.join(dirs.webDir, 'assets/index-a1.css'), 'body{margin:0}');
  await writeFile(path.join(dirs.webDir, 'assets/home-b2.css'), '.home{color:red}');
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** A server entry that builds one page per CSS file it is asked for, and records its inputs. */
function fakeEntry(cssFiles: string[]) {
  const seen: Parameters<PageWriter['buildPages']>[0][] = [];
  const entry: PageWriter = {
    PRELOAD_FONTS: ['nunito-latin-400-normal'],
    buildPages: async (inputs) => {
      seen.push(inputs);
      return Object.fromEntries(
        cssFiles.map((file, index) => [
          `page-${index}.en`,
          inputs.template.replace('<!--app-->', `<style>${inputs.readCss(file)}</style>`),
        ]),
      );
    },
  };
  return { entry, seen };
}

describe('writePages', () => {
  it('writes each page the server entry builds, from the client build’s files', async () => {
    const { entry, seen } = fakeEntry(['assets/index-a1.css', 'assets/home-b2.css']);

    const names = await writePages(dirs, entry);

    expect(names).toEqual(['page-0.en', 'page-1.en']);
    expect(await readdir(path.join(dirs.renderDir, 'pages'))).toEqual([
      'page-0.en.html',
      'page-1.en.html',
    ]);
    expect(await readFile(path.join(dirs.renderDir, 'pages/page-1.en.html'), 'utf8')).toBe(
      '<html><style>.home{color:red}</style></html>',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]!.manifest).toEqual(MANIFEST);
    expect(seen[0]!.preloadFonts).toEqual(['nunito-latin-400-normal']);
  });

  it('refuses a CSS file the build does not have', async () => {
    const { entry } = fakeEntry(['assets/missing.css']);
    await expect(writePages(dirs, entry)).rejects.toThrow('No CSS file assets/missing.css');
  });
});

describe('outDirOf', () => {
  it('resolves an environment’s output folder from the root', () => {
    expect(outDirOf({ root: '/repo/src/web', build: { outDir: '../../dist/web' } })).toBe(
      path.resolve('/repo/dist/web'),
    );
  });
});
