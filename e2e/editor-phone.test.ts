/**
 * The editor on a phone (390×844, touch), against the production server: the emoji picker and
 * the AI box open as a bottom sheet with the strip in sight above it, new stickers land in the
 * part of the strip on screen and clear of each other, and Add all puts the AI stickers on the
 * strip's edges and seams, off the photos' middles where faces are (docs/using.md, Decorating the
 * strip; Controls and AI box).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripGeometry } from '../src/model/strip.js';
import { seriousAxeViolations } from './support/axe.js';
import { collectProblems, newContext, type PageProblem } from './support/browser.js';
import { openEditor } from './support/open-editor.js';
import { photoJpeg, shownBoxes, stickersOnFaces } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
const POSES = 4;
const geometry = stripGeometry(POSES);

let page: Page;
let problems: PageProblem[];

interface Placed {
  id: number;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

async function stickers(): Promise<Placed[]> {
  return page.locator('[data-sticker-id]').evaluateAll((elements) =>
    (elements as HTMLElement[]).map((element) => ({
      id: Number(element.dataset.stickerId),
      name: element.getAttribute('aria-label') ?? '',
      x: Number(element.dataset.x),
      y: Number(element.dataset.y),
      width: Number(element.dataset.width),
      height: Number(element.dataset.height),
    })),
  );
}

const overlap = (a: Placed, b: Placed) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const tab = (name: string) => page.getByRole('button', { name, exact: true });
const sheet = () => page.locator('.sticker-dock');
/**
 * One emoji cell of the picker's Party Favourites, its first rows, by where it sits in the grid:
 * the phone's sheet shows about two rows, and the picker draws the rest as they scroll in.
 */
const cell = (index: number): Locator =>
  page.getByRole('rowgroup', { name: 'Party Favourites' }).locator('button.emoji-cell').nth(index);

/** A box once it has stopped moving (the sheet and the picker laid out, the page scrolled). */
async function settledBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (let check = 0; check < 20; check += 1) {
    await page.waitForTimeout(150);
    const now = await locator.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y) return now;
    last = now;
  }
  throw new Error('The box kept moving.');
}

/**
 * Opens /edit afresh on a seeded visit of four photos, at the top of the page: uploaded, or
 * taken with the camera (then Retake photo 1–4 are under the strip).
 */
async function openFourPhotos(photosSource: 'upload' | 'camera' = 'upload'): Promise<void> {
  const photos = [];
  for (const hue of [10, 120, 200, 300]) {
    photos.push({ bytes: await photoJpeg(640, 480, hue), type: 'image/jpeg' });
  }
  await openEditor(page, origin(), { layout: POSES, photos, photosSource });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The button is the only one of its name on screen, and lies on the sheet, in sight. */
async function expectOnSheet(button: Locator, on: Locator): Promise<void> {
  expect(await button.count()).toBe(1);
  const [inner, outer] = [await button.boundingBox(), await on.boundingBox()];
  expect(inner && outer).toBeTruthy();
  expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.y).toBeGreaterThanOrEqual(outer!.y);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
  expect(inner!.y + inner!.height).toBeLessThanOrEqual(Math.min(outer!.y + outer!.height, 844));
  // At least 44 px each way, for a thumb.
  expect(Math.min(inner!.width, inner!.height)).toBeGreaterThanOrEqual(44);
}

/** Where the sheet starts, in viewport px (the part of the page above it is what is seen). */
async function sheetTop(): Promise<number> {
  return (await sheet().boundingBox())!.y;
}

