/**
 * The friend's page as the friend meets it on a 390 × 844 touch phone: the strip opens full
 * screen and straight (its code fetched only then), pinch and double tap zoom, a swipe goes to
 * the next pose, Escape, Back and a drag down close it and the focus comes back; a
 * 1,500-character letter grows with the page at a comfortable measure; a strip of up to four poses
 * is whole on the first screen, above the sticky button (which covers no hint), with a compact
 * Download beside it, its hint speaking of taps; the friend's
 * artwork is not the sender's; the sender's Delete asks in the page's own dialog, and says it is
 * removed.
 */
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { collectProblems, newContext } from './support/browser.js';
import { makeStripPng, storeLetter } from './support/letter-fixtures.js';
import { sharedServerAndBrowser } from './support/suite.js';

// The visitor's full browser: the headless shell moves a pointer over each new page as it loads
// (a trusted pointermove at the page's corner), which is the reader's first input to the app.
const { origin, browser } = sharedServerAndBrowser({ visitorsBrowser: true });
const PHONE = { width: 390, height: 844 };
/** The letter's screen has hydrated: its share button says it is ready. */
const SCREEN_RUNS = 'button[aria-disabled="false"]:has-text("Copy link to share")';
const SENTENCE = 'Dear Sam, the fair was wonderful 🎡 and I keep thinking about it. ';
const TAP_HINT =
  'Tap the photostrip to see the photos full screen, or the letter to bring it to the front.';
const CLICK_HINT =
  'Click the photostrip to see the photos full screen, or the letter to bring it to the front.';

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function phonePage(): Promise<Page> {
  const context = await newContext(browser(), { viewport: PHONE, hasTouch: true, isMobile: true });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** The friend's page of a new letter, once the app runs on it. */
async function openFriendPage(page: Page, message: string): Promise<string> {
  const id = await storeLetter(origin(), message);
  await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
  await page.locator(SCREEN_RUNS).waitFor();
  return id;
}

const openButton = (page: Page) => page.getByRole('button', { name: 'See the photos full screen' });
const viewer = (page: Page) => page.getByRole('dialog', { name: 'The photos, full screen' });

/** The current pose's box on screen, and its transform's scale and rotation. */
function currentPose(page: Page) {
  return page.locator('.strip-viewer-pose[data-current="true"]').evaluate((pose) => {
    const box = pose.getBoundingClientRect();
    const { a, b } = new DOMMatrix(getComputedStyle(pose).transform);
    // Straight: neither the pose nor anything around it turns.
    let turned = false;
    for (let element: Element | null = pose; element; element = element.parentElement) {
      const matrix = new DOMMatrix(getComputedStyle(element).transform);
      if (Math.abs(matrix.b) > 1e-6 || Math.abs(matrix.c) > 1e-6) turned = true;
    }
    return { width: box.width, height: box.height, scale: Math.hypot(a, b), turned };
  });
}

/** Waits until the current pose's zoom passes `scale`, and answers it. */
async function poseSettled(page: Page, scale: (value: number) => boolean): Promise<number> {
  let seen = 0;
  await expect
    .poll(async () => {
      seen = (await currentPose(page)).scale;
      return scale(seen);
    })
    .toBe(true);
  return seen;
}

/**
 * Touches through the browser's input pipeline (as a phone's screen sends them), each at the
 * time given in ms from `start`: the page sees those times in its events, however busy the
 * machine running the test is.
 */
class Touches {
  private constructor(
    private readonly session: CDPSession,
    private readonly start: number,
  ) {}

  static async on(page: Page): Promise<Touches> {
    return new Touches(await page.context().newCDPSession(page), Date.now() / 1000);
  }

  send(
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number; id: number }[],
    atMs: number,
  ) {
    return this.session.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points,
      timestamp: this.start + atMs / 1000,
    });
  }

  async tap(x: number, y: number, atMs: number) {
    await this.send('touchStart', [{ x, y, id: 1 }], atMs);
    await this.send('touchEnd', [], atMs + 40);
  }

  /** One finger from `from` to `to` in steps. */
  async drag(from: { x: number; y: number }, to: { x: number; y: number }, atMs: number) {
    await this.send('touchStart', [{ ...from, id: 1 }], atMs);
    for (let step = 1; step <= 8; step += 1) {
      const x = from.x + ((to.x - from.x) * step) / 8;
      const y = from.y + ((to.y - from.y) * step) / 8;
      await this.send('touchMove', [{ x, y, id: 1 }], atMs + step * 16);
    }
    await this.send('touchEnd', [], atMs + 160);
  }

  /** Two fingers about (cx, cy) spread from `fromGap` to `toGap` px apart, then lifted. */
  async pinch(cx: number, cy: number, fromGap: number, toGap: number, atMs: number) {
    const at = (gap: number) => [
      { x: cx - gap / 2, y: cy, id: 1 },
      { x: cx + gap / 2, y: cy, id: 2 },
    ];
    await this.send('touchStart', at(fromGap), atMs);
    for (let step = 1; step <= 8; step += 1) {
      await this.send('touchMove', at(fromGap + ((toGap - fromGap) * step) / 8), atMs + step * 16);
    }
    await this.send('touchEnd', [], atMs + 160);
  }
}

