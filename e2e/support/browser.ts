import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { findChromium } from '../../scripts/find-chromium.js';

const search = {
  platform: process.platform,
  env: process.env,
  home: os.homedir(),
  exists: existsSync,
};
/**
 * CHROMIUM_PATH, else Debian's Chromium headless shell, else Debian's Chromium or Google Chrome
 * where they are usually installed: the same search as `npm test`'s first step
 * (scripts/test-prerequisites.ts).
 */
const browserFound = findChromium({ ...search, headlessShell: true });
export const chromiumPath = browserFound.found ? browserFound.path : '/usr/bin/chromium';

/** The full browser, as a visitor runs it: the benchmarks load pages in it (bench/lighthouse). */
const visitorsBrowser = findChromium(search);
export const visitorChromiumPath = visitorsBrowser.found
  ? visitorsBrowser.path
  : '/usr/bin/chromium';

/** Headless, and quiet: no sandbox (root in a container), no GPU, no calls home. */
export const CHROMIUM_SWITCHES: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches a headless Chromium, quiet: no sandbox (containers), no GPU, no background traffic.
 * `extraArgs` adds command-line switches, e.g. cameraArgs() for the fake camera.
 */
export async function launchBrowser(
  extraArgs: readonly string[] = [],
  /**
   * The full browser as a visitor runs it (visitorChromiumPath), not the headless shell: for the
   * tests of what only it shows the same way (when the first paint comes, the permission prompt).
   */
  { visitors = false }: { visitors?: boolean } = {},
): Promise<Browser> {
  const found = visitors ? visitorsBrowser : browserFound;
  if (!found.found) {
    throw new Error(
      `Chromium was not found (looked in ${found.looked.join(', ')}). Install it with ` +
        '`apt-get install chromium fonts-noto-color-emoji`, ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return chromium.launch({
    executablePath: visitors ? visitorChromiumPath : chromiumPath,
    args: [...CHROMIUM_SWITCHES, ...extraArgs],
  });
}

/** The fixture the fake camera plays: left half warm yellow, right half dark blue. */
export const cameraClip = fileURLToPath(new URL('../fixtures/two-colours.y4m', import.meta.url));

/**
 * Switches for a fake camera playing `clip`; with `grant` (the default) the permission prompt is
 * answered yes without showing it.
 */
export function cameraArgs({ grant = true, clip = cameraClip } = {}): string[] {
  return [
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${clip}`,
    ...(grant ? ['--use-fake-ui-for-media-stream'] : []),
  ];
}

/** Something that went wrong in the page: a console error or an uncaught exception. */
export interface PageProblem {
  kind: 'console.error' | 'pageerror';
  text: string;
  /** The script or resource the message points at, when the browser says. */
  url?: string;
}

/**
 * Collects the page's console errors and uncaught exceptions from now on, into the returned
 * array. Content-Security-Policy violations and failed resource loads show up as console errors.
 */
export function collectProblems(page: Page): PageProblem[] {
  const problems: PageProblem[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    problems.push({ kind: 'console.error', text: message.text(), ...(url ? { url } : {}) });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: error.stack ?? error.message });
  });
  return problems;
}

/**
 * A fresh browser profile for a test, as a browser where service workers are not allowed (some
 * private windows, a policy: navigator.serviceWorker is absent, which the app passes over in
 * silence), unless `serviceWorkers: 'allow'` (the tests of the offline booth's worker). Allowed,
 * the worker precaches the whole build (138 files, 1.4 MB) in every new profile while the test
 * runs, then answers the page's requests itself: about 1 s of CPU per profile on the server and
 * in Chromium, a quarter of what e2e/letter-flow.test.ts used (84 → 63 CPU seconds). Playwright's
 * own `serviceWorkers: 'block'` would warn on the console, where tests look for warnings.
 */
export async function newContext(
  browser: Browser,
  { serviceWorkers = 'block', ...options }: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (serviceWorkers === 'block') {
    await context.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
  }
  return context;
}

/** A page in a fresh context of `viewport` (and `options`), and the problems it logs. */
export async function openPage(
  browser: Browser | undefined,
  viewport: { width: number; height: number },
  /** More of the context: `{ hasTouch: true, isMobile: true }` for a phone or tablet. */
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: PageProblem[] }> {
  if (!browser) throw new Error('The browser did not start.');
  const context = await newContext(browser, { ...options, viewport });
  const page = await context.newPage();
  // Every wait is on a condition: the limit only ends one that never comes, and it must be
  // generous for a busy machine (two files load pages at once, in CI too).
  page.setDefaultTimeout(30_000);
  return { page, problems: collectProblems(page) };
}

/** A page in a fresh phone-sized context (390×844), and the problems it logs. */
export function openPhonePage(
  browser: Browser | undefined,
): Promise<{ page: Page; problems: PageProblem[] }> {
  return openPage(browser, { width: 390, height: 844 });
}

/**
 * Collects the page's Content-Security-Policy violations from the next navigation on, as
 * `directive blocked-address (source file)`. A violation whose error the page catches (a probe
 * of `new Function` in a try block, say) logs nothing to the console, so collectProblems misses
 * it; the securitypolicyviolation event still fires.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return violations;
}

/**
 * Waits until `check`, run in the page, answers true. (`page.waitForFunction` takes a returned
 * Promise for a truthy answer and stops at once, whatever it resolves to.)
 */
export async function waitInPage(
  page: Page,
  check: () => Promise<boolean>,
  { timeout = 20_000, interval = 100 } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) {
      throw new Error(`Not true in the page after ${timeout} ms: ${check.toString()}`);
    }
    await page.waitForTimeout(interval);
  }
}

/**
 * Resolves once every request the page started so far has been reported to the test: the page
 * fetches /healthz, and request events arrive in the order the page made them. Proves that a
 * request did not happen without waiting for a while.
 */
export async function requestsSeen(page: Page): Promise<void> {
  const mark = `/healthz?seen=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(mark));
  await page.evaluate((url) => fetch(url).then(() => undefined), mark);
  await seen;
}

