/**
 * The real server process, as an operator starts it: src/server/main.ts run by Node (through
 * tsx) on a free port of 127.0.0.1, for the tests of what a start refuses.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface MainExit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs main.ts with `env` added to this process's environment; a server that gets as
 * far as listening is stopped at once (its exit code then says so too). Answers how it ended.
 */
export function runMain(env: Record<string, string | undefined>): Promise<MainExit> {
  const main = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
  // tsx by its file, so the process finds it from any working folder.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes('is ready on')) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    // 'close', not 'exit': by then all the process wrote has been read.
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
