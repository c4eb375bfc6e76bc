/** Starts bare-server.ts processes (the baseline), each on a free port of 127.0.0.1. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const script = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
const indexFile = fileURLToPath(new URL('../../dist/web/index.html', import.meta.url));
const READY_LINE = /bare ready on (http:\/\/\S+)/;
const READY_TIMEOUT_MS = 20_000;

export interface BareServers {
  urls: string[];
  stop(): Promise<void>;
}

/** `count` bare servers answering `page` (a file; the built index.html by default). */
export async function startBare(count: number, page = indexFile): Promise<BareServers> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
    );
  };
  try {
    const urls = await Promise.all(
      Array.from({ length: count }, () => {
        const child = spawn(process.execPath, ['--import', tsxLoader(), script, page], {
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        return readyUrl(child);
      }),
    );
    return { urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () => reject(new Error('the bare server did not start')),
      READY_TIMEOUT_MS,
    );
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const url = READY_LINE.exec(stdout)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare server exited with ${code}`));
    });
  });
}

/** The loader that lets Node run TypeScript, wherever the bench runs from. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}