/**
 * Counts the page's requests that have not ended yet (answered, failed or cut off), from now on.
 * `settled()` resolves once none is open: for a step that the browser itself holds back while
 * the page talks to the server (a service worker's hand-over waits for the old worker to idle).
 */
export function openRequests(page: Page): { settled(timeout?: number): Promise<void> } {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    async settled(timeout = 20_000) {
      const deadline = Date.now() + timeout;
      while (open.size > 0) {
        if (Date.now() > deadline) {
          throw new Error(`${open.size} requests still open after ${timeout} ms.`);
        }
        await page.waitForTimeout(50);
      }
    },
  };
}

/**
 * Resolves after the page has painted twice more, on the browser's own timers (also under a
 * Playwright clock): the work a click queued (a rejected promise handled, React's render) is
 * on screen by then. Proves that nothing appeared without waiting for a while.
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const builtins =
      (window as unknown as { __pwClock?: { builtins: typeof window } }).__pwClock?.builtins ??
      window;
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => builtins.requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => builtins.setTimeout(resolve, 0));
  });
}

/**
 * Opens a blank page of the app's origin, without the app (answered by the test, never by the
 * server), where a test writes the browser's storage (a seeded visit, a kept letter) before the
 * first screen opens: cheaper than loading the home screen only to leave it. Then the page
 * opens the screen under test with page.goto.
 */
export async function openOrigin(page: Page, origin: string): Promise<void> {
  // Once the app's service worker runs in this browser context it answers the origin's pages
  // itself, past page.route: then the home screen it is.
  if (
    page
      .context()
      .serviceWorkers()
      .some((worker) => worker.url().startsWith(origin))
  ) {
    await page.goto(`${origin}/`);
    return;
  }
  const blank = `${origin}/__e2e-blank`;
  await page.route(blank, (route) =>
    route.fulfill({
      contentType: 'text/html',
      // An icon of its own, so the browser asks the server for no /favicon.ico.
      body: '<!doctype html><title>blank</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto(blank);
  await page.unroute(blank);
}

/**
 * Shows that the app runs: the header's language menu loses `data-until-app` once it does
 * (components/language-menu.tsx).
 */
export const APP_RUNS = 'header select:not([data-until-app])';

/**
 * Waits until the app runs on the page, starting it as a reader would where it waits for the
 * first input (`/` and a friend's page, src/web/app/start-moment.ts): a key press (Shift).
 */
export async function appRunning(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator(APP_RUNS).waitFor();
}
