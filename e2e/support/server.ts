import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A deadline for a condition (the ready line), not a duration under test: at load 20 on 2 cores
 * a start took over 20 s. Under the e2e project's 60 s hook timeout, so this error is the one a
 * file that cannot start its server reports.
 */
const READY_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 10_000;
/** The line the server prints once it listens; stops before a quote or brace (JSON logs). */
const READY_LINE = /ready on (http:\/\/[^\s"'}]+)/;
/** Variables passed through from the test's own environment; everything else is set here. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'SYSTEMROOT'];

export interface RunningServer {
  /** The origin the server listens on, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** The server's DATA_DIR. */
  dataDir: string;
  process: ChildProcess;
  /**
   * Sends SIGTERM (unless the process was already signalled) and waits for the exit (SIGKILL and
   * an error after 10 s), then removes the temporary DATA_DIR unless `keepDataDir` is set or the
   * caller chose DATA_DIR.
   */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
  /** Sends SIGKILL and waits for the exit, like a crash. Keeps DATA_DIR; call stop() to clean. */
  kill(): Promise<void>;
  /** Everything the server printed so far, stdout and stderr interleaved. */
  output(): string;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts the production server (`node dist/node/server/main.js`) on a free port of 127.0.0.1
 * with a fresh temporary DATA_DIR; `env` adds or overrides variables (pass DATA_DIR to restart
 * on an earlier server's data). `root` serves another copy of the package (its own `dist/`, the
 * project's node_modules linked in), e.g. a build a test changes. Resolves once the server
 * prints `ready on http://…`.
 */
export async function startServer(
  env: Record<string, string> = {},
  { root = projectRoot }: { root?: string } = {},
): Promise<RunningServer> {
  const serverEntry = join(root, 'dist/node/server/main.js');
  const webIndex = join(root, 'dist/web/index.html');
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  }

  const ownsDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'postbooth-e2e-')));
  const inherited = Object.fromEntries(
    INHERITED.flatMap((name) => {
      const value = process.env[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    const done = () => {
      running.delete(child);
      resolve();
    };
    child.once('exit', done);
    // A process that could not be spawned has no pid and never emits 'exit'.
    child.once('error', () => child.pid === undefined && done());
  });

  let output = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));

  const removeDataDir = async () => {
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(
        () => reject(new Error(`The server was not ready after ${READY_TIMEOUT_MS} ms.`)),
        READY_TIMEOUT_MS,
      );
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        stdout += chunk;
        const match = READY_LINE.exec(stdout);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(new URL(match[1]).origin);
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new Error(`The server exited before it was ready (code ${code}, signal ${signal}).`),
        );
      });
    });
  } catch (error) {
    if (!hasExited()) child.kill('SIGKILL');
    await exited;
    await removeDataDir();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- server output ---\n${output}`, { cause: error });
  }

  return {
    url,
    dataDir,
    process: child,
    async stop({ keepDataDir = false } = {}) {
      if (!hasExited()) {
        // Not repeated when a test already signalled the process: a second SIGTERM may force
        // an exit instead of the graceful one under test.
        if (!child.killed) child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          exited.then(() => false),
          new Promise<boolean>((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS, true))),
        ]);
        clearTimeout(timer);
        if (timedOut) {
          child.kill('SIGKILL');
          await exited;
          if (!keepDataDir) await removeDataDir();
          throw new Error(
            `The server did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM.\n` +
              `--- server output ---\n${output}`,
          );
        }
      }
      if (!keepDataDir) await removeDataDir();
    },
    async kill() {
      if (!hasExited()) child.kill('SIGKILL');
      await exited;
    },
    output: () => output,
  };
}