beforeAll(async () => {
  const context = await newContext(browser(), {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  problems = collectProblems(page);
});

afterAll(async () => {
  await page?.context().close();
});

describe('the bottom sheet', () => {
  it("opens the picker over the page in 40 % of the screen, Collect Photo's bar included, the strip in sight above it, in the light theme", async () => {
    await openFourPhotos();
    // Closed: only the two buttons at the bottom; no picker in the way.
    expect(await page.locator('.EmojiPickerReact').isVisible()).toBe(false);
    await tab('Emoji stickers').tap();
    expect(await tab('Emoji stickers').getAttribute('aria-expanded')).toBe('true');
    const picker = page.locator('.EmojiPickerReact');
    await cell(0).waitFor();
    const top = await sheetTop();
    // The sheet and the bar under it took 55 % of the screen: at most 40 % now (338 px).
    expect(844 - top).toBeLessThanOrEqual(0.4 * 844);
    // Each emoji a finger's target, 44 px; fewer rows show, and the grid scrolls inside.
    const cells = await page.locator('.emoji-panel button.emoji-cell').evaluateAll((elements) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.min(rect.width, rect.height)),
    );
    expect(cells.length).toBeGreaterThan(0);
    expect(Math.min(...cells)).toBeGreaterThanOrEqual(44);
    const grid = page.locator('.EmojiPickerReact [data-epr-part="viewport"]');
    expect(await grid.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
      true,
    );
    const strip = (await page.getByTestId('strip-preview').boundingBox())!;
    // The page scrolled the strip up to the top: a whole photo and more shows above the sheet.
    expect(strip.y).toBeGreaterThanOrEqual(0);
    expect(strip.y).toBeLessThan(20);
    expect(top - strip.y).toBeGreaterThan(geometry.photos[0]!.height + 100);
    // Every cell of the suggested rows lies within the picker, 🌈 (a row's last at 40 px) included.
    // (Noto Color Emoji draws 🌈 as a quarter arc ending flat at its right: its design, not a cut.)
    const frame = (await picker.boundingBox())!;
    const rainbow = (await page
      .getByRole('gridcell', { name: 'rainbow', exact: true })
      .first()
      .boundingBox())!;
    expect(rainbow.x).toBeGreaterThanOrEqual(frame.x);
    expect(rainbow.x + rainbow.width).toBeLessThanOrEqual(frame.x + frame.width);
    // The light look whatever the system's: a white picker, not a dark one.
    expect(await picker.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    // Category tabs and skin tones are at least 24 px targets.
    const sizes = await page
      .locator('[data-epr-part="category-tab"], [data-epr-part="skin-tone-button"]')
      .evaluateAll((elements) =>
        elements
          .map((element) => element.getBoundingClientRect())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.min(rect.width, rect.height)),
      );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
  });

  it('a tapped emoji appears in the part of the strip on screen, not under the sheet', async () => {
    const before = (await stickers()).length;
    await cell(0).tap();
    await expect.poll(async () => (await stickers()).length).toBe(before + 1);
    const added = page.locator('[data-sticker-id]').last();
    const box = (await added.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(await sheetTop());
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The hint speaks of fingers, now that there is a sticker to move.
    await page.getByText(/pinch it with two to resize and turn it/).waitFor();
  });

  it('five emoji tapped in a row do not overlap, stay in sight, and the grid never moves', async () => {
    await openFourPhotos();
    await page.evaluate(() => window.scrollTo(0, 150));
    await tab('Emoji stickers').tap();
    const target = cell(6);
    await target.waitFor();
    const char = (await target.textContent())?.trim() ?? '';
    await target.scrollIntoViewIfNeeded();
    const spot = await settledBox(target);
    for (let tap = 1; tap <= 5; tap += 1) {
      // The cell has not moved from under the finger (and it is the same emoji: see below).
      expect(await settledBox(target)).toEqual(spot);
      await target.tap();
      await expect.poll(async () => (await stickers()).length).toBe(tap);
    }
    const placed = await stickers();
    expect(placed.map((sticker) => sticker.name)).toEqual(Array(5).fill(`Sticker ${char}`));
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) expect(overlap(a, b), `${a.id} and ${b.id}`).toBe(false);
    }
    const top = await sheetTop();
    for (const element of await page.locator('[data-sticker-id]').all()) {
      const box = (await element.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(top);
    }
    expect(problems).toEqual([]);
  });
});

describe('the photo sheet', () => {
  it('shows which buttons can be pressed, and its zoom slider is a finger-sized target', async () => {
    await openFourPhotos();
    const photo = (await page.getByRole('button', { name: 'Photo 1', exact: true }).boundingBox())!;
    await page.touchscreen.tap(photo.x + photo.width / 2, photo.y + photo.height / 2);
    const controls = page.getByRole('region', { name: 'Photo 1', exact: true });
    await controls.waitFor();
    const look = (name: string) =>
      controls.getByRole('button', { name, exact: true }).evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          disabled: (button as HTMLButtonElement).disabled,
          opacity: Number(style.opacity),
          background: style.backgroundColor,
          border: style.borderTopColor,
        };
      });
    // The first photo cannot move up: Move up fades and has no fill; Move down, which works,
    // is drawn as a button (outlined), fully opaque.
    const up = await look('Move up');
    const down = await look('Move down');
    expect(up.disabled).toBe(true);
    expect(down.disabled).toBe(false);
    expect(up.opacity).toBeLessThanOrEqual(0.6);
    expect(down.opacity).toBe(1);
    expect(up.background).toBe('rgba(0, 0, 0, 0)');
    expect(down.border).not.toBe('rgba(0, 0, 0, 0)');
    // Neither is the booth's primary fill (the accent red).
    const primary = await page
      .locator('.button-primary')
      .first()
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect([up.background, down.background]).not.toContain(primary);
    const zoom = (await controls.getByRole('slider', { name: 'Zoom' }).boundingBox())!;
    expect(zoom.height).toBeGreaterThanOrEqual(44);
    expect(problems).toEqual([]);
  });
});

