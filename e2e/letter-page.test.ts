/**
 * The letter's page in Chromium against the production server: the overlap of letter and strip,
 * the strip's size on a desktop for each layout and its hint, opening a link (and its view
 * counted), deleting a letter (a wrong token's reason in red, then the right one) and axe.
 * Writing and sharing the letter is in e2e/letter-flow.test.ts; the page's states (markup as
 * text, a failed load, a cancelled or refused delete) are component tests
 * (src/web/features/letter/shared-letter.test.tsx).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import {
  expectHeading,
  isPost,
  letterWalk,
  LINK_PATTERN,
  MESSAGE,
  messageText,
  shareAndReadLink,
  shareButton,
  stripShown,
  toast,
} from './support/letter-walk.js';
import { storeLetter } from './support/letter-fixtures.js';
import { iPhoneUserAgent, phoneContextOptions } from './support/phone.js';

const TAP_HINT =
  'Tap the photostrip to see the photos full screen, or the letter to bring it to the front.';
const CLICK_HINT =
  'Click the photostrip to see the photos full screen, or the letter to bring it to the front.';

const { origin, newPage, openOwnLetter, expectFriendSees } = letterWalk();

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
});

describe('the strip on a 1280 × 800 screen', () => {
  it('is 220 px wide or more for 2, 3 and 4 poses, 160 for 6, never taller than the screen; its hint says Click, whole above the fold or below it; the letter takes its column whole', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 800 } });
    for (const poses of [2, 3, 4, 6]) {
      const id = await storeLetter(origin(), MESSAGE, poses);
      await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
      // Its own size, before its tilt: the whole strip fits the screen's height once scrolled to.
      const size = await page
        .getByRole('img', { name: 'The photostrip' })
        .evaluate((image: HTMLElement) => ({
          width: image.offsetWidth,
          height: image.offsetHeight,
        }));
      expect(size.height, `${poses} poses`).toBeLessThanOrEqual(800);
      expect(size.width, `${poses} poses`).toBeGreaterThanOrEqual(poses === 6 ? 160 : 220);
      // The hint under the stack: wholly on the first screen with room to spare, or clearly
      // below it, never cut by the fold's edge.
      const hint = (await page.locator('.letter-stack-hint').boundingBox())!;
      const whole = hint.y >= 0 && hint.y + hint.height <= 800 - 16;
      expect(
        whole || hint.y >= 800,
        `${poses} poses: the hint at ${hint.y}–${hint.y + hint.height}`,
      ).toBe(true);
    }
    // The letter's words take the card's text column whole, the stamp above them, not beside
    // them (its lines ended at x = 332 of a card reaching 547, an emoji alone on a line).
    const id = await storeLetter(
      origin(),
      'Dear Sam, the fair was wonderful 🎡 and I keep thinking about it. See you soon!',
    );
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    const text = await page.locator('.letter-message').evaluate((message) => {
      const range = document.createRange();
      range.selectNodeContents(message);
      const lines = [...range.getClientRects()];
      const box = message.getBoundingClientRect();
      const stamp = document.querySelector('.postage-stamp')!.getBoundingClientRect();
      return {
        reach: (Math.max(...lines.map((line) => line.right)) - box.left) / box.width,
        top: Math.min(...lines.map((line) => line.top)),
        stampBottom: stamp.bottom,
      };
    });
    expect(text.reach, 'how far across its column the letter reaches').toBeGreaterThanOrEqual(0.9);
    expect(text.stampBottom, 'the stamp above the words').toBeLessThanOrEqual(text.top);
    // Before the app runs (letter.css chooses by the main pointer), and once it does.
    const click = page.getByText(CLICK_HINT);
    expect(await click.isVisible()).toBe(true);
    expect(await page.getByText(TAP_HINT).isVisible()).toBe(false);
    await page.mouse.move(200, 200);
    await page.locator('.letter-stack-hint-pointer').waitFor({ state: 'detached' });
    expect(await click.isVisible()).toBe(true);
    expect(await page.getByText(TAP_HINT).count()).toBe(0);
  });
});

describe('opening a link', () => {
  it('comes with the letter in the page: no request for it, no loading step; its view counted by path', async () => {
    const { page } = await newPage();
    await openOwnLetter(page);
    const link = await shareAndReadLink(page);
    const asked: string[] = [];
    // The page-view counter's rules are unit tests (src/web/lib/analytics/); here a real page
    // posts its view, the path alone, never the query that holds the letter's id.
    const views: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/letters/')) asked.push(request.url());
      if (isPost(request, '/api/events')) {
        views.push((JSON.parse(request.postData() ?? '{}') as { path: string }).path);
      }
    });
    await page.goto(link);
    await stripShown(page);
    expect(await page.getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
    expect(asked).toEqual([]);
    await expect.poll(() => views).toEqual(['/final-letter']);
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

  it('with a wrong token the reason shows in red; with this browser\'s token, after "Delete" in our dialog, the letter and its strip are gone', async () => {
    const { page, problems } = await newPage();
    const link = await shareLetter(page);
    await page.goto(link);
    await expectHeading(page, 'Your letter');
    await stripShown(page);
    const stripUrl = await page
      .getByRole('img', { name: 'The photostrip' })
      .evaluate((image: HTMLImageElement) => image.src);

    // A wrong token first: the server refuses, the reason shows in red (its states are in
    // src/web/features/letter/shared-letter.test.tsx), and the letter is still there to delete.
    const tokens = await page.evaluate(() => localStorage.getItem('postbooth.letters'));
    const id = new URL(link).searchParams.get('id')!;
    await page.evaluate((letterId) => {
      localStorage.setItem('postbooth.letters', JSON.stringify({ [letterId]: 'W'.repeat(43) }));
    }, id);
    await page.reload();
    await stripShown(page);
    await page.getByRole('button', { name: 'Delete this letter' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Could not delete the letter: ' });
    await error.waitFor();
    expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe(
      'rgb(163, 40, 61)',
    );
    await page.evaluate((kept) => localStorage.setItem('postbooth.letters', kept!), tokens);
    await page.reload();
    await stripShown(page);
    expect(await messageText(page)).toBe(MESSAGE.trim());

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
    // Chromium logs the refused delete's 403 as a failed resource; nothing else may go wrong.
    const refused = `${origin()}/api/letters/${id}`;
    expect(
      problems.filter((problem) => !(problem.url === refused && problem.text.includes('403'))),
    ).toEqual([]);

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
