// npm start: builds the app when the build is missing, then runs the production server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'dist/node/server/main.js');
const web = path.join(root, 'dist/web/index.html');
const pages = path.join(root, 'dist/render/entry-server.js');

if (![server, web, pages].every((file) => existsSync(file))) {
  console.log('No build found: building the app first (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// React renders the friend's page on the server: its production build, never the slow
// development one, unless told otherwise.
process.env.NODE_ENV ??= 'production';
await import(server);
