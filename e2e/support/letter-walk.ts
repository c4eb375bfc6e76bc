/**
 * The letter's walks in Chromium (e2e/letter-flow.test.ts, e2e/letter-page.test.ts): the server,
 * the browser and a strip shared by a file's tests, fresh profiles closed after each test, and
 * the steps both files take (a letter kept in storage, shared, opened by a friend).
 */
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, expect } from 'vitest';
import { paths } from '../../src/model/paths.js';
import { collectProblems, newContext, openOrigin, type PageProblem } from './browser.js';
import { keepLetterInStorage, makeStripPng } from './letter-fixtures.js';
import { sharedServerAndBrowser } from './suite.js';

export const MESSAGE = 'Dear Sam,\nthank you for the best afternoon!\n\nLove, Alex';
const TOAST = 'Link copied! Now paste it anywhere to share';
export const LINK_PATTERN = /^http:\/\/127\.0\.0\.1:\d+\/final-letter\?id=[A-Za-z0-9_-]{22}$/;

type ContextOptions = Parameters<Browser['newContext']>[0];

export async function stripShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="The photostrip"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
}

export const shareButton = (page: Page) => page.getByRole('button', { name: 'Copy link to share' });
export const toast = (page: Page) => page.getByRole('status').getByText(TOAST, { exact: true });

/** Presses 'Copy link to share', waits for the toast, and answers the link on the clipboard. */
export async function shareAndReadLink(page: Page): Promise<string> {
  await shareButton(page).click();
  await toast(page).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * A press whose upload the server refuses (429 once): the error in red below the button, the
 * button ready again, no toast. Takes Chromium's report of the refused resource off `problems`.
 */
export async function failedShareIsShown(page: Page, problems: PageProblem[]): Promise<void> {
  await page.route('**/api/strips', (route) => route.fulfill({ status: 429, json: RATE_LIMITED }), {
    times: 1,
  });
  await shareButton(page).click();
  const alert = page.getByRole('alert');
  expect(await alert.textContent()).toBe(
    'Failed to share letter: Failed to upload image: Too many requests. Please wait a little and try again.',
  );
  const [button, error] = await Promise.all([shareButton(page).boundingBox(), alert.boundingBox()]);
  expect(error!.y).toBeGreaterThan(button!.y + button!.height);
  expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe(
    'rgb(163, 40, 61)',
  );
  await expect.poll(() => shareButton(page).getAttribute('aria-disabled')).toBe('false');
  expect(await toast(page).count()).toBe(0);
  const refused = problems.findIndex((problem) => problem.text.includes('status of 429'));
  expect(refused).toBeGreaterThanOrEqual(0);
  problems.splice(refused, 1);
}

const RATE_LIMITED = { error: 'Too many uploads.', code: 'rate_limited' };

/** The strip stored on the server, as a letter's page names it: its public address. */
export async function storeStrip(origin: string, png: Buffer): Promise<string> {
  const stored = await fetch(origin + '/api/strips', {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
  expect(stored.status).toBe(201);
  return ((await stored.json()) as { publicUrl: string }).publicUrl;
}

/** The strip a shared letter shows: its address, and its bytes as the server sends them. */
export async function sharedStrip(
  page: Page,
  link: string,
): Promise<{ src: string; bytes: Buffer }> {
  await page.goto(link);
  await stripShown(page);
  // The src property: the attribute is a path on this server, made absolute by the page.
  const src = await page
    .getByRole('img', { name: 'The photostrip' })
    .evaluate((image: HTMLImageElement) => image.src);
  return { src, bytes: Buffer.from(await (await fetch(src)).arrayBuffer()) };
}

export async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

export function messageText(page: Page): Promise<string | null> {
  return page.locator('.letter-message').textContent();
}

/** The decoded text of the QR code on the page, read from a screenshot of it. */
export async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await page.getByRole('img', { name: 'QR code for the share link' }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

export function isPost(request: Request, path: string): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === path;
}

/** Call at the top level of a test file: its server, browser, strip and profiles. */
export function letterWalk() {
  const { origin, browser } = sharedServerAndBrowser();
  let strip: Buffer | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    strip = await makeStripPng();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** The strip the letters carry (a PNG), made once per file. */
  function stripPng(): Buffer {
    if (!strip) throw new Error('The strip was not made.');
    return strip;
  }

  /** A fresh browser profile (desktop 1366 × 900 unless told), with the clipboard allowed. */
  async function newPage(
    options: ContextOptions = { viewport: { width: 1366, height: 900 } },
  ): Promise<{ page: Page; problems: PageProblem[] }> {
    const context = await newContext(browser(), options);
    contexts.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return { page, problems: collectProblems(page) };
  }

  /** Opens /final-letter with this strip and message in storage, and waits for the strip. */
  async function openOwnLetter(page: Page, message = MESSAGE): Promise<void> {
    await openOrigin(page, origin());
    await keepLetterInStorage(page, { strip: stripPng(), message });
    await page.goto(origin() + paths.finalLetter);
    await stripShown(page);
  }

  /** A friend's view of the link in a new profile: the message, the strip, and no problem. */
  async function expectFriendSees(link: string, options?: ContextOptions): Promise<Page> {
    const { page, problems } = await newPage(options);
    await page.goto(link);
    await expectHeading(page, 'A letter for you');
    await stripShown(page);
    expect(await messageText(page)).toBe(MESSAGE.trim());
    expect(await page.getByRole('button', { name: 'Delete this letter' }).count()).toBe(0);
    expect(problems).toEqual([]);
    return page;
  }

  return { origin, stripPng, newPage, openOwnLetter, expectFriendSees };
}
