/**
 * The pages of a build with a server entry (dist/render): each screen's own page, and the
 * friend's page filled in per letter. The entry here is a small stand-in written by the test
 * (it records what it was asked); the real one renders React, and e2e/server-rendering proves
 * it in a browser.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../../src/model/languages.js';
import { pageFileName, pageNameOf, PAGE_SLOTS } from '../../../../src/model/page-data.js';
import { paths } from '../../../../src/model/paths.js';
import { buildApp } from '../../../../src/server/app.js';
import { createLetter, startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

const ENTRY = `
export async function renderScreen(url, data, language) {
  const letter = data.sharedLetter?.letter;
  if (letter?.message === 'render fails') throw new Error('a bug in a screen');
  const lang = language === 'en' ? '' : ' lang="' + language + '"';
  return '<main data-url="' + encodeURIComponent(url) + '"' + lang + '>' + (letter ? 'a letter' : data.sharedLetter?.gone === 'deleted' ? 'deleted' : 'no letter') + '</main>';
}
export async function shareTexts(language) {
  return { title: 'Letter in ' + language, description: 'Look (' + language + ')', imageAlt: 'A strip (' + language + ')' };
}
`;

function page(name: string, language: Language = 'en'): string {
  const slots = name === 'final-letter' ? `${PAGE_SLOTS.head}` : '';
  const root = name === 'final-letter' ? PAGE_SLOTS.body : `<p>${name}</p>`;
  return `<!doctype html><html lang="${language}"><head><title>t</title>${slots}</head><body><div id="root">${root}</div></body></html>`;
}

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  const pagesDir = path.join(t.config.renderDir, 'pages');
  await fs.mkdir(pagesDir, { recursive: true });
  for (const { code } of LANGUAGES) {
    for (const screen of [...Object.values(paths), null]) {
      const name = pageNameOf(screen);
      await fs.writeFile(path.join(pagesDir, `${pageFileName(name, code)}.html`), page(name, code));
    }
  }
  await fs.writeFile(path.join(t.config.renderDir, 'entry-server.js'), ENTRY);
  await t.app.close();
  t.app = await buildApp(t.config);
});
afterEach(() => t.close());

function jsonData(body: string): unknown {
  const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(body)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

describe('a build with a server entry', () => {
  it.each([
    ['/', 'index'],
    ['/layout', 'layout'],
    ['/edit/', 'edit'],
    ['/capture', 'capture'],
  ])('serves %s its own page', async (url, name) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page(name));
  });

  it('serves the 404 page for an address with no screen', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(page('not-found'));
  });

  it("renders a friend's page with the letter, its strip preloaded and its data inlined", async () => {
    const message = 'Hi </script><script>alert(1)</script> $& $` & <b>you</b>';
    const { id, imageUrl } = await createLetter(t.app, undefined, message);
    const response = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain(
      `<div id="root"><main data-url="${encodeURIComponent(`/final-letter?id=${id}`)}">a letter</main></div>`,
    );
    // The display copy (WebP) is what the page shows; the link preview is the letter's card.
    const display = imageUrl.replace(/\.png$/, '.webp');
    expect(body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${new URL(display).pathname}" type="image/webp">`,
    );
    expect(body).toContain(
      `<meta property="og:image" content="${new URL(imageUrl).origin}/cards/${id}.png">`,
    );
    expect(jsonData(body)).toEqual({
      sharedLetter: {
        id,
        letter: {
          message,
          image_url: imageUrl,
          display_url: display,
          image_width: expect.any(Number),
          image_height: expect.any(Number),
        },
      },
    });
    // The message reaches the page only as escaped JSON: no element, no replacement pattern.
    expect(body).not.toContain('<b>you</b>');
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(body).not.toContain(PAGE_SLOTS.head);
  });

  it('answers 404 with the rendered "no letter" page for an unknown id', async () => {
    const id = 'A'.repeat(22);
    const response = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('>no letter</main>');
    expect(response.body).not.toContain('og:');
    expect(response.body).not.toContain('rel="preload" as="image"');
    expect(jsonData(response.body)).toEqual({ sharedLetter: { id, letter: null } });
  });

  it('answers 410 with the rendered "deleted" page for a letter its sender deleted', async () => {
    const { id, deleteToken } = await createLetter(t.app);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${id}`,
      headers: { authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    const response = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('>deleted</main>');
    expect(response.body).not.toContain('og:');
    expect(jsonData(response.body)).toEqual({
      sharedLetter: { id, letter: null, gone: 'deleted' },
    });
  });

  it('leaves the own-letter page (no id) to the browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.finalLetter });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<!--app-');
  });

  it('still sends the page, for the browser to render, when rendering fails', async () => {
    const { id } = await createLetter(t.app, undefined, 'render fails');
    const response = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(jsonData(response.body)).toMatchObject({ sharedLetter: { id } });
  });

  it('sends each page in the language asked for: ?lang=, then the saved choice, then Accept-Language', async () => {
    const ask = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await ask('/')).body).toBe(page('index', 'en'));
    const french = await ask('/layout', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(french.body).toBe(page('layout', 'fr'));
    expect(french.headers.vary).toContain('Accept-Language');
    expect(french.headers.vary).toContain('Cookie');
    expect((await ask('/layout', { 'accept-language': 'it, ar;q=0.5' })).body).toBe(
      page('layout', 'ar'),
    );
    expect((await ask('/edit', { 'accept-language': 'it, nl' })).body).toBe(page('edit', 'en'));
    // The saved choice (its cookie) wins over the browser's languages; ?lang= over both.
    const saved = { 'accept-language': 'fr', cookie: 'x=1; postbooth.lang=ja' };
    expect((await ask('/capture', saved)).body).toBe(page('capture', 'ja'));
    expect((await ask('/capture?lang=pt', saved)).body).toBe(page('capture', 'pt-BR'));
    // Junk from a stranger falls back in order, never fails.
    expect((await ask('/?lang=../../etc/passwd', { cookie: 'postbooth.lang=<x>' })).body).toBe(
      page('index', 'en'),
    );
    expect((await ask('/?lang=de&lang=ar')).statusCode).toBe(200);
    expect((await ask('/no/such', { 'accept-language': 'de' })).body).toBe(page('not-found', 'de'));
  });

  it("renders a friend's page in the reader's language, never the writer's", async () => {
    const { id } = await createLetter(t.app, undefined, 'Hola, ¿qué tal?');
    const response = await t.app.inject({
      method: 'GET',
      url: `/final-letter?id=${id}`,
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar">');
    expect(response.body).toContain(' lang="ar">a letter</main>');
    expect(response.body).toContain('<meta property="og:title" content="Letter in ar">');
    expect(response.body).toContain('<meta property="og:image:alt" content="A strip (ar)">');
    // The letter itself is as its writer wrote it.
    expect(jsonData(response.body)).toMatchObject({
      sharedLetter: { letter: { message: 'Hola, ¿qué tal?' } },
    });
    const english = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(english.body).toContain('<meta property="og:title" content="Letter in en">');
    expect(english.body).not.toContain(' lang="ar">a letter');
  });
});
