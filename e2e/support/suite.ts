import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';

/**
 * One Chromium per test worker and set of switches, shared by the files the worker runs one
 * after the other (the e2e project keeps one module graph per worker): a launch cost about
 * 1.7 s of CPU, paid again by each of the files. A file closes the contexts it opened, so the
 * next one finds the browser as launched; the worker's end closes it (Playwright's own exit
 * handlers).
 */
const browsers = new Map<string, Promise<Browser>>();

function workersBrowser(args: readonly string[] = [], visitors = false): Promise<Browser> {
  const key = `${visitors ? 'visitors' : 'shell'} ${args.join(' ')}`;
  let browser = browsers.get(key);
  if (!browser) {
    browser = launchBrowser(args, { visitors });
    browsers.set(key, browser);
    // A launch that failed is tried again by the next file, not handed to it.
    browser.catch(() => browsers.delete(key));
  }
  return browser;
}
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
 * launchBrowser takes them, the worker's own), stopped and the file's contexts closed in an
 * afterAll. Call it at the top level of the
 * test file, before the file's own hooks that need them.
 */
export function sharedServerAndBrowser(
  options: {
    env?: Record<string, string>;
    browserArgs?: readonly string[];
    /** The visitor's full browser, not the headless shell (launchBrowser's `visitors`). */
    visitorsBrowser?: boolean;
  } = {},
): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer(options.env),
      workersBrowser(options.browserArgs, options.visitorsBrowser),
    ]);
  });

  afterAll(async () => {
    await Promise.all([
      ...(browser?.contexts() ?? []).map((context) => context.close()),
      server?.stop(),
    ]);
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
