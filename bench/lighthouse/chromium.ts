/**
 * A headless Chromium that Lighthouse drives over the DevTools protocol: started with a
 * remote-debugging port (chosen by Chromium) and a throwaway profile, one per Lighthouse run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_SWITCHES, visitorChromiumPath } from '../../e2e/support/browser.js';

const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 10_000;
/** The line Chromium prints on stderr once its DevTools endpoint listens. */
const LISTENING = /DevTools listening on ws:\/\/[^:]+:(\d+)\//;

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'postbooth-lighthouse-'));
  const child = spawn(
    visitorChromiumPath,
    [
      ...CHROMIUM_SWITCHES,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => child.pid === undefined && resolve());
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    await rm(profile, { recursive: true, force: true });
  };

  let output = '';
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`Chromium did not open its DevTools port in ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        const match = LISTENING.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited before it was ready (code ${code}, signal ${signal})`));
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- Chromium output ---\n${output}`, { cause: error });
  }
}
