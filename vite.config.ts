import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 8080);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
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
});
