/**
 * Every way the share link is delivered, and every way sharing fails, with the browser's own
 * APIs replaced by stubs (e2e/support/share-stubs.ts) that record each call: the share sheet,
 * the clipboard, iOS's hidden-input copy, the alert, the prompt; and the errors in red.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { newContext, openOrigin } from './support/browser.js';
import { keepLetterInStorage, makeStripPng } from './support/letter-fixtures.js';
import {
  androidUserAgent,
  iPhoneUserAgent,
  installShareStubs,
  phoneContextOptions,
  stubCalls,
  type ShareStubs,
} from './support/share-stubs.js';
import { sharedServerAndBrowser } from './support/suite.js';

const TOAST = 'Link copied! Now paste it anywhere to share';
const LINK = /^http:\/\/127\.0\.0\.1:\d+\/final-letter\?id=[A-Za-z0-9_-]{22}$/;
const DESKTOP = { viewport: { width: 1366, height: 900 } };

const { origin, browser } = sharedServerAndBrowser();
let strip: Buffer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  strip = await makeStripPng();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

type ContextOptions = Parameters<Browser['newContext']>[0];

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
    strip: letter.strip === undefined ? strip : letter.strip,
    message: letter.message ?? 'Hello from the stubs',
  });
  await page.goto(origin() + paths.finalLetter);
  await page.getByRole('button', { name: 'Copy link to share' }).waitFor();
  return page;
}

async function shareSucceeds(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link to share' }).click();
  await page.getByRole('status').getByText(TOAST, { exact: true }).waitFor();
  const link = (await page.locator('.share-link').textContent()) ?? '';
  expect(link).toMatch(LINK);
  return link;
}

async function shareFails(page: Page): Promise<string> {
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

const sheet = (link: string) => ({
  api: 'share',
  args: [{ title: 'Postbooth Letter', text: 'Check out my photostrip letter!', url: link }],
});
const clipboard = (link: string) => ({ api: 'clipboard', args: [link] });
const tapAndHold = (link: string) => ({
  api: 'alert',
  args: [`Share this link:\n${link}\n\nTap and hold the link to copy it.`],
});

describe('on a phone', () => {
  it('opens the share sheet with the title, the text and the link', async () => {
    const page = await openLetter(phoneContextOptions(androidUserAgent), {
      share: 'resolve',
      clipboard: 'resolve',
    });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([sheet(link)]);
  });

  it('copies to the clipboard when there is no share sheet', async () => {
    const page = await openLetter(phoneContextOptions(androidUserAgent), {
      share: 'missing',
      clipboard: 'resolve',
    });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([clipboard(link)]);
  });

  it('copies to the clipboard when the share sheet fails or is closed', async () => {
    for (const share of ['reject', 'abort'] as const) {
      const page = await openLetter(phoneContextOptions(iPhoneUserAgent), {
        share,
        clipboard: 'resolve',
      });
      const link = await shareSucceeds(page);
      expect(await stubCalls(page)).toEqual([sheet(link), clipboard(link)]);
      await context?.close();
    }
  });

  it('on an iPhone, copies through a hidden read-only input when the clipboard refuses', async () => {
    const page = await openLetter(phoneContextOptions(iPhoneUserAgent), {
      share: 'missing',
      clipboard: 'reject',
      execCopy: true,
    });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([
      clipboard(link),
      {
        api: 'execCommand',
        args: ['copy'],
        focused: { tag: 'INPUT', value: link, readOnly: true, selected: link },
      },
    ]);
    // The input is gone, and the focus is back on the button, which says the link is copied.
    expect(await page.locator('input').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Link copied ✓ Copy link to share again',
    );
  });

  it('on an iPhone, shows the link in an alert when even that copy fails', async () => {
    const page = await openLetter(phoneContextOptions(iPhoneUserAgent), {
      share: 'reject',
      clipboard: 'reject',
      execCopy: false,
    });
    const link = await shareSucceeds(page);
    const calls = await stubCalls(page);
    expect(calls.map((call) => call.api)).toEqual(['share', 'clipboard', 'execCommand', 'alert']);
    expect(calls[3]).toEqual(tapAndHold(link));
  });

  it('on Android, shows the link in an alert when the clipboard refuses', async () => {
    const page = await openLetter(phoneContextOptions(androidUserAgent), {
      share: 'reject',
      clipboard: 'reject',
      execCopy: true,
    });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([sheet(link), clipboard(link), tapAndHold(link)]);
  });
});

describe('on a desktop', () => {
  it('copies to the clipboard, never opening a share sheet', async () => {
    const page = await openLetter(DESKTOP, { share: 'resolve', clipboard: 'resolve' });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([clipboard(link)]);
  });

  it('offers the link in a prompt when the clipboard refuses; OK is a success', async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'reject' });
    const link = await shareSucceeds(page);
    expect(await stubCalls(page)).toEqual([
      clipboard(link),
      { api: 'prompt', args: ['Copy this link:', link] },
    ]);
  });

  it("fails with 'User cancelled manual copy' when the prompt is cancelled", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'reject', prompt: null });
    const letters: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/letters')) {
        letters.push(request.url());
      }
    });
    expect(await shareFails(page)).toBe('Failed to share letter: User cancelled manual copy');
    // The letter was stored all the same: the next press offers the same link again.
    await page.getByRole('button', { name: 'Copy link to share' }).click();
    await expect.poll(async () => (await stubCalls(page)).length).toBe(4);
    const calls = await stubCalls(page);
    expect(calls.map((call) => call.api)).toEqual(['clipboard', 'prompt', 'clipboard', 'prompt']);
    expect(calls[3]!.args).toEqual(calls[1]!.args);
    expect(letters).toHaveLength(1);
  });

  it("reads 'Sharing...' and is disabled while working, then is ready again", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'hold' });
    const button = page.locator('.share-button');
    await button.click();
    await page.getByRole('button', { name: 'Sharing...' }).waitFor();
    // aria-disabled, so the keyboard focus stays on the button.
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    // A second press while sharing does nothing.
    await button.click({ force: true });
    await expect.poll(async () => (await stubCalls(page)).length).toBe(1);
    await page.evaluate(() =>
      (window as unknown as { __releaseClipboard(): void }).__releaseClipboard(),
    );
    await page.getByRole('status').getByText(TOAST, { exact: true }).waitFor();
    // Until the message or the strip changes, it says the link is copied (a press copies again).
    expect(await button.textContent()).toBe('Link copied ✓ Copy link to share again');
    expect(await button.getAttribute('aria-disabled')).toBe('false');
  });
});

describe('what sharing needs', () => {
  it("fails with 'No message to share' for a blank message", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'resolve' }, { message: '  \n\t ' });
    expect(await shareFails(page)).toBe('Failed to share letter: No message to share');
    expect(await stubCalls(page)).toEqual([]);
  });

  it("fails with 'No photostrip image found' without a strip", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'resolve' }, { strip: null });
    expect(await shareFails(page)).toBe('Failed to share letter: No photostrip image found');
    expect(await stubCalls(page)).toEqual([]);
  });

  it("fails with 'Failed to upload image: …' when the strip cannot be stored", async () => {
    const page = await openLetter(DESKTOP, { clipboard: 'resolve' });
    await page.route('**/api/strips', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many uploads.', code: 'rate_limited' }),
      }),
    );
    expect(await shareFails(page)).toBe(
      // The page's own words for the code, never the server's text.
      'Failed to share letter: Failed to upload image: Too many requests. Please wait a little and try again.',
    );
  });
});
