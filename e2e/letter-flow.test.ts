/**
 * The letter, walked like a visitor in Chromium against the production server: writing it on
 * /textbox, sharing it from /final-letter, a friend opening the link, the overlap of letter and
 * strip, the QR code, reusing a link, deleting a letter, the page-view counter and axe.
 * The strip is put into storage as the editor leaves it (photostripUrl), so no editor is needed.
 */
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import {
  newContext,
  openOrigin,
  collectProblems,
  requestsSeen,
  type PageProblem,
} from './support/browser.js';
import { keepLetterInStorage, makeStripPng } from './support/letter-fixtures.js';
import { iPhoneUserAgent, phoneContextOptions } from './support/share-stubs.js';
import { sharedServerAndBrowser } from './support/suite.js';

const MESSAGE = 'Dear Sam,\nthank you for the best afternoon!\n\nLove, Alex';
const TOAST = 'Link copied! Now paste it anywhere to share';
const LINK_PATTERN = /^http:\/\/127\.0\.0\.1:\d+\/final-letter\?id=[A-Za-z0-9_-]{22}$/;

const { origin, browser } = sharedServerAndBrowser();
let strip: Buffer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  strip = await makeStripPng();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

type ContextOptions = Parameters<Browser['newContext']>[0];

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
  await keepLetterInStorage(page, { strip, message });
  await page.goto(origin() + paths.finalLetter);
  await stripShown(page);
}

async function stripShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="The photostrip"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
}

const shareButton = (page: Page) => page.getByRole('button', { name: 'Copy link to share' });
const toast = (page: Page) => page.getByRole('status').getByText(TOAST, { exact: true });

