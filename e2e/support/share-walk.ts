/**
 * The share fallbacks' walks (e2e/share-fallbacks.test.ts, e2e/share-fallbacks-phone.test.ts):
 * /final-letter in a fresh profile whose browser APIs are stubs (e2e/support/share-stubs.ts),
 * and what a share that succeeds or fails shows.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, expect } from 'vitest';
import { paths } from '../../src/model/paths.js';
import { newContext, openOrigin } from './browser.js';
import { keepLetterInStorage, makeStripPng } from './letter-fixtures.js';
import { installShareStubs, type ShareStubs } from './share-stubs.js';
import { sharedServerAndBrowser } from './suite.js';

export const TOAST = 'Link copied! Now paste it anywhere to share';
const LINK = /^http:\/\/127\.0\.0\.1:\d+\/final-letter\?id=[A-Za-z0-9_-]{22}$/;
export const DESKTOP = { viewport: { width: 1366, height: 900 } };

type ContextOptions = Parameters<Browser['newContext']>[0];

/** Call at the top level of a test file: its server, browser and strip, one profile a test. */
export function shareWalk() {
  const { origin, browser } = sharedServerAndBrowser();
  let strip: Buffer | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    strip = await makeStripPng();
  });

  async function closeLetter(): Promise<void> {
    await context?.close();
    context = undefined;
  }

  afterEach(closeLetter);

  /** /final-letter in a new profile with these stubs, this strip (or none) and message. */
  async function openLetter(
    options: ContextOptions,
    stubs: ShareStubs,
    letter: { strip?: Buffer | null; message?: string } = {},
  ): Promise<Page> {
    context = await newContext(browser(), options);
    await installShareStubs(context, stubs);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await openOrigin(page, origin());
    await keepLetterInStorage(page, {
      strip: letter.strip === undefined ? (strip ?? null) : letter.strip,
      message: letter.message ?? 'Hello from the stubs',
    });
    await page.goto(origin() + paths.finalLetter);
    await page.getByRole('button', { name: 'Copy link to share' }).waitFor();
    return page;
  }

  return { origin, openLetter, closeLetter };
}

export async function shareSucceeds(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link to share' }).click();
  await page.getByRole('status').getByText(TOAST, { exact: true }).waitFor();
  const link = (await page.locator('.share-link').textContent()) ?? '';
  expect(link).toMatch(LINK);
  return link;
}

export async function shareFails(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link to share' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  // Below the button, in red, and the button is ready again.
  const [button, error] = await Promise.all([
    page.getByRole('button', { name: 'Copy link to share' }).boundingBox(),
    alert.boundingBox(),
  ]);
  expect(error!.y).toBeGreaterThan(button!.y + button!.height);
  expect(await alert.evaluate((element) => getComputedStyle(element).color)).toBe(
    'rgb(163, 40, 61)',
  );
  expect(
    await page.getByRole('button', { name: 'Copy link to share' }).getAttribute('aria-disabled'),
  ).toBe('false');
  expect(await page.getByRole('status').getByText(TOAST, { exact: true }).count()).toBe(0);
  return (await alert.textContent()) ?? '';
}

export const sheet = (link: string) => ({
  api: 'share',
  args: [{ title: 'Postbooth Letter', text: 'Check out my photostrip letter!', url: link }],
});
export const clipboard = (link: string) => ({ api: 'clipboard', args: [link] });
export const tapAndHold = (link: string) => ({
  api: 'alert',
  args: [`Share this link:\n${link}\n\nTap and hold the link to copy it.`],
});
