/**
 * The letter, walked like a visitor in Chromium against the production server: writing it on
 * /textbox, sharing it from /final-letter (the real clipboard, and a refused upload's error as
 * drawn), a friend opening the link, the QR code, reusing a link, a letter from /download. The
 * share flow's fallbacks, with the browser's APIs faked, are component tests
 * (src/web/features/letter/share/share-panel-*.test.tsx). The letter's page itself (the
 * overlap of letter and strip, opening a link, deleting, the page-view counter, axe) is in
 * e2e/letter-page.test.ts. The strip is put into storage as the editor leaves it
 * (photostripUrl), so no editor is needed.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { openOrigin } from './support/browser.js';
import { keepLetterInStorage } from './support/letter-fixtures.js';
import {
  decodeQr,
  expectHeading,
  failedShareIsShown,
  isPost,
  letterWalk,
  LINK_PATTERN,
  MESSAGE,
  messageText,
  shareAndReadLink,
  shareButton,
  sharedStrip,
  storeStrip,
  stripShown,
  toast,
} from './support/letter-walk.js';
import { iPhoneUserAgent, phoneContextOptions } from './support/phone.js';

const { origin, stripPng, newPage, openOwnLetter, expectFriendSees } = letterWalk();

describe('writing the letter on /textbox', () => {
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
    await keepLetterInStorage(page, { strip: stripPng(), message: null });
    await page.goto(origin() + paths.textbox);
    // Typed, counted (the field's states and limit are in
    // src/web/features/letter/textbox-screen.test.tsx), and on to the letter as typed.
    await page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGE);
    await page.getByText(`${MESSAGE.length} / 2000`).waitFor();
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await page.waitForURL(origin() + paths.finalLetter);
    await expectHeading(page, 'Your letter');
    await stripShown(page);
    expect(await messageText(page)).toBe(MESSAGE);
    await failedShareIsShown(page, problems);
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
});

describe('a letter from /download?photostrip=', () => {
  it('keeps the strip shown, and each letter written next carries a fresh copy of it', async () => {
    const original = await storeStrip(origin(), stripPng());
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
      expect(copy.bytes.equals(stripPng())).toBe(true);
    }
  });
});