/** Presses 'Copy link to share', waits for the toast, and answers the link on the clipboard. */
async function shareAndReadLink(page: Page): Promise<string> {
  await shareButton(page).click();
  await toast(page).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

function messageText(page: Page): Promise<string | null> {
  return page.locator('.letter-message').textContent();
}

/** The decoded text of the QR code on the page, read from a screenshot of it. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const png = await page.getByRole('img', { name: 'QR code for the share link' }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

function isPost(request: Request, path: string): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === path;
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

describe('writing the letter on /textbox', () => {
  it('keeps the message as it is typed, counts it, limits it, and continues', async () => {
    const { page, problems } = await newPage(phoneContextOptions(iPhoneUserAgent));
    await page.goto(origin() + paths.textbox);
    await expectHeading(page, 'Write a letter');

    // No strip yet: said kindly, with a way to make one, and writing still works.
    const notice = page.getByText('There is no photostrip in this browser yet');
    await notice.waitFor();
    expect(await page.getByRole('link', { name: 'make a photostrip' }).getAttribute('href')).toBe(
      '/',
    );

    const field = page.getByRole('textbox', { name: 'Your message' });
    expect(await field.getAttribute('placeholder')).toBe('Write your message here...');
    await field.fill('Hello friend');
    await page.getByText('12 / 2000').waitFor();
    await page.waitForFunction(() => localStorage.getItem('letterMessage') === 'Hello friend');

    await page.reload();
    expect(await field.inputValue()).toBe('Hello friend');
    await page.getByText('12 / 2000').waitFor();

    await field.fill('x'.repeat(2100));
    expect((await field.inputValue()).length).toBe(2000);
    await page.getByText('2000 / 2000').waitFor();
    // An emoji counts 2, in the counter as in the limit (and on the server): 1000 fit.
    await field.fill('😀'.repeat(1001));
    expect(await field.inputValue()).toBe('😀'.repeat(1000));
    await page.getByText('2000 / 2000').waitFor();

    // With a strip kept, the notice goes; the message goes on to /final-letter.
    await keepLetterInStorage(page, { strip });
    await field.fill(MESSAGE);
    await page.reload();
    await field.waitFor();
    expect(await field.inputValue()).toBe(MESSAGE);
    expect(await notice.count()).toBe(0);
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await page.waitForURL(origin() + paths.finalLetter);
    await expectHeading(page, 'Your letter');
    await stripShown(page);
    expect(await messageText(page)).toBe(MESSAGE);
    expect(problems).toEqual([]);
  });

  it('keeps typing that was not written yet when the page is left at once', async () => {
    const { page } = await newPage();
    await page.goto(origin() + paths.textbox);
    const field = page.getByRole('textbox', { name: 'Your message' });
    await field.fill('Written just before leaving');
    // Leaving within the save delay: the pagehide flush keeps it.
    await page.goto(origin() + paths.home);
    expect(await page.evaluate(() => localStorage.getItem('letterMessage'))).toBe(
      'Written just before leaving',
    );
  });
});

describe('sharing the letter and opening the link', () => {
  it('on a desktop: /textbox, /final-letter, the link copied with its QR code, a friend sees it', async () => {
    const { page, problems } = await newPage();
    await openOrigin(page, origin());
    await keepLetterInStorage(page, { strip, message: null });
    await page.goto(origin() + paths.textbox);
    await page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await page.waitForURL(origin() + paths.finalLetter);
    await stripShown(page);
    const link = await shareAndReadLink(page);
    expect(link).toMatch(LINK_PATTERN);

    // The link as selectable text, and a QR code that decodes to exactly the link.
    expect(await page.locator('.share-link').textContent()).toBe(link);
    expect(await decodeQr(page)).toBe(link);
    expect(problems).toEqual([]);

    const friend = await expectFriendSees(link);
    const download = friend.waitForEvent('download');
    await friend.getByRole('link', { name: 'Download', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photostrip.png');
    const saved = await sharp(await readFile((await file.path())!)).metadata();
    expect([saved.format, saved.width, saved.height]).toEqual(['png', 600, 1380]);

    await friend.getByRole('link', { name: 'Make your own photostrip' }).click();
    await friend.waitForURL(origin() + paths.home);
    await expectHeading(friend, 'Postbooth');
  });

  it('on an emulated iPhone: the link reaches the clipboard and opens on a phone', async () => {
    const phone = phoneContextOptions(iPhoneUserAgent);
    const { page, problems } = await newPage(phone);
    await openOwnLetter(page);
    const link = await shareAndReadLink(page);
    expect(link).toMatch(LINK_PATTERN);
    // On a phone the toast may lie over the QR code for its 1.8 s.
    await toast(page).waitFor({ state: 'detached' });
    expect(await decodeQr(page)).toBe(link);
    expect(problems).toEqual([]);

    const friend = await expectFriendSees(link, phone);
    // Every action is within reach of a thumb: inside the 390 px width.
    for (const control of [
      friend.getByRole('button', { name: 'Copy link to share', exact: true }),
      friend.getByRole('link', { name: 'Download', exact: true }),
    ]) {
      const box = await control.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
  });

  it('a second press for the same letter hands out the same link, storing one letter', async () => {
    const { page } = await newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isPost(request, '/api/letters') || isPost(request, '/api/strips')) {
        posts.push(new URL(request.url()).pathname);
      }
    });
    await openOwnLetter(page);
    const first = await shareAndReadLink(page);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await shareButton(page).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    expect(posts).toEqual(['/api/strips', '/api/letters']);

    // Another message is another letter.
    await page.goto(origin() + paths.textbox);
    await page.getByRole('textbox', { name: 'Your message' }).fill('Another letter');
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await stripShown(page);
    const third = await shareAndReadLink(page);
    expect(third).not.toBe(first);
    expect(posts.filter((path) => path === '/api/letters')).toHaveLength(2);
  });

  it("a friend's 'Copy link to share' hands out the same link, storing nothing", async () => {
    const { page } = await newPage();
    await openOwnLetter(page);
    const link = await shareAndReadLink(page);

    const friend = await expectFriendSees(link);
    const posts: string[] = [];
    friend.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    expect(await shareAndReadLink(friend)).toBe(link);
    expect(posts.filter((url) => !url.endsWith('/api/events'))).toEqual([]);
  });

  it('shows the toast for exactly 1800 ms (fake clock)', async () => {
    const { page } = await newPage();
    await page.clock.install();
    await openOwnLetter(page);
    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await shareButton(page).click();
    await toast(page).waitFor();
    await page.clock.runFor(1799);
    expect(await toast(page).count()).toBe(1);
    await page.clock.runFor(1);
    await toast(page).waitFor({ state: 'detached' });
  });
});

describe('a letter from /download?photostrip=', () => {
  /** The strip stored on the server, as a letter's page names it. */
  async function storeStrip(): Promise<string> {
    const stored = await fetch(origin() + '/api/strips', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(strip),
    });
    expect(stored.status).toBe(201);
    return ((await stored.json()) as { publicUrl: string }).publicUrl;
  }

  /** The strip a shared letter shows: its address, and its bytes as the server sends them. */
  async function sharedStrip(page: Page, link: string): Promise<{ src: string; bytes: Buffer }> {
    await page.goto(link);
    await stripShown(page);
    // The src property: the attribute is a path on this server, made absolute by the page.
    const src = await page
      .getByRole('img', { name: 'The photostrip' })
      .evaluate((image: HTMLImageElement) => image.src);
    return { src, bytes: Buffer.from(await (await fetch(src)).arrayBuffer()) };
  }

  it('keeps the strip shown, and each letter written next carries a fresh copy of it', async () => {
    const original = await storeStrip();
    const { page, problems } = await newPage();
    await page.goto(`${origin()}${paths.download}?photostrip=${encodeURIComponent(original)}`);
    await page.getByRole('img', { name: 'Your photostrip' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('photostripUrl')))
      .toBe(original);

    await page.getByRole('link', { name: 'send a letter to a friend' }).click();
    await expectHeading(page, 'Write a letter');
    await page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
    expect(await page.getByText('There is no photostrip in this browser yet').count()).toBe(0);
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await stripShown(page);
    const first = await shareAndReadLink(page);
    expect(first).toMatch(LINK_PATTERN);

    // A second letter with another message: another copy (the server lets a strip belong to
    // one letter only, and answers 409 strip_in_use to a second one naming it).
    await page.goto(origin() + paths.textbox);
    await page.getByRole('textbox', { name: 'Your message' }).fill('A second letter');
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await stripShown(page);
    const second = await shareAndReadLink(page);
    expect(second).toMatch(LINK_PATTERN);
    expect(second).not.toBe(first);
    expect(problems).toEqual([]);

    const copies = [await sharedStrip(page, first), await sharedStrip(page, second)];
    const names = [original, ...copies.map((copy) => copy.src)].map((url) => new URL(url).pathname);
    expect(new Set(names).size).toBe(3);
    for (const copy of copies) {
      expect(copy.src).toMatch(/\/strips\/photostrip-\d{13}-[A-Za-z0-9_-]{22}\.png$/);
      expect(copy.bytes.equals(strip)).toBe(true);
    }
  });
});