async function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);
}

async function expectClosedWithFocusBack(page: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => focusedName(page)).toBe('See the photos full screen');
}

describe("the friend's strip, full screen", () => {
  it('opens on a tap, full screen and straight, its code fetched only then, the PNG after the display copy', async () => {
    const page = await phonePage();
    const problems = collectProblems(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openFriendPage(page, 'See you at the lake!');
    expect(scripts.filter((path) => path.includes('strip-viewer'))).toEqual([]);

    await openButton(page).tap();
    const dialog = viewer(page);
    await dialog.waitFor();
    expect(scripts.filter((path) => path.includes('strip-viewer'))).toHaveLength(1);
    // Full screen: the dialog covers the phone's screen, and the pose fills its width.
    const box = (await dialog.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, ...PHONE });
    const pose = await currentPose(page);
    expect(pose.turned).toBe(false);
    expect(pose.scale).toBeCloseTo(1);
    expect(pose.width).toBeGreaterThanOrEqual(PHONE.width * 0.9);
    expect(pose.width / pose.height).toBeCloseTo(4 / 3, 1);
    await dialog.getByText('Photo 1 of 3').waitFor();
    // The focus moved in (on Close); the page behind is inert.
    expect(await focusedName(page)).toBe('×Close');
    // The display copy first, then the full PNG.
    const image = dialog.getByRole('img', { name: 'Photo 1 of the photostrip' });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.src))
      .toMatch(/\/strips\/photostrip-[^/]+\.png$/);
    expect(problems).toEqual([]);
  });

  it('double tap and pinch zoom; a swipe shows the next pose; Escape closes and gives the focus back', async () => {
    const page = await phonePage();
    await openFriendPage(page, 'See you at the lake!');
    await openButton(page).tap();
    const dialog = viewer(page);
    await dialog.waitFor();
    const touches = await Touches.on(page);

    await touches.tap(195, 420, 0);
    await touches.tap(198, 422, 150);
    await poseSettled(page, (scale) => Math.abs(scale - 2.5) < 0.01);
    await touches.tap(195, 420, 1000);
    await touches.tap(195, 420, 1150);
    await poseSettled(page, (scale) => Math.abs(scale - 1) < 0.01);

    // Fingers 80 px apart spread to 240: three times as big.
    await touches.pinch(195, 420, 80, 240, 2000);
    await poseSettled(page, (scale) => Math.abs(scale - 3) < 0.05);
    await touches.pinch(195, 420, 240, 40, 3000);
    await poseSettled(page, (scale) => Math.abs(scale - 1) < 0.01);

    await touches.drag({ x: 320, y: 420 }, { x: 60, y: 430 }, 4000);
    await dialog.getByText('Photo 2 of 3').waitFor();
    expect((await currentPose(page)).turned).toBe(false);

    await page.keyboard.press('Escape');
    await expectClosedWithFocusBack(page, dialog);
  });

  it('Back closes it and leaves the letter; so does a drag down; Enter opens it and the arrow keys move', async () => {
    const page = await phonePage();
    const id = await openFriendPage(page, 'See you at the lake!');
    const letterUrl = `${origin()}${paths.finalLetter}?id=${id}`;
    await openButton(page).tap();
    await viewer(page).waitFor();
    await page.goBack();
    await expectClosedWithFocusBack(page, viewer(page));
    expect(page.url()).toBe(letterUrl);
    await page.getByRole('heading', { name: 'A letter for you' }).waitFor();

    await openButton(page).focus();
    await page.keyboard.press('Enter');
    await viewer(page).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer(page).getByText('Photo 2 of 3').waitFor();
    const touches = await Touches.on(page);
    await touches.drag({ x: 195, y: 300 }, { x: 200, y: 620 }, 0);
    await expectClosedWithFocusBack(page, viewer(page));
    // Closing took the viewer's history entry with it.
    expect(page.url()).toBe(letterUrl);
    expect(
      await page.evaluate(() => (history.state as Record<string, unknown> | null)?.stripViewer),
    ).toBeUndefined();
  });
});

