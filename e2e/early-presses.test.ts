/**
 * No press is lost: a tap on the server's page before the app has taken it over is answered once
 * the app runs (src/web/app/early-presses.ts), on a phone whose CPU is slowed 6×: on /layout's
 * cards (whose visit is still loading then) and on a friend's page. The app's code
 * is held back by the test until after the taps, so they always land before it. And a friend's
 * page runs no app code until its reader's first input (src/web/app/start-moment.ts).
 */
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { APP_START_MARK } from '../src/web/app/after-page-shown.js';
import { APP_RUNS, collectProblems, newContext, painted, requestsSeen } from './support/browser.js';
import { storeLetter } from './support/letter-fixtures.js';
import { sharedServerAndBrowser } from './support/suite.js';

// The visitor's full browser: the headless shell moves a pointer over each new page as it loads
// (a trusted pointermove at the page's corner), which is the reader's first input to the app.
const { origin, browser } = sharedServerAndBrowser({ visitorsBrowser: true });

/** The app's start on a CPU slowed 6× takes seconds, not expect.poll's default second. */
const POLL = { timeout: 20_000 };

let friendPath = '';
beforeAll(async () => {
  friendPath = `${paths.finalLetter}?id=${await storeLetter(origin(), 'See you at the lake!')}`;
});

/** A touch phone whose CPU runs 6× slower than this machine's. */
async function slowPhone(): Promise<Page> {
  const context = await newContext(browser(), {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return page;
}

/**
 * Holds the app's own chunk (start-app) until `release()`: the page shows the server's screen,
 * React DOM may load, but nothing answers a press. `asked` resolves when the page asked for it.
 */
async function holdTheApp(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route: Route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, asked: askedFor };
}

/** The layout and the source of the visit kept in IndexedDB (postbooth / visit / current). */
function storedChoice(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      // As the app opens it (lib/storage/idb.ts), so a first open here leaves it as the app expects.
      const request = indexedDB.open('postbooth', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('visit');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('no IndexedDB'));
    });
    try {
      const visit = await new Promise<{ layout?: number; source?: string } | undefined>(
        (resolve, reject) => {
          const request = db.transaction('visit').objectStore('visit').get('current');
          request.onsuccess = () => resolve(request.result as { layout?: number } | undefined);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
        },
      );
      return visit ? { layout: visit.layout, source: visit.source } : null;
    } finally {
      db.close();
    }
  });
}

const appStarted = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, APP_START_MARK);

describe('a press before the app runs', () => {
  it('on /layout: the layout and the source tapped at once are chosen, kept, and Next goes on', async () => {
    const page = await slowPhone();
    const problems = collectProblems(page);
    const app = await holdTheApp(page);
    await page.goto(origin() + paths.layout);
    const four = page.getByRole('radio', { name: '4 Pose' });
    const camera = page.getByRole('radio', { name: 'Take Photo' });
    // The server's page: its cards are pressable from the first moment.
    expect(await four.isEnabled()).toBe(true);
    await four.tap();
    await camera.tap();
    await app.asked;
    // Shown at once, but nothing has answered yet: the app is still held back.
    expect(await four.isChecked()).toBe(true);
    expect(await page.locator(APP_RUNS).count()).toBe(0);
    app.release();
    await page.locator(APP_RUNS).waitFor();
    // The app took both presses: Next (which needs the app's own state) can go on.
    await expect
      .poll(() => page.getByRole('button', { name: 'Next' }).isEnabled(), POLL)
      .toBe(true);
    expect(await four.isChecked()).toBe(true);
    expect(await camera.isChecked()).toBe(true);
    // Kept: the choice was stored as any other (IndexedDB's write is awaited, not raced).
    await expect.poll(() => storedChoice(page), POLL).toEqual({ layout: 4, source: 'camera' });
    await page.reload();
    await page.locator(APP_RUNS).waitFor();
    await expect.poll(() => four.isChecked(), POLL).toBe(true);
    expect(await camera.isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("on a friend's page: a tap on 'Letter on top' starts the app and is answered", async () => {
    const page = await slowPhone();
    const problems = collectProblems(page);
    const app = await holdTheApp(page);
    await page.goto(origin() + friendPath);
    const onTop = page.getByRole('button', { name: 'Letter on top' });
    expect(await onTop.getAttribute('aria-pressed')).toBe('false');
    await onTop.tap();
    // The tap itself asked for the app; its press waits for it.
    await app.asked;
    expect(await onTop.getAttribute('aria-pressed')).toBe('false');
    app.release();
    await expect.poll(() => onTop.getAttribute('aria-pressed'), POLL).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('on /: a language chosen from the menu starts the app and is applied', async () => {
    const page = await slowPhone();
    const problems = collectProblems(page);
    const app = await holdTheApp(page);
    await page.goto(origin() + paths.home);
    const menu = page.locator('header').getByRole('combobox');
    await menu.selectOption('de');
    await app.asked;
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    app.release();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe('de');
    await page.getByRole('link', { name: 'Los geht’s' }).waitFor();
    expect(await menu.inputValue()).toBe('de');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ["a friend's page", () => friendPath],
  ['the first page (/)', () => paths.home],
])('%s', (_name, pathOf) => {
  it('runs no app code until its reader moves, then starts at once', async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(origin() + pathOf());
    await page.waitForLoadState('networkidle');
    await painted(page);
    await requestsSeen(page);
    expect(await appStarted(page)).toBe(false);
    // The first script and the page-view counter, but neither React nor the app.
    expect(scripts.some((script) => /\/start-analytics-[\w-]+\.js$/.test(script))).toBe(true);
    expect(scripts.filter((script) => /\/(client|jsx-runtime|start-app)-/.test(script))).toEqual(
      [],
    );
    expect(await page.locator(APP_RUNS).count()).toBe(0);
    // Its presses and choices would be held and answered, so they are not shown as disabled.
    expect(await page.locator('[data-until-app]').count()).toBeGreaterThan(0);
    expect(
      await page.locator('[data-until-app]:is([aria-disabled="true"], :disabled)').count(),
    ).toBe(0);
    await page.mouse.move(300, 300);
    await page.locator(APP_RUNS).waitFor();
    expect(await appStarted(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
