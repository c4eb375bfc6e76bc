import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 8080);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react()],
  build: isSsrBuild
    ? {
        // The server entry (entry-server.tsx), next to the client build: the build script
        // renders the static screens with it, the server the friend's page.
        outDir: '../../dist/render',
        emptyOutDir: true,
        ssr: 'entry-server.tsx',
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        // Which files each screen needs, for the pages the build writes (src/web/ssr).
        manifest: true,
        // The server sets a strict CSP; keep every script an external file.
        modulePreload: { polyfill: false },
      },
  server: {
    proxy: {
      '/api': api,
      '/strips': api,
      '/stickers': api,
      '/healthz': api,
    },
  },
}));
