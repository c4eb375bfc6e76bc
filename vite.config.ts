import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compressedCopies } from './scripts/compressed-copies.js';
import { messageCatalogues } from './scripts/message-catalogues.js';
import { prerenderedPages } from './scripts/prerendered-pages.js';
import { paths, serverPrefixes } from './src/model/paths.js';

const apiPort = Number(process.env.API_PORT ?? 8080);
const api = `http://127.0.0.1:${apiPort}`;

/**
 * `vite build` builds the whole web app (docs/development.md, How pages load): the browser app
 * (environment `client`, dist/web), its server entry (`ssr`, dist/render), then the screens'
 * pages (prerenderedPages, which needs both) and the compressed copies of dist/web
 * (compressedCopies, last).
 */
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    messageCatalogues(),
    ...clientOnly(offlineBooth()),
    prerenderedPages(),
    compressedCopies(),
  ],
  builder: {
    // Both environments, then the plugins' buildApp steps (order 'post'): the pages, the copies.
    async buildApp(builder) {
      for (const name of ['client', 'ssr']) {
        const environment = builder.environments[name];
        if (!environment) throw new Error(`vite.config.ts has no ${name} environment.`);
        await builder.build(environment);
      }
    },
  },
  environments: {
    client: {
      build: {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // Which files each screen needs, for the pages the build writes (src/web/ssr).
        manifest: true,
        // No preload helper for the JavaScript a lazy screen imports (Vite still loads its
        // CSS first): 0.8 KB less on the first page (docs/development.md, Languages). A
        // screen's shared chunks are then fetched one round trip later, on a first visit only:
        // the service worker keeps every chunk after it, and a page the server sends preloads
        // its screen's (src/web/ssr). No polyfill either: the server sets a strict CSP, every
        // script is an external file.
        modulePreload: false,
      },
    },
    ssr: {
      build: {
        // The server entry (entry-server.tsx), next to the client build: the build renders the
        // static screens with it (prerenderedPages), the server the friend's page.
        outDir: '../../dist/render',
        emptyOutDir: true,
        ssr: 'entry-server.tsx',
        copyPublicDir: false,
      },
    },
  },
  server: {
    // Every address the server answers beside the screens (src/model/paths.ts).
    proxy: Object.fromEntries(serverPrefixes.map((prefix) => [prefix, api])),
  },
});

/** `plugins` in the browser app's environment only (dev server and `client` build). */
function clientOnly(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  }));
}

/**
 * The installable, offline booth (docs/events.md): the web app manifest and
 * a Workbox service worker (sw.js) that precaches the app shell, every screen's chunk, the fonts,
 * the emoji picker and the icons. A page is still asked of the server first (its prerendered
 * screen, its analytics tag, its status); only when the network fails does the worker answer
 * with the precached shell (index.html), which renders any booth screen. No API call is cached.
 * A new worker waits until the app is at `/` (lib/pwa/service-worker.ts): registerType 'prompt',
 * registered by the app itself once it runs (injectRegister null; lib/pwa/service-worker.ts).
 */
function offlineBooth() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: null,
    manifest: {
      name: 'Postbooth',
      short_name: 'Postbooth',
      description: 'A photobooth in your browser: photos, a decorated photostrip, a letter.',
      theme_color: '#fff7ef',
      background_color: '#fff7ef',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
      // Hashed names need no revision query.
      dontCacheBustURLsMatching: /^assets\//,
      // The emoji picker's chunk is about 330 KB; the whole booth, with room to grow.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // The first visit's page is taken over at once: its later chunks come from the cache.
      clientsClaim: true,
      navigateFallback: null,
      runtimeCaching: [
        {
          // Pages: the server's, or, with no network, the precached shell. Nothing is stored.
          // Not the friend's page (rendered per letter, with its status and meta tags) nor the
          // server's own addresses: they need the network anyway.
          urlPattern: navigationsOutside([paths.finalLetter, ...serverPrefixes]),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
      ],
    },
  });
}

/**
 * A service-worker route check for same-origin navigations to none of `prefixes`. Workbox copies
 * the function's source into sw.js, where nothing of this file exists, so the list is written
 * into the source rather than captured.
 */
export function navigationsOutside(prefixes: readonly string[]) {
  return new Function(
    'options',
    `const { request, url } = options;
    return request.mode === 'navigate' && url.origin === self.location.origin &&
      !${JSON.stringify(prefixes)}.some((prefix) => url.pathname.startsWith(prefix));`,
  ) as (options: { request: Request; url: URL }) => boolean;
}
