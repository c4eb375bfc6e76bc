/**
 * One app instance for the live-show bench, in a process of its own (so its memory is its own):
 * the app as startTestApp builds it (a temp DATA_DIR with a bare index.html, no built pages),
 * configured by the environment like the server, listening on a free port of 127.0.0.1.
 * Prints `listening <port>` once it answers; stops on SIGTERM.
 *
 *   node --import tsx bench/live-show/instance.ts
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';

const dataDir = await mkdtemp(join(tmpdir(), 'postbooth-live-bench-'));
const webDir = join(dataDir, 'web');
await mkdir(webDir);
await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Postbooth</title>');
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  webDir,
  renderDir: join(dataDir, 'render'),
};
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
console.log(`listening ${address.port}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .then(() => process.exit(0));
});
