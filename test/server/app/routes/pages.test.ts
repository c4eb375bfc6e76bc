import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/model/paths.js';

const CODE = 'abcdefghjkmn23';
import {
  createLetter,
  startTestApp,
  TEST_INDEX_HTML,
  uploadStrip,
  withClaims,
} from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe('pages', () => {
  it.each(Object.values(paths).map((screen) => screen.replace(':code', CODE)))(
    'serves the app at %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(TEST_INDEX_HTML);
    },
  );

  it("keeps an event's pages out of search engines (X-Robots-Tag), and no other page", async () => {
    for (const url of [`/e/${CODE}`, `/e/${CODE}/show`, `/e/${CODE}/gallery/`, '/host']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
    for (const url of ['/', '/layout', '/event']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it.each(['/e/ABCDEFGHJKMN23', '/e/short', '/e/abcdefghjkmn20/show', '/e/:code'])(
    "answers %s, an event's screen with a malformed code, with the 404 page",
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(TEST_INDEX_HTML);
    },
  );

  it('answers the app page with 404 for an unknown page, JSON 404 for an unknown API call', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe(TEST_INDEX_HTML);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: expect.any(String), code: 'not_found' });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
  });

  it('serves built assets with a long cache', async () => {
    await fs.mkdir(path.join(t.config.webDir, 'assets'));
    await fs.writeFile(path.join(t.config.webDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('puts Open Graph and Twitter meta for a letter on /final-letter?id=', async () => {
    const imageUrl = await uploadStrip(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/letters',
      payload: withClaims({ message: '<b>hi</b>', image_url: imageUrl }),
    });
    const { id } = created.json() as { id: string };
    const response = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    // The preview is the letter's card (docs/using.md, "Writing and sharing a letter"), not the strip.
    expect(head).toContain(`<meta property="og:image" content="http://localhost/cards/${id}.png">`);
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain(
      `<meta property="og:url" content="http://localhost/final-letter?id=${id}">`,
    );
    expect(head).toContain('<meta property="og:title" content="Postbooth Letter">');
    expect(head).toContain(
      '<meta property="og:description" content="Check out my photostrip letter!">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(response.body).not.toContain('<b>hi</b>');
  });

  it.each([
    '/final-letter?id=AAAAAAAAAAAAAAAAAAAAAA',
    '/final-letter?id=%3Cscript%3E',
    '/final-letter?id=a&id=b',
  ])('answers 404 and tells the page there is no letter for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('og:');
    expect(response.body).toContain('"letter":null');
    expect(response.body).not.toContain('<script>');
  });
});

describe('ANALYTICS_SCRIPT_URL', () => {
  const script = 'https://stats.example.com/js/script.js';
  const tags = [
    '<meta name="postbooth-analytics" content="external">',
    `<script defer src="${script}"></script>`,
  ];

  it('puts the script and the meta tag in every page, and allows its origin in the CSP', async () => {
    await t.close();
    t = await startTestApp({ ANALYTICS_SCRIPT_URL: script });
    const { id } = await createLetter(t.app);
    for (const url of [...Object.values(paths), `/final-letter?id=${id}`, '/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      const head = response.body.slice(0, response.body.indexOf('</head>'));
      for (const tag of tags) expect(head, url).toContain(tag);
    }
    const letterPage = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    expect(letterPage.body).toContain('og:image');

    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self' https://stats.example.com;");
    expect(csp).toContain("connect-src 'self' https://stats.example.com;");
    expect(csp).toContain("default-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it('adds nothing when unset', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toBe(TEST_INDEX_HTML);
    expect(response.body).not.toContain('postbooth-analytics');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });
});

describe('headers on every answer', () => {
  it.each(['/', '/final-letter', '/api/letters/x', '/healthz'])('%s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['permissions-policy']).toContain('camera=(self)');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /healthz', () => {
  it('answers 200 while the stores answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
