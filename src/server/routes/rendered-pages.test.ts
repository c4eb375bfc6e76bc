/**
 * The pages of a build with a server entry (dist/render): each screen's own page, and the
 * friend's page filled in per letter. The entry here is a small stand-in written by the test
 * (it records what it was asked); the real one renders React, and e2e/server-rendering proves
 * it in a browser.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageNameOf, PAGE_SLOTS } from '../../model/page-data.js';
import { paths } from '../../model/paths.js';
import { buildApp } from '../app.js';
import { createLetter, startTestApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';

const ENTRY = `
export async function renderScreen(url, data) {
  const letter = data.sharedLetter?.letter;
  if (letter?.message === 'render fails') throw new Error('a bug in a screen');
  return '<main data-url="' + encodeURIComponent(url) + '">' + (letter ? 'a letter' : data.sharedLetter?.gone === 'deleted' ? 'deleted' : 'no letter') + '</main>';
}
`;

function page(name: string): string {
  const slots = name === 'final-letter' ? `${PAGE_SLOTS.head}` : '';
  const root = name === 'final-letter' ? PAGE_SLOTS.body : `<p>${name}</p>`;
  return `<!doctype html><html><head><title>t</title>${slots}</head><body><div id="root">${root}</div></body></html>`;
}

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  const pagesDir = path.join(t.config.renderDir, 'pages');
  await fs.mkdir(pagesDir, { recursive: true });
  for (const screen of [...Object.values(paths), null]) {
    const name = pageNameOf(screen);
    await fs.writeFile(path.join(pagesDir, `${name}.html`), page(name));
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
});
