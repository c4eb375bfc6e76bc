/**
 * The web app's pages as the build wrote them (dist/render/pages, one per screen), and its
 * server entry (dist/render/entry-server.js) for the pages rendered per request. Loaded once
 * at start, from the build output: the server never imports web source. A build without them
 * (an older build, the server's tests) serves dist/web/index.html for every screen, as a
 * browser-rendered app.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '../../model/languages.js';
import { pageFileName, pageNameOf, type ScreenRenderer } from '../../model/page-data.js';
import { paths } from '../../model/paths.js';

export interface BuiltPages {
  /** The page of `name` (pageNameOf) in `language`; every screen and 'not-found' have one. */
  page(name: string, language: Language): string;
  /** Renders screens for a request; null when the build has no server entry. */
  renderer: ScreenRenderer | null;
}

const PAGE_NAMES = [...Object.values(paths), null].map(pageNameOf);

export async function loadBuiltPages(
  dirs: { webDir: string; renderDir: string },
  transform: (html: string) => string,
): Promise<BuiltPages | null> {
  const entry = path.join(dirs.renderDir, 'entry-server.js');
  const pagesDir = path.join(dirs.renderDir, 'pages');
  if (existsSync(entry) && existsSync(pagesDir)) {
    const pages = new Map<string, string>();
    for (const { code } of LANGUAGES) {
      for (const name of PAGE_NAMES) {
        const file = pageFileName(name, code);
        pages.set(file, transform(await readFile(path.join(pagesDir, `${file}.html`), 'utf8')));
      }
    }
    const renderer = await loadRenderer(entry);
    return {
      page: (name, language) =>
        pages.get(pageFileName(name, language)) ??
        pages.get(pageFileName(pageNameOf(null), language)) ??
        '',
      renderer,
    };
  }
  const indexFile = path.join(dirs.webDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const index = transform(await readFile(indexFile, 'utf8'));
  return { page: () => index, renderer: null };
}

async function loadRenderer(file: string): Promise<ScreenRenderer> {
  const entry: unknown = await import(pathToFileURL(file).href);
  const { renderScreen, shareTexts } = entry as Partial<ScreenRenderer>;
  if (typeof renderScreen !== 'function' || typeof shareTexts !== 'function') {
    throw new Error(
      `${file} exports no renderScreen or shareTexts: rebuild the web app (npm run build).`,
    );
  }
  return { renderScreen, shareTexts };
}
