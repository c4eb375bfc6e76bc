/**
 * What a page costs a visitor's browser as it loads (e2e/page-budgets.test.ts, bench/): the
 * JavaScript and CSS it fetches before and after its first contentful paint, when the app
 * starts, and, on a CPU slowed down like Lighthouse's phone, its long tasks and script time.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { APP_START_MARK } from '../../src/web/app/after-page-shown.js';

export interface LoadedFile {
  path: string;
  kind: 'script' | 'style';
  /** Its bytes gzipped at level 9, whatever encoding the server chose (comparable everywhere). */
  gzipBytes: number;
  /** Asked for before the first contentful paint. */
  beforePaint: boolean;
}

export interface PageLoad {
  firstPaintMs: number;
  /** When main.tsx started the app (null: it never did). */
  appStartMs: number | null;
  files: LoadedFile[];
  /** Durations of the main thread's long tasks (≥ 50 ms) from the first paint on. */
  longTasksMs: number[];
  /** Time the main thread spent running script over the whole load (CDP ScriptDuration). */
  scriptMs: number;
}

export interface LoadOptions {
  /** The visitor's language (navigator.languages and Accept-Language). */
  locale?: string;
  /** Chromium's CPU slowdown (CDP Emulation.setCPUThrottlingRate); 1 for none. */
  cpuSlowdown?: number;
  /**
   * The reader moves the mouse once the page has loaded and its network is idle: a friend's
   * page starts the app only then (src/web/app/start-moment.ts).
   */
  firstInput?: boolean;
}

/** A phone's window, as Lighthouse's mobile preset has it. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Opens `url` in a fresh context (cold cache) and waits until the app has started, its network
 * is idle and the main thread has had an idle moment; `ready` is a selector that shows the app
 * runs (an enabled control), or null for a page read without the app.
 */
export async function measurePageLoad(
  browser: Browser,
  url: string,
  ready: string | null,
  options: LoadOptions = {},
): Promise<PageLoad> {
  const context = await browser.newContext({ ...PHONE, locale: options.locale ?? 'en' });
  try {
    // The service worker's precaching is not the page's load, and would answer its requests.
    await context.route('**/sw.js', (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown ?? 1 });
    await page.addInitScript(() => {
      const kept: number[][] = [];
      (window as unknown as { longTasks: number[][] }).longTasks = kept;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) kept.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    if (options.firstInput) {
      await page.waitForLoadState('networkidle');
      // One move starts the app (e2e/early-presses.test.ts proves it); here, where four pages
      // load at once on a slowed CPU, the reader moves again should a move not have reached it.
      for (let move = 0; move < 10; move += 1) {
        await page.mouse.move(200 + move * 10, 300);
        const started = await page.evaluate(
          (mark) => performance.getEntriesByName(mark).length > 0,
          APP_START_MARK,
        );
        if (started) break;
        await page.waitForTimeout(200);
      }
    }
    // Waited for in the page itself: a Playwright locator would first evaluate its own script
    // in the page, a long task of its own on a slowed CPU.
    await page.evaluate(
      (selector) =>
        new Promise<void>((resolve) => {
          if (selector === null || document.querySelector(selector)) return resolve();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true });
        }),
      ready,
    );
    await page.waitForLoadState('networkidle');
    // Two idle periods: whatever the app started once its screen ran has had its turn. With a
    // deadline: on a page whose language menu was enabled before the app started (early
    // presses), Chromium gives the page no idle period after the start, though its main thread
    // is idle (seen in a CPU profile); two seconds then stand in for them.
    for (let round = 0; round < 2; round += 1) {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })),
      );
    }
    const seen = await page.evaluate((mark) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const start = performance.getEntriesByName(mark)[0];
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
      return {
        firstPaintMs: paint ? paint.startTime : Number.NaN,
        appStartMs: start ? start.startTime : null,
        resources,
        longTasks: (window as unknown as { longTasks: number[][] }).longTasks,
      };
    }, APP_START_MARK);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    const files = await Promise.all(
      seen.resources.map(async ({ url: fileUrl, startTime }) => ({
        path: new URL(fileUrl).pathname,
        kind: fileUrl.endsWith('.css') ? ('style' as const) : ('script' as const),
        gzipBytes: await gzippedSize(fileUrl),
        beforePaint: startTime < seen.firstPaintMs,
      })),
    );
    return {
      firstPaintMs: seen.firstPaintMs,
      appStartMs: seen.appStartMs,
      files,
      longTasksMs: seen.longTasks
        .filter(([start]) => start !== undefined && start >= seen.firstPaintMs)
        .map(([, duration]) => duration ?? 0),
      scriptMs: scriptSeconds * 1000,
    };
  } finally {
    await context.close();
  }
}

const gzipped = new Map<string, Promise<number>>();

/** The file's size gzipped at level 9 (hashed names: fetched once per run). */
function gzippedSize(url: string): Promise<number> {
  let size = gzipped.get(url);
  if (!size) {
    size = fetch(url, { headers: { 'accept-encoding': 'identity' } }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    });
    gzipped.set(url, size);
  }
  return size;
}
