/**
 * A new version of the app (docs/events.md, Installable, and offline after one visit: new versions): it installs in
 * the background, waits while the guest is on any screen but `/`, and takes over at `/` with one
 * reload. The server serves a copy of the build whose service worker the test changes, as a new
 * deployment would.
 */
import { appendFile, copyFile, cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { collectProblems, launchBrowser, waitInPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
let copy: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'postbooth-update-'));
  await cp(join(projectRoot, 'dist'), join(copy, 'dist'), { recursive: true });
  await copyFile(join(projectRoot, 'package.json'), join(copy, 'package.json'));
  await symlink(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  server = await startServer({}, { root: copy });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (copy) await rm(copy, { recursive: true, force: true });
});

/** The new version's worker answers 'version?' (the test adds it); the first one answers nothing. */
const NEW_WORKER_CODE = `
self.addEventListener('message', (event) => {
  if (event.data === 'version?') event.source?.postMessage('new');
});
`;

function askWorkerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return resolve('no worker');
        navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)));
        worker.postMessage('version?');
        setTimeout(() => resolve('first'), 1000);
      }),
  );
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

it('waits on /layout and /event and while passing /, then takes over at / with one reload', async () => {
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const problems = collectProblems(page);

  // A first visit installs the worker (no reload: nothing waited).
  await page.goto(server.url + paths.home);
  await heading(page, 'Postbooth');
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await heading(page, 'Postbooth');
  expect(await askWorkerVersion(page)).toBe('first');

  // A deployment changes the worker (its compressed copies would still be the old one).
  const worker = join(copy, 'dist/web/sw.js');
  await appendFile(worker, NEW_WORKER_CODE);
  await rm(`${worker}.br`, { force: true });
  await rm(`${worker}.gz`, { force: true });

  // A guest opens /layout: the browser finds the new worker, which installs and waits.
  await page.goto(server.url + paths.layout);
  await heading(page, 'Choose your layout');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await waitInPage(page, async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting != null;
  });
  // The app moves on to another screen (in-app, as a guest does): still the same document, under
  // the first version.
  await page.getByRole('link', { name: 'Event mode' }).click();
  await heading(page, 'Event mode');
  await page.getByRole('link', { name: 'Postbooth' }).waitFor();
  // Proving that nothing happens needs a while: the app tells the registration of each screen
  // after loading its chunk, and a take-over would reload within a few hundred milliseconds.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await askWorkerVersion(page)).toBe('first');

  // A guest who passes through / and taps Start at once: the hand-over waits for a quiet moment
  // at /, so it does not happen on the way. (Both taps in the page, within a frame of each
  // other: a busy machine could make the test's own second tap later than the quiet second.)
  await page.evaluate(async () => {
    const link = (text: string) =>
      [...document.querySelectorAll('a')].find((anchor) => anchor.textContent?.trim() === text);
    link('Postbooth')!.click();
    for (;;) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const start = document.querySelector('h1')?.textContent === 'Postbooth' && link('Start');
      if (start) return start.click();
    }
  });
  await heading(page, 'Choose your layout');
  await page.waitForTimeout(2000);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await askWorkerVersion(page)).toBe('first');

  // Back to / by the header's link (an in-app navigation): after a quiet second, the new version
  // takes over and the page reloads once with it.
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await page.getByRole('link', { name: 'Postbooth' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  await heading(page, 'Postbooth');
  expect(await askWorkerVersion(page)).toBe('new');
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
  ).toBeNull();
  expect(problems).toEqual([]);
  await context.close();
});