describe('the letter and the strip on the page', () => {
  async function onTop(page: Page) {
    return page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.letter-stack-item')).map((item) => ({
        item: item.classList.contains('letter-stack-letter') ? 'letter' : 'strip',
        onTop: item.dataset.onTop,
        zIndex: Number(getComputedStyle(item).zIndex),
      })),
    );
  }

  /** Which item a click at the middle of where they overlap would reach. */
  async function itemAtOverlap(page: Page): Promise<string | undefined> {
    return page.evaluate(() => {
      // The card, not its item: the item also holds the card's floats, below a short letter.
      const [letter, strip] = ['.letter-card', '.letter-stack-strip'].map((selector) =>
        document.querySelector(selector)!.getBoundingClientRect(),
      );
      const x = (Math.max(letter!.left, strip!.left) + Math.min(letter!.right, strip!.right)) / 2;
      const y = (Math.max(letter!.top, strip!.top) + Math.min(letter!.bottom, strip!.bottom)) / 2;
      const hit = document.elementFromPoint(x, y)?.closest('.letter-stack-item');
      return hit?.classList.contains('letter-stack-letter') ? 'letter' : 'strip';
    });
  }

  it('starts with the strip on top; a click brings either one up, so does the keyboard', async () => {
    const { page } = await newPage(phoneContextOptions(iPhoneUserAgent));
    await openOwnLetter(page);
    const letterButton = page.getByRole('button', { name: 'Letter on top' });
    // The strip's button opens its photos full screen, and brings it up on the way.
    const stripButton = page.getByRole('button', { name: 'See the photos full screen' });
    const viewer = page.getByRole('dialog', { name: 'The photos, full screen' });

    expect(await onTop(page)).toEqual([
      { item: 'letter', onTop: 'false', zIndex: 1 },
      { item: 'strip', onTop: 'true', zIndex: 2 },
    ]);
    expect(await itemAtOverlap(page)).toBe('strip');
    expect(await letterButton.getAttribute('aria-pressed')).toBe('false');

    // A tap on the part of the letter that shows.
    await letterButton.click({ position: { x: 40, y: 80 } });
    expect(await onTop(page)).toEqual([
      { item: 'letter', onTop: 'true', zIndex: 2 },
      { item: 'strip', onTop: 'false', zIndex: 1 },
    ]);
    expect(await itemAtOverlap(page)).toBe('letter');
    expect(await letterButton.getAttribute('aria-pressed')).toBe('true');

    // A tap on the part of the strip that shows (on a phone its upper end, above the letter).
    const box = (await stripButton.boundingBox())!;
    await stripButton.click({ position: { x: box.width / 2, y: 30 } });
    await viewer.waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await itemAtOverlap(page)).toBe('strip');

    await letterButton.focus();
    await page.keyboard.press('Enter');
    expect(await itemAtOverlap(page)).toBe('letter');
    await stripButton.focus();
    await page.keyboard.press('Space');
    await viewer.waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await itemAtOverlap(page)).toBe('strip');
  });

  it('shows a message full of markup as the literal text, on both pages', async () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b>\n<script>alert(2)</script>';
    const dialogs: string[] = [];
    const { page, problems } = await newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openOwnLetter(page, markup);
    expect(await messageText(page)).toBe(markup);
    const link = await shareAndReadLink(page);

    await page.goto(link);
    await stripShown(page);
    expect(await messageText(page)).toBe(markup);
    for (const tag of ['b', 'img', 'script']) {
      expect(await page.locator(`.letter-card ${tag}`).count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('opening a link', () => {
  it('comes with the letter in the page: no request for it, no loading step', async () => {
    const { page } = await newPage();
    await openOwnLetter(page);
    const link = await shareAndReadLink(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/letters/')) asked.push(request.url());
    });
    await page.goto(link);
    await stripShown(page);
    expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
    expect(asked).toEqual([]);
  });

  it("says 'Could not load letter.' for an id that names no letter", async () => {
    const { page, problems } = await newPage();
    const id = 'Zq3_x-7kLmN0pQrStUvWxY';
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    await page.getByRole('alert').filter({ hasText: 'Could not load letter.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Make your own photostrip' }).count()).toBe(1);
    // Chromium logs the API's 404 as a failed resource; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.text.includes('404'))).toEqual([]);
  });

  it("says 'Could not load letter.' for a malformed id too", async () => {
    const { page } = await newPage();
    await page.goto(`${origin()}${paths.finalLetter}?id=not-a-letter`);
    await page.getByRole('alert').filter({ hasText: 'Could not load letter.' }).waitFor();
  });
});

describe('deleting a letter', () => {
  const confirmation = (page: Page) =>
    page.getByRole('dialog', {
      name: 'Delete this letter? Its link will stop working for everyone.',
    });

  async function shareLetter(page: Page): Promise<string> {
    await openOwnLetter(page);
    return shareAndReadLink(page);
  }

  it('with this browser\'s token: after "Delete" in our dialog the letter and its strip are gone', async () => {
    const { page, problems } = await newPage();
    const link = await shareLetter(page);
    await page.goto(link);
    await expectHeading(page, 'Your letter');
    await stripShown(page);
    const stripUrl = await page
      .getByRole('img', { name: 'The photostrip' })
      .evaluate((image: HTMLImageElement) => image.src);

    // Asked in the page's own dialog, never the browser's confirm().
    const browserDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete this letter' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Your letter was removed.').waitFor();
    expect(browserDialogs).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('postbooth.letters'))).toBeNull();
    expect(problems).toEqual([]);

    expect((await page.request.get(stripUrl!)).status()).toBe(404);
    const friend = (await newPage()).page;
    await friend.goto(link);
    await friend.getByText('Could not load letter.').waitFor();

    // The same message and strip shared again make a new letter, not the deleted link.
    await page.goto(origin() + paths.finalLetter);
    await stripShown(page);
    const again = await shareAndReadLink(page);
    expect(again).toMatch(LINK_PATTERN);
    expect(again).not.toBe(link);
  });

  it('nothing happens when the confirmation is cancelled', async () => {
    const { page } = await newPage();
    const link = await shareLetter(page);
    await page.goto(link);
    await stripShown(page);
    const deletes: string[] = [];
    page.on('request', (request) => request.method() === 'DELETE' && deletes.push(request.url()));
    await page.getByRole('button', { name: 'Delete this letter' }).click();
    await confirmation(page).getByRole('button', { name: 'Keep it' }).click();
    await confirmation(page).waitFor({ state: 'detached' });
    await requestsSeen(page);
    expect(deletes).toEqual([]);
    expect(await page.getByRole('button', { name: 'Delete this letter' }).isEnabled()).toBe(true);
  });

  it('with a wrong token: the reason shows in red and the letter stays', async () => {
    const { page } = await newPage();
    const link = await shareLetter(page);
    const id = new URL(link).searchParams.get('id')!;
    await page.evaluate((letterId) => {
      localStorage.setItem('postbooth.letters', JSON.stringify({ [letterId]: 'W'.repeat(43) }));
    }, id);
    await page.goto(link);
    await stripShown(page);
    await page.getByRole('button', { name: 'Delete this letter' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();

    const error = page.getByRole('alert').filter({ hasText: 'Could not delete the letter: ' });
    await error.waitFor();
    expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(163, 40, 61)',
    );
    await page.reload();
    await stripShown(page);
    expect(await messageText(page)).toBe(MESSAGE.trim());
  });
});

