/**
 * Each screen's page as the server sends it, from pages written the build's way (writePages,
 * the real server entry src/web/entry-server.tsx rendering the screens) over a small client
 * build of our own: the status and, for the screens the build renders, their heading in the
 * HTML. The screens that start from browser storage are rendered by the browser: their pages
 * are empty, and the walks that open them (e2e/) see their headings.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/model/paths.js';
import { buildApp } from '../../../../src/server/app.js';
import { writePages, type PageWriter } from '../../../../scripts/prerendered-pages.js';
import { startTestApp, type TestApp } from '../../test-app.js';

const ENTRY = fileURLToPath(new URL('../../../../src/web/entry-server.tsx', import.meta.url));
const ROUTES = fileURLToPath(new URL('../../../../src/web/routes', import.meta.url));

/** A client build's index.html, manifest and CSS: each screen's module, one stylesheet. */
async function writeClientBuild(webDir: string): Promise<void> {
  const routes = (await fs.readdir(ROUTES)).map((file) => `routes/${file}`);
  const manifest = {
    'main.tsx': { file: 'assets/index.js', css: ['assets/index.css'], isEntry: true },
    'app/start-app.tsx': { file: 'assets/start-app.js' },
    ...Object.fromEntries(routes.map((key) => [key, { file: `assets/${path.basename(key)}.js` }])),
  };
  await fs.mkdir(path.join(webDir, '.vite'), { recursive: true });
  await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
  await fs.writeFile(path.join(webDir, '.vite/manifest.json'), JSON.stringify(manifest));
  await fs.writeFile(path.join(webDir, 'assets/index.css'), 'body{}');
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="">' +
      '<title>Postbooth</title><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
      '<body><div id="root"></div></body></html>',
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const dirs = { webDir: t.config.webDir, renderDir: t.config.renderDir };
  await writeClientBuild(dirs.webDir);
  // The test's module runner compiles the entry (TSX) as the build's SSR step does.
  const entry = (await import(pathToFileURL(ENTRY).href)) as PageWriter;
  await writePages(dirs, entry);
  // The server loads its renderer from the render folder, as from a build.
  await fs.writeFile(
    path.join(dirs.renderDir, 'entry-server.js'),
    `export * from ${JSON.stringify(pathToFileURL(ENTRY).href)};`,
  );
  await t.app.close();
  t.app = await buildApp(t.config);
}, 60_000);
afterAll(() => t.close());

/** The text of the page's <h1>, its markup taken out. */
function heading(html: string): string | undefined {
  const h1 = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  return h1?.replace(/<[^>]*>/g, '').trim();
}

describe('every screen opens at its own address', () => {
  it.each([
    { path: paths.home, heading: 'Postbooth' },
    { path: paths.layout, heading: 'Choose your layout' },
  ])('$path shows $heading in the HTML', async ({ path: url, heading: name }) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(heading(response.body)).toBe(name);
  });

  it.each([paths.capture, paths.sequence, paths.edit, paths.download, paths.textbox])(
    '%s answers its page, which loads its screen',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      const module = `/assets/${url.slice(1)}.tsx.js`;
      expect(response.body).toContain(`<link rel="modulepreload" crossorigin href="${module}">`);
    },
  );

  it('/final-letter without an id answers its page, for the browser to fill', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.finalLetter });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<!--app-');
  });
});

describe('an unknown address', () => {
  it('answers 404 and shows "Page not found" with a way back', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(heading(response.body)).toBe('Page not found');
    expect(response.body).toMatch(/<a [^>]*href="\/"[^>]*>Back to the start<\/a>/);
  });
});
