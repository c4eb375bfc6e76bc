import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface ServerAndBrowser {
  /** The server's origin, e.g. http://127.0.0.1:41234; throws if the server did not start. */
  origin(): string;
  /** The browser; throws if it did not start. */
  browser(): Browser;
  /** The server's DATA_DIR (its SQLite file and stored files); throws if it did not start. */
  dataDir(): string;
}

/**
 * The production server and a Chromium shared by every test of a file: started in a beforeAll
 * (the server with `env` added, as startServer takes it; the browser with `browserArgs`, as
 * launchBrowser takes them), closed and stopped in an afterAll. Call it at the top level of the
 * test file, before the file's own hooks that need them.
 */
export function sharedServerAndBrowser(
  options: { env?: Record<string, string>; browserArgs?: readonly string[] } = {},
): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer(options.env);
    browser = await launchBrowser(options.browserArgs);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Arrow functions: the test files destructure them.
  return {
    origin: () => {
      if (!server) throw new Error('The server did not start.');
      return server.url;
    },
    browser: () => {
      if (!browser) throw new Error('The browser did not start.');
      return browser;
    },
    dataDir: () => {
      if (!server) throw new Error('The server did not start.');
      return server.dataDir;
    },
  };
}