describe("the friend's letter", () => {
  it('a 1,500-character letter grows with the page, at 30 characters a line or more', async () => {
    const page = await phonePage();
    const message = SENTENCE.repeat(30).slice(0, 1500);
    await openFriendPage(page, message);
    const seen = await page.evaluate(() => {
      const paragraph = document.querySelector('.letter-message')!;
      // No box between the message and the page scrolls: the card is as tall as the letter.
      const scrollers: string[] = [];
      for (let element = paragraph.parentElement; element; element = element.parentElement) {
        const { overflowY } = getComputedStyle(element);
        const scrolls = overflowY === 'auto' || overflowY === 'scroll';
        if (scrolls && element.scrollHeight > element.clientHeight && element !== document.body) {
          if (element !== document.documentElement) scrollers.push(element.className);
        }
      }
      // Characters per line: a line ends where the next character starts back at the left.
      const text = paragraph.firstChild as Text;
      const range = document.createRange();
      const lines: number[] = [0];
      let previousLeft = -Infinity;
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        if (rect.left < previousLeft - 20) lines.push(0);
        previousLeft = rect.left;
        lines[lines.length - 1]! += 1;
      }
      const card = document.querySelector('.letter-card')!.getBoundingClientRect();
      return {
        scrollers,
        lines,
        cardHeight: card.height,
        paragraphHeight: paragraph.getBoundingClientRect().height,
        pageWidth: document.scrollingElement!.scrollWidth,
      };
    });
    expect(seen.scrollers).toEqual([]);
    expect(seen.cardHeight).toBeGreaterThan(seen.paragraphHeight);
    expect(seen.pageWidth).toBeLessThanOrEqual(PHONE.width);
    // Every line but the last holds 30 characters or more (emoji count as the two units they are).
    const full = seen.lines.slice(0, -1);
    expect(full.length).toBeGreaterThan(20);
    expect(full.filter((count) => count < 30)).toEqual([]);
  });

  it('gives each paragraph its own direction; the Japanese first action stays on one line', async () => {
    const page = await phonePage();
    // An Arabic greeting, then English: the English paragraph reads left to right, its full stop
    // after its last word (the server's page; no app code needed).
    const id = await storeLetter(origin(), 'مرحبا سام\nThank you for the lovely day at the fair.');
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}&lang=ja`);
    const [last, stop] = await page.locator('.letter-message').evaluate((paragraph) => {
      const text = paragraph.firstChild as Text;
      const left = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      return [left(text.data.length - 2), left(text.data.length - 1)];
    });
    // Right of the word it ends ('fair'), not left of its line.
    expect(stop).toBeGreaterThan(last!);
    const lineTops = await page
      .getByRole('link', { name: '自分のフォトストリップを作る' })
      .evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    expect(lineTops).toBe(1);
  });

  it('shows a strip of two to four poses whole on the first screen, over half its width, above the sticky button; its hint says Tap', async () => {
    const page = await phonePage();
    for (const poses of [2, 3, 4]) {
      const id = await storeLetter(origin(), 'See you at the lake!', poses);
      await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
      // The server's page, before any input starts the app: its boxes are the reader's first sight.
      const strip = (await page.getByRole('img', { name: 'The photostrip' }).boundingBox())!;
      const button = (await page.locator('.final-letter-first').boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(PHONE.height);
      expect(strip.width).toBeGreaterThanOrEqual(PHONE.width / 2);
      expect(strip.y).toBeGreaterThan(0);
      expect(strip.y + strip.height, `${poses} poses`).toBeLessThanOrEqual(button.y);
      // The greeting beside the heading, whole, and not above the strip.
      const art = (await page.getByRole('img', { name: "You've got mail" }).boundingBox())!;
      expect(art.x + art.width).toBeLessThanOrEqual(PHONE.width);
      expect(art.y + art.height).toBeLessThanOrEqual(strip.y);
      expect(await page.getByText(TAP_HINT).isVisible()).toBe(true);
      expect(await page.getByText(CLICK_HINT).isVisible()).toBe(false);
      // Nothing under the sticky button: the hint is wholly above or below it.
      const hint = (await page.getByText(TAP_HINT).boundingBox())!;
      const apart = hint.y >= button.y + button.height || hint.y + hint.height <= button.y;
      expect(apart, `${poses} poses: the hint at ${hint.y}, the button at ${button.y}`).toBe(true);
      // A way to keep the strip on the first screen, beside it, off the strip and the button.
      const save = page.getByRole('link', { name: 'Download the photostrip' });
      const quick = (await save.boundingBox())!;
      expect(await save.getAttribute('download')).toBe('photostrip.png');
      expect(quick.y + quick.height).toBeLessThanOrEqual(button.y);
      expect(quick.x + quick.width).toBeLessThanOrEqual(PHONE.width);
      expect(quick.width).toBeGreaterThanOrEqual(44);
      expect(quick.x).toBeGreaterThanOrEqual(strip.x + strip.width);
    }
  });

  it("greets the friend with artwork of their own; 'send this memory' stays the sender's", async () => {
    const page = await phonePage();
    const id = await openFriendPage(page, 'See you at the lake!');
    await page.getByRole('img', { name: "You've got mail" }).waitFor();
    expect(await page.getByRole('img', { name: 'send this memory' }).count()).toBe(0);
    // In another language too, lettered in it.
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}&lang=de`);
    await page.getByRole('img', { name: 'Du hast Post' }).waitFor();
    expect(await page.locator('.letter-art text').allTextContents()).toEqual(['du hast', 'Post!']);
  });
});

