/**
 * The letter page holds real letters: a 2000-character letter on a 390 × 844 phone
 * and on a desktop keeps every character within reach (no sideways scrolling, the strip over
 * the card's margin only, the card growing with the page), the share button in view;
 * the friend's page leads with Make your own photostrip; a deleted letter says so.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { newContext, openOrigin, collectProblems } from './support/browser.js';
import { keepLetterInStorage, makeStripPng } from './support/letter-fixtures.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const SENTENCE = 'Dear Sam, the fair was wonderful 🎡 and I keep thinking about it. ';
const LETTERS: Record<string, string> = {
  words: SENTENCE.repeat(40).slice(0, 2000),
  'line breaks': 'a\n'.repeat(1000),
  'one long word': 'x'.repeat(2000),
};

let strip: Buffer;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  strip = await makeStripPng();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage(
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
): Promise<Page> {
  const context = await newContext(browser(), { viewport, javaScriptEnabled });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** A stored letter with a stored strip, as the API makes it: its id and delete token. */
async function storeLetter(message: string): Promise<{ id: string; deleteToken: string }> {
  const upload = await fetch(`${origin()}/api/strips`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(strip),
  });
  const { publicUrl, claimToken } = (await upload.json()) as {
    publicUrl: string;
    claimToken: string;
  };
  const created = await fetch(`${origin()}/api/letters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, image_url: publicUrl, strip_claim: claimToken }),
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: string; deleteToken: string };
}

async function stripShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="The photostrip"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
}

/**
 * Where the letter's text and the strip lie, and whether anything spills out sideways. The
 * text's extent is that of its lines (each line's box: the card is tilted, so the paragraph's
 * own box is wider); beside the strip, only the lines level with it.
 */
function layout(page: Page) {
  return page.evaluate(() => {
    const card = document.querySelector<HTMLElement>('.letter-card')!;
    const paragraph = document.querySelector('.letter-message')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const lines = [...range.getClientRects()].filter((line) => line.width > 0);
    const strip = document.querySelector('.letter-stack-strip')!.getBoundingClientRect();
    const besideStrip = lines.filter((line) => line.bottom > strip.top && line.top < strip.bottom);
    return {
      pageWidth: document.scrollingElement!.scrollWidth,
      lines: lines.length,
      messageLeft: Math.min(...lines.map((line) => line.left)),
      messageRight: Math.max(...lines.map((line) => line.right)),
      besideStripRight: Math.max(...besideStrip.map((line) => line.right)),
      stripLeft: strip.left,
      cardSideways: card.scrollWidth - card.clientWidth,
      // The card holds the whole letter: it grows, nothing scrolls inside it.
      cardHoldsAll:
        card.scrollHeight <= card.clientHeight &&
        card.getBoundingClientRect().height >= paragraph.getBoundingClientRect().height,
      lastLineBottom: Math.max(...lines.map((line) => line.bottom)) + window.scrollY,
      pageHeight: document.scrollingElement!.scrollHeight,
    };
  });
}

/** The text of the actions in the order a keyboard or a screen reader reaches them. */
function actionNames(page: Page): Promise<string[]> {
  return page
    .locator('.final-letter-actions')
    .locator('a, button')
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
}

describe('a 2000-character letter', () => {
  for (const [kind, message] of Object.entries(LETTERS)) {
    it(`(${kind}) on a phone: every character within reach, the share button in view`, async () => {
      const page = await newPage(PHONE);
      const problems = collectProblems(page);
      await openOrigin(page, origin());
      await keepLetterInStorage(page, { strip, message });
      await page.goto(origin() + paths.finalLetter);
      await stripShown(page);
      expect(await page.locator('.letter-message').textContent()).toBe(message);

      const seen = await layout(page);
      expect(seen.pageWidth).toBeLessThanOrEqual(PHONE.width);
      expect(seen.lines).toBeGreaterThan(5);
      expect(seen.messageLeft).toBeGreaterThanOrEqual(0);
      expect(seen.messageRight).toBeLessThanOrEqual(PHONE.width);
      // The strip lies over the card's margin, not its text (its box includes its tilt).
      expect(seen.besideStripRight).toBeLessThanOrEqual(seen.stripLeft);
      // The rest is read by scrolling the page, never sideways nor inside the card.
      expect(seen.cardSideways).toBe(0);
      expect(seen.cardHoldsAll).toBe(true);

      // The share button is on screen from the start, and stays there while the page scrolls.
      const button = page.getByRole('button', { name: 'Copy link to share' });
      for (const scrollY of [0, 400]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        const box = (await button.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      }
      // The page's own scrolling reaches the last line.
      expect(seen.lastLineBottom).toBeLessThanOrEqual(seen.pageHeight);
      expect(problems).toEqual([]);
    });
  }

  it('on a desktop: the strip never covers the words', async () => {
    const { id } = await storeLetter(LETTERS.words!);
    const page = await newPage(DESKTOP);
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    await stripShown(page);
    const seen = await layout(page);
    expect(seen.pageWidth).toBeLessThanOrEqual(DESKTOP.width);
    // On a desktop the strip's column stays free of words the card's whole height.
    expect(seen.messageRight).toBeLessThanOrEqual(seen.stripLeft);
    expect(seen.cardHoldsAll).toBe(true);
  });
});

describe('the hint under the letter', () => {
  it('is never covered by the sticky bar at the foot of a phone’s page', async () => {
    const { id, deleteToken } = await storeLetter(LETTERS.words!);
    const page = await newPage(PHONE);
    await openOrigin(page, origin());
    await keepLetterInStorage(page, { strip, message: 'See you soon!' });
    /** The hint's box and the sticky bar's, once the page is scrolled to its very bottom. */
    const atTheBottom = async (bar: string) => {
      await stripShown(page);
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      await page.waitForFunction(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >= document.scrollingElement!.scrollHeight,
      );
      const hint = (await page.locator('.letter-stack-hint').boundingBox())!;
      const sticky = (await page.locator(bar).first().boundingBox())!;
      return {
        hint,
        sticky,
        overlap:
          Math.min(hint.y + hint.height, sticky.y + sticky.height) - Math.max(hint.y, sticky.y),
      };
    };
    // The sender's letter before it is shared, the sender's shared letter, and the friend's.
    await page.goto(origin() + paths.finalLetter);
    const own = await atTheBottom('.share-button');
    expect(own.overlap, JSON.stringify(own)).toBeLessThanOrEqual(0);
    await page.evaluate(
      ([letter, token]) =>
        localStorage.setItem('postbooth.letters', JSON.stringify({ [letter!]: token })),
      [id, deleteToken],
    );
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    await page.getByRole('button', { name: 'Delete this letter' }).waitFor();
    const sent = await atTheBottom('.share-button');
    expect(sent.overlap, JSON.stringify(sent)).toBeLessThanOrEqual(0);
    const friend = await newPage(PHONE);
    await friend.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    await friend.getByRole('heading', { name: 'A letter for you' }).waitFor();
    await stripShown(friend);
    await friend.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    // On a phone the bar comes right after the stack, before the hint (friend-first-screen.css):
    // scrolled to the foot, it sits in its own place, above the hint and clear of it.
    const friendHint = (await friend.locator('.letter-stack-hint').boundingBox())!;
    const friendBar = (await friend.locator('.final-letter-first').boundingBox())!;
    const friendOverlap =
      Math.min(friendHint.y + friendHint.height, friendBar.y + friendBar.height) -
      Math.max(friendHint.y, friendBar.y);
    expect(friendOverlap, JSON.stringify({ friendHint, friendBar })).toBeLessThanOrEqual(0);
  });
});

describe("the friend's page", () => {
  it('leads with Make your own photostrip, then Download; sharing again comes last', async () => {
    const { id } = await storeLetter(LETTERS.words!);
    for (const javaScriptEnabled of [false, true]) {
      const page = await newPage(PHONE, javaScriptEnabled);
      await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
      await page.getByRole('heading', { name: 'A letter for you' }).waitFor();
      expect(await actionNames(page)).toEqual([
        'Make your own photostrip',
        'Download',
        'Copy link to share',
      ]);
      const first = page.getByRole('link', { name: 'Make your own photostrip' });
      expect(await first.getAttribute('class')).toContain('button-primary');
      // Within reach on the phone from the start.
      const box = (await first.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(await layout(page).then((seen) => seen.pageWidth)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('says that the sender removed a deleted letter: 410, with JavaScript off and on', async () => {
    const { id, deleteToken } = await storeLetter('Soon gone');
    const deleted = await fetch(`${origin()}/api/letters/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${deleteToken}` },
    });
    expect(deleted.status).toBe(204);
    expect((await fetch(`${origin()}/api/letters/${id}`)).status).toBe(410);

    for (const javaScriptEnabled of [false, true]) {
      const page = await newPage(PHONE, javaScriptEnabled);
      const problems = collectProblems(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const response = await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
      expect(response?.status()).toBe(410);
      const alert = page.getByRole('alert');
      await alert.filter({ hasText: 'Could not load letter.' }).waitFor();
      await alert.getByText('The sender removed this letter.').waitFor();
      expect(await page.getByRole('link', { name: 'Make your own photostrip' }).count()).toBe(1);
      if (javaScriptEnabled) await page.waitForLoadState('networkidle');
      // Chromium logs the page's own 410 as a failed resource; nothing else may go wrong.
      expect(problems.filter((problem) => !problem.text.includes('410'))).toEqual([]);
      expect(warnings).toEqual([]);
    }
  });

  it('says a never-stored id could not be loaded, without saying it was removed', async () => {
    const page = await newPage(PHONE);
    const response = await page.goto(`${origin()}${paths.finalLetter}?id=${'Q'.repeat(22)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('alert').filter({ hasText: 'Could not load letter.' }).waitFor();
    expect(await page.getByText('The sender removed this letter.').count()).toBe(0);
  });
});

describe('/textbox', () => {
  it('says a blank letter cannot be shared, and still continues', async () => {
    const page = await newPage(PHONE);
    await openOrigin(page, origin());
    await keepLetterInStorage(page, { strip, message: null });
    await page.goto(origin() + paths.textbox);
    const note = page.getByText('A letter needs a message before it can be shared.');
    await note.waitFor();
    const button = page.getByRole('button', { name: 'Add a stamp & Continue' });
    expect(await button.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
    await page.getByRole('textbox', { name: 'Your message' }).fill('Hello');
    await note.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Your message' }).fill('');
    await button.click();
    await page.waitForURL(origin() + paths.finalLetter);
  });
});
