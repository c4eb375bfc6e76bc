/**
 * The installable, offline booth's files (docs/events.md): the service
 * worker is never kept by a browser's HTTP cache, the manifest is served as one, and the CSP
 * lets the page use both.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-app.js';
import { staticCacheControl } from '../../../../src/server/routes/pages.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  const web = t.config.webDir;
  await fs.writeFile(path.join(web, 'sw.js'), 'self.skipWaiting();');
  await fs.writeFile(path.join(web, 'workbox-4db61445.js'), 'define([], () => {});');
  await fs.writeFile(path.join(web, 'manifest.webmanifest'), '{"name":"Postbooth"}');
  await fs.mkdir(path.join(web, 'icons'));
  await fs.writeFile(path.join(web, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50]));
});
afterEach(() => t.close());

describe('the service worker and the manifest', () => {
  it.each(['/sw.js', '/workbox-4db61445.js'])('serves %s with no-cache', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  });

  it('serves the manifest as application/manifest+json with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({ name: 'Postbooth' });
  });

  it('serves the icons with a short cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('allows the worker and the manifest from our origin only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('staticCacheControl', () => {
  it('keeps hashed assets a year and nothing of the worker', () => {
    expect(staticCacheControl('assets/app-1a2b3c4d.js', true)).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(staticCacheControl('sw.js', false)).toBe('no-cache');
    expect(staticCacheControl('registerSW.js', false)).toBe('no-cache');
    expect(staticCacheControl('workbox-4db61445.js', false)).toBe('no-cache');
    expect(staticCacheControl('sw.js.map', false)).toBe('public, max-age=3600');
    expect(staticCacheControl('favicon.svg', false)).toBe('public, max-age=3600');
  });
});
