/**
 * The server's routes against the one table of its addresses (src/model/paths.ts): what
 * `npm run dev` proxies to the API server and what the service worker leaves to the network.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig, { navigationsOutside } from '../../../../vite.config.js';
import { isAppPath, paths, serverPrefixes } from '../../../../src/model/paths.js';
import { startTestApp, type TestApp } from '../../test-app.js';

/** Full paths from Fastify's route tree ('└── api/letters (POST)', '│   └── /:id (GET)'). */
function routePaths(tree: string): string[] {
  const byDepth: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^(.*?)[└├]── (\S+) \(/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (byDepth[depth - 1] ?? '') + match[2]!;
    byDepth[depth] = full;
    byDepth.length = depth + 1;
    found.push(full);
  }
  return found;
}

const screens: readonly string[] = Object.values(paths);

const underPrefix = (route: string) =>
  serverPrefixes.find((prefix) => route === prefix || route.startsWith(prefix));

let test: TestApp;
let routes: string[];
beforeAll(async () => {
  test = await startTestApp();
  await test.app.ready();
  routes = routePaths(test.app.printRoutes({ commonPrefix: false }));
});
afterAll(() => test.close());

describe("the server's addresses", () => {
  it('are screens, the static files, or under one of the server prefixes', () => {
    expect(routes).toContain('/api/letters/:id');
    const others = routes.filter(
      (route) =>
        route !== '/' &&
        route !== '/*' &&
        !isAppPath(route) &&
        // An event's screens, registered as their pattern (`/e/:code`).
        !screens.includes(route) &&
        !underPrefix(route),
    );
    expect(others).toEqual([]);
  });

  it('use every prefix of the table (none is stale)', () => {
    const unused = serverPrefixes.filter(
      (prefix) => !routes.some((route) => underPrefix(route) === prefix),
    );
    expect(unused).toEqual([]);
  });

  it('are all proxied by the dev server to the API server', () => {
    const config: UserConfig = viteConfig;
    const proxied = Object.keys(config.server?.proxy ?? {});
    for (const route of routes.filter(underPrefix)) {
      expect(
        proxied.some((prefix) => route.startsWith(prefix)),
        route,
      ).toBe(true);
    }
    expect(Object.values(config.server?.proxy ?? {})).toEqual(
      serverPrefixes.map(() => expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)),
    );
  });

  it("are left to the network by the service worker, like the friend's page", () => {
    const handled = navigationsOutside([paths.finalLetter, ...serverPrefixes]);
    const origin = 'https://booth.example';
    // The worker's `self`, for this test only (unit files share their globals).
    vi.stubGlobal('self', { location: { origin } });
    const navigate = (pathname: string, mode = 'navigate') =>
      handled({ request: { mode } as Request, url: new URL(pathname, origin) });
    for (const route of routes.filter(underPrefix)) {
      expect(navigate(route.replace(/:\w+/g, 'x')), route).toBe(false);
    }
    expect(navigate('/final-letter')).toBe(false);
    expect(navigate(paths.edit)).toBe(true);
    expect(navigate(paths.edit, 'cors')).toBe(false);
    expect(
      handled({ request: { mode: 'navigate' } as Request, url: new URL('https://else.example/') }),
    ).toBe(false);
    vi.unstubAllGlobals();
  });
});