describe('the page-view counter', () => {
  function collectViews(page: Page): string[] {
    const views: string[] = [];
    page.on('request', (request) => {
      if (isPost(request, '/api/events')) {
        views.push((JSON.parse(request.postData() ?? '{}') as { path: string }).path);
      }
    });
    return views;
  }

  it('posts the path of the first page and of each page after, never the query', async () => {
    const { page } = await newPage();
    const views = collectViews(page);
    await page.goto(origin() + paths.textbox);
    await expect.poll(() => views).toEqual(['/textbox']);
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await expect.poll(() => views).toEqual(['/textbox', '/final-letter']);
    await page.goBack();
    await expect.poll(() => views).toEqual(['/textbox', '/final-letter', '/textbox']);
    await page.goto(`${origin()}${paths.finalLetter}?id=Zq3_x-7kLmN0pQrStUvWxY`);
    await expect.poll(() => views).toHaveLength(4);
    expect(views[3]).toBe('/final-letter');
  });

  it('stays silent when the page says an external script counts the views', async () => {
    const { page } = await newPage();
    const views = collectViews(page);
    await page.route(`${origin()}${paths.textbox}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '</head>',
        '<meta name="postbooth-analytics" content="external"></head>',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(origin() + paths.textbox);
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await page.waitForURL(origin() + paths.finalLetter);
    await requestsSeen(page);
    expect(views).toEqual([]);
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violation on /textbox', async () => {
    const { page } = await newPage(phoneContextOptions(iPhoneUserAgent));
    await page.goto(origin() + paths.textbox);
    await page.getByText('There is no photostrip in this browser yet').waitFor();
    await page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('axe finds none on /final-letter: own letter shared, a friend, a failed load', async () => {
    const { page } = await newPage();
    await openOwnLetter(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shareButton(page).click();
    await toast(page).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const link = await page.evaluate(() => navigator.clipboard.readText());

    const friend = await expectFriendSees(link, phoneContextOptions(iPhoneUserAgent));
    expect(await seriousAxeViolations(friend)).toEqual([]);
    await friend.goto(`${origin()}${paths.finalLetter}?id=Zq3_x-7kLmN0pQrStUvWxY`);
    await friend.getByText('Could not load letter.').waitFor();
    expect(await seriousAxeViolations(friend)).toEqual([]);
  });
});