describe("the sender's Delete", () => {
  it("asks in the page's own dialog (Keep it keeps it), then says the letter was removed", async () => {
    const page = await phonePage();
    const problems = collectProblems(page);
    const upload = await fetch(`${origin()}/api/strips`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await makeStripPng()),
    });
    const { publicUrl, claimToken } = (await upload.json()) as {
      publicUrl: string;
      claimToken: string;
    };
    const created = await fetch(`${origin()}/api/letters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'Mine to delete',
        image_url: publicUrl,
        strip_claim: claimToken,
      }),
    });
    const { id, deleteToken } = (await created.json()) as { id: string; deleteToken: string };
    await page.goto(origin() + paths.home);
    await page.evaluate(
      ([letterId, token]) =>
        localStorage.setItem('postbooth.letters', JSON.stringify({ [letterId!]: token })),
      [id, deleteToken],
    );
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    await page.getByRole('heading', { name: 'Your letter' }).waitFor();
    await page.getByRole('img', { name: 'send this memory' }).waitFor();
    const browserDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      browserDialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const deleteButton = page.getByRole('button', { name: 'Delete this letter' });
    await deleteButton.click();
    const ask = page.getByRole('dialog', {
      name: 'Delete this letter? Its link will stop working for everyone.',
    });
    await ask.waitFor();
    expect(await focusedName(page)).toBe('Keep it');
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Delete this letter');
    expect((await fetch(`${origin()}/api/letters/${id}`)).status).toBe(200);

    await deleteButton.click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Your letter was removed.' }).waitFor();
    expect((await fetch(`${origin()}/api/letters/${id}`)).status).toBe(410);
    expect(browserDialogs).toEqual([]);
    expect(problems).toEqual([]);
  });
});
