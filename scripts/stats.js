// npm run stats: page views per day and path from the server's database (last 30 days).
// Runs the compiled server code, building it first when it is missing, as npm start does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stats = path.join(root, 'dist/node/server/stats.js');

if (!existsSync(stats)) {
  // Only the server: the web app is not needed to read the counts.
  console.error('No server build found: building it first (npm run build:server)…');
  const build = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { runStats } = await import(stats);
const { ConfigError } = await import(path.join(root, 'dist/node/server/backend-errors.js'));
try {
  process.stdout.write(await runStats(process.env));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