describe('the AI box in the sheet', () => {
  it("Add all puts the three AI stickers apart, none with its centre in a photo's middle", async () => {
    await openFourPhotos();
    await tab('AI decorations').tap();
    expect(await tab('Emoji stickers').getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('textbox', { name: 'Theme', exact: true }).fill('beach party');
    await page.getByRole('button', { name: 'Generate', exact: true }).tap();
    const swatch = page.getByRole('button', { name: /^Apply frame colour #[0-9a-f]{6}$/ });
    await swatch.waitFor();
    // The colour is named in words beside its hex.
    const description = await swatch.evaluate(
      (element) =>
        document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    expect(await swatch.textContent()).toMatch(
      /^Apply frame colour [A-Z][a-z]+( [A-Z][a-z]+)* #[0-9a-f]{6}$/,
    );
    await page.getByRole('button', { name: 'Add all', exact: true }).tap();
    await expect.poll(async () => (await stickers()).length).toBe(3);
    const placed = await stickers();
    expect(placed.every((sticker) => sticker.name === 'Sticker (image)')).toBe(true);
    // Off the faces: no centre in the middle 60 % of any photo, as the page shows them.
    const shown = await shownBoxes(page);
    expect(shown.photos).toHaveLength(POSES);
    expect(stickersOnFaces(shown)).toEqual([]);
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) expect(overlap(a, b), `${a.id} and ${b.id}`).toBe(false);
    }
    // Spread down the strip: three different rows.
    expect(new Set(placed.map((sticker) => sticker.y)).size).toBe(3);
    // Added together, undone together, by Undo and Redo on the open sheet itself.
    await expectOnSheet(page.getByRole('button', { name: 'Undo', exact: true }), sheet());
    await expectOnSheet(page.getByRole('button', { name: 'Redo', exact: true }), sheet());
    await page.getByRole('button', { name: 'Undo', exact: true }).tap();
    await expect.poll(async () => (await stickers()).length).toBe(0);
    await page.getByRole('button', { name: 'Redo', exact: true }).tap();
    await expect.poll(async () => (await stickers()).length).toBe(3);
    // One primary (red) button on the screen: Collect Photo.
    const primaries = await page.locator('.button-primary').allTextContents();
    expect(primaries).toEqual(['Collect Photo']);
    expect(problems).toEqual([]);
  });

  it('axe finds no serious or critical violation with the sheet open', async () => {
    const violations = await seriousAxeViolations(page);
    if (violations.length) console.log(violations);
    expect(violations).toEqual([]);
  });
});

describe("Collect Photo's bar", () => {
  const collect = () => page.getByRole('button', { name: 'Collect Photo' });

  it('is on the first screen once the photos are in, under the first two photos, never over the foot', async () => {
    // Taken with the camera: Retake photo 1–4 are under the strip.
    await openFourPhotos('camera');
    const button = await settledBox(collect());
    // It was at 1,583 px, two screens down.
    expect(button.y).toBeGreaterThanOrEqual(0);
    expect(button.y + button.height).toBeLessThanOrEqual(844);
    const bar = (await page.locator('.editor-collect').boundingBox())!;
    for (const name of ['Photo 1', 'Photo 2']) {
      const photo = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(photo.y + photo.height, name).toBeLessThanOrEqual(bar.y);
    }
    // Scrolled to the end, the strip's foot lies above the bar, and so does every control
    // under it to the footer's link (the reviewer saw Retake under the bar, and the link lay
    // under the dock's buttons).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const strip = await settledBox(page.getByTestId('strip-preview'));
    expect(strip.y + strip.height).toBeLessThanOrEqual(bar.y);
    const last = [
      ...[1, 2, 3, 4].map((n) => page.getByRole('button', { name: `Retake photo ${n}` })),
      page.getByRole('link', { name: 'Event mode' }),
    ];
    for (const control of last) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height, String(await control.textContent())).toBeLessThanOrEqual(bar.y);
    }
    // From the top, every stop of Tab but those fixed at the screen's foot (the bar, the dock,
    // the sheet of the photo a stop selects) is scrolled clear of them; Collect Photo is the
    // editor's last stop, the footer's link the page's.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Postbooth', exact: true }).focus();
    const reached: string[] = [];
    for (let stop = 0; stop < 40 && reached.at(-1) !== 'Event mode'; stop += 1) {
      await page.keyboard.press('Tab');
      const shown = () =>
        page.evaluate(() => {
          const fixed = '.editor-collect, .sticker-dock, .photo-controls';
          const element = document.activeElement as HTMLElement;
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          if (element.closest(fixed)) return { name, clear: true };
          const foot = Math.min(
            ...[...document.querySelectorAll(fixed)].map((e) => e.getBoundingClientRect().top),
          );
          const box = element.getBoundingClientRect();
          return { name, clear: box.top >= 0 && box.bottom <= foot };
        });
      const { name } = await shown();
      reached.push(name);
      await expect.poll(async () => (await shown()).clear, { message: name }).toBe(true);
    }
    expect(reached).toContain('Retake photo 4');
    expect(reached.slice(-2)).toEqual(['Collect Photo', 'Event mode']);
  });

  it('stays in sight under each of the three sheets, and makes way for the photo sheet', async () => {
    await openFourPhotos();
    /** Whether the button lies on the screen, where a finger could press it. */
    const onScreen = async () => {
      const button = await settledBox(collect());
      return button.y + button.height <= 844 && button.y >= 0;
    };
    for (const name of ['Emoji stickers', 'AI decorations', 'Frame']) {
      await tab(name).tap();
      expect(await tab(name).getAttribute('aria-expanded'), name).toBe('true');
      const button = await settledBox(collect());
      expect(await onScreen(), name).toBe(true);
      // Under the sheet, not over it: nothing of the sheet is hidden behind the bar.
      const top = await settledBox(sheet());
      expect(button.y, name).toBeGreaterThanOrEqual(top.y + top.height);
      await page.getByRole('button', { name: 'Done', exact: true }).tap();
      expect(await onScreen(), name).toBe(true);
    }
    const photo = (await page.getByRole('button', { name: 'Photo 2', exact: true }).boundingBox())!;
    await page.touchscreen.tap(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await page.getByRole('region', { name: 'Photo 2', exact: true }).waitFor();
    expect(await onScreen()).toBe(false);
    // Still a stop of Tab: focused, it comes back.
    await collect().focus();
    expect(await onScreen()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await onScreen()).toBe(true);
  });
});

describe('the Frame sheet', () => {
  it("holds the palette and the date stamp on screen, the strip's top photo in sight above", async () => {
    await openFourPhotos();
    await tab('Frame').tap();
    const palette = page.getByRole('group', { name: 'Frame colour' });
    const box = await settledBox(palette);
    const top = await sheetTop();
    // On the sheet, wholly on the screen.
    expect(box.y).toBeGreaterThanOrEqual(top);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const stamp = (await page.getByRole('switch', { name: 'Date stamp' }).boundingBox())!;
    expect(stamp.y).toBeGreaterThanOrEqual(top);
    expect(stamp.y + stamp.height).toBeLessThanOrEqual(844);
    // The strip's first photo lies whole above the sheet while a colour is picked.
    const first = (await page.getByRole('button', { name: 'Photo 1', exact: true }).boundingBox())!;
    expect(first.y).toBeGreaterThanOrEqual(0);
    expect(first.y + first.height).toBeLessThanOrEqual(top);
    await page.getByRole('button', { name: 'Done', exact: true }).tap();
    expect(await palette.isVisible()).toBe(false);
  });
});

describe("the photo's sheet", () => {
  it('brings the tapped photo above its sheet: Photo 3 of 4 is not hidden under it', async () => {
    await openFourPhotos();
    const photo = page.getByRole('button', { name: 'Photo 3', exact: true });
    // Where the reviewer saw it: the photo at 640–844 px, its lower part under the dock's tabs
    // (and Collect Photo's bar above them): tapped on the part in sight.
    const at = (await photo.boundingBox())!.y;
    await page.evaluate((by) => window.scrollBy(0, by), at - 640);
    const before = await settledBox(photo);
    const bar = (await page.locator('.editor-collect').boundingBox())!;
    await page.touchscreen.tap(before.x + before.width / 2, (before.y + bar.y) / 2);
    const photoSheet = page.getByRole('region', { name: 'Photo 3', exact: true });
    await photoSheet.waitFor();
    const top = (await settledBox(photoSheet)).y;
    // The photo was under where the sheet now is: the page scrolled it into the part above.
    expect(before.y + before.height).toBeGreaterThan(top);
    const after = await settledBox(photo);
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y + after.height).toBeLessThanOrEqual(top);
    await page.keyboard.press('Escape');
  });

  it("Undo and Redo travel with the photo's sheet too", async () => {
    await openFourPhotos();
    const photo = await page.getByRole('button', { name: 'Photo 2', exact: true }).boundingBox();
    await page.touchscreen.tap(photo!.x + photo!.width / 2, photo!.y + photo!.height / 2);
    const photoSheet = page.getByRole('region', { name: 'Photo 2', exact: true });
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await expectOnSheet(undo, photoSheet);
    await expectOnSheet(page.getByRole('button', { name: 'Redo', exact: true }), photoSheet);
    const zoom = photoSheet.getByRole('slider', { name: 'Zoom' });
    await zoom.fill('200');
    expect(await zoom.inputValue()).toBe('200');
    await undo.tap();
    await expect.poll(() => zoom.inputValue()).toBe('100');
    expect(problems).toEqual([]);
  });
});
