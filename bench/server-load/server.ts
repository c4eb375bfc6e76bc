/**
 * The production server (`node dist/node/server/main.js`, as `npm start` runs it) for the load
 * bench: as e2e/support/server.ts starts it (127.0.0.1, a free port, a temporary DATA_DIR,
 * NODE_ENV=production), except that its output goes to a file instead of a pipe to us.
 *
 * Under load this process is busy running autocannon and drains a pipe too slowly; the pipe
 * fills, and the server's logger (pino, writing synchronously) then blocks the whole server
 * for 100 ms at a time until it empties. Reads measured through startServer's pipe were capped
 * near 3,000/s for that reason alone. A file never fills, as a log collector that keeps up.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverEntry = join(root, 'dist/node/server/main.js');
const READY_LINE = /ready on (http:\/\/[^\s"'}]+)/;
const READY_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 10_000;
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];

export interface BenchServer {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  /** Stops the server (SIGTERM), resolves its log lines at level error or above, cleans up. */
  stop(): Promise<string[]>;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const folder = await mkdtemp(join(tmpdir(), 'postbooth-load-'));
  const logFile = join(folder, 'server.log');
  const log = openSync(logFile, 'w');
  const inherited = Object.fromEntries(
    INHERITED.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(folder, 'data'),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const output = () => readFile(logFile, 'utf8');

  async function stop(): Promise<string[]> {
    if (!hasExited()) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    const errors = (await output())
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line))
      .map((line) => line.slice(0, 300));
    await rm(folder, { recursive: true, force: true });
    return errors;
  }

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const url = READY_LINE.exec(await output())?.[1];
    if (url) return { url: new URL(url).origin, pid: child.pid ?? 0, stop };
    if (hasExited() || Date.now() > deadline) {
      const text = await output();
      await stop();
      throw new Error(`The server did not start.\n--- server output ---\n${text}`);
    }
    await sleep(50);
  }
}
