/**
 * The offline booth (docs/events.md): after one visit the service worker
 * keeps the whole app, so with no network a guest still makes a strip from /layout to /download;
 * the AI box says it needs a connection, and a share pressed offline waits for the connection,
 * then shows its link and QR code and the letter is stored.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { collectProblems, newContext, type PageProblem } from './support/browser.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
const OFFLINE_AI = 'You are offline: AI decorations need a connection.';
const WAITING = 'Waiting for a connection to share…';

let folder: string;
let photos: string[];
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'postbooth-offline-'));
  photos = await Promise.all(
    ['#e63946', '#457b9d', '#2a9d8f'].map(async (colour, index) => {
      const file = join(folder, `photo-${index}.png`);
      await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .png()
        .toFile(file);
      return file;
    }),
  );
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

afterEach(async () => {
  await context?.close();
});

const heading = (name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible' });

/** Opens / once online and waits until the service worker has precached the app and controls the page. */
async function visitOnce(): Promise<void> {
  await page.goto(origin() + paths.home);
  await heading('Postbooth');
  // Registered once the app runs; ready once installed (everything precached) and active.
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), undefined, {
    timeout: 30_000,
  });
  await page.reload();
  await heading('Postbooth');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    origin() + '/sw.js',
  );
}

it('makes a strip with no network, and shares it once the connection is back', async () => {
  // The offline booth is the service worker's.
  context = await newContext(browser(), {
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await visitOnce();
  problems = collectProblems(page);

  await context.setOffline(true);
  await page.reload();
  await heading('Postbooth');

  // /layout → upload three photos → /edit.
  await page.getByRole('link', { name: 'Start', exact: true }).click();
  await page.waitForURL(origin() + paths.layout);
  await heading('Choose your layout');
  await page.getByRole('radio', { name: '3 Pose', exact: true }).check();
  await page.getByRole('radio', { name: 'Upload', exact: true }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select 3 Photo(s)' }).click();
  await (await chooser).setFiles(photos);
  await page.getByText(/^3 photos loaded/).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(origin() + paths.edit);
  await heading('Decorate your strip');
  await page.getByText('3 photos ready for your strip.').waitFor();

  // The AI box (a sheet on a phone) needs the network and says so.
  await page.getByRole('button', { name: 'AI decorations', exact: true }).click();
  await page.getByText(OFFLINE_AI, { exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Theme', exact: true }).fill('beach party');
  expect(await page.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'AI decorations', exact: true }).click();

  // A reload of a booth screen offline: the worker's shell renders it.
  await page.reload();
  await heading('Decorate your strip');
  await page.getByText('3 photos ready for your strip.').waitFor();

  // Collect Photo → the file, then /download shows the strip.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Collect Photo' }).click();
  expect((await download).suggestedFilename()).toBe('photostrip.png');
  await page.waitForURL(origin() + paths.download);
  await page.getByRole('heading', { level: 1, name: 'Your photostrip' }).waitFor();
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Your photostrip"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });

  // The letter, shared offline: it waits for the connection.
  await page.getByRole('link', { name: 'send a letter to a friend' }).click();
  await page.waitForURL(origin() + paths.textbox);
  await page.getByRole('textbox', { name: 'Your message' }).fill('Sent when the wifi came back');
  await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
  await page.waitForURL(origin() + paths.finalLetter);
  const stored: string[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/letters')) {
      stored.push(response.url());
    }
  });
  await page.getByRole('button', { name: 'Copy link to share' }).click();
  await page.getByRole('status').getByText(WAITING, { exact: true }).waitFor();
  expect(await page.locator('.share-link').count()).toBe(0);

  await context.setOffline(false);
  const link = page.locator('.share-link');
  await link.waitFor();
  await page.getByRole('img', { name: 'QR code for the share link' }).waitFor();
  expect(await page.getByText(WAITING).count()).toBe(0);
  const id = new URL((await link.textContent()) ?? '').searchParams.get('id');
  expect(id).toMatch(/^[\w-]{22}$/);
  const letter = await fetch(`${origin()}/api/letters/${id}`);
  expect(letter.status).toBe(200);
  expect(((await letter.json()) as { message: string }).message).toBe(
    'Sent when the wifi came back',
  );
  expect(stored).toHaveLength(1);
  // Offline, the browser logs each request it could not make; nothing else went wrong.
  expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED/.test(problem.text))).toEqual([]);
});
