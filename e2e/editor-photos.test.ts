/**
 * Framing the photos on /edit: each photo is a button ('Photo 1'…), selected by a
 * click or by Tab; its Zoom changes the exported cell and Reset restores it; Move down swaps two
 * cells, each photo taking its stickers along; Replace photo puts a new photo in that cell only; the changes survive a reload and
 * walk with undo and redo; a click on a sticker over a photo selects the sticker; axe finds
 * nothing serious with a photo selected, on a desktop and on a phone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DECORATION, type Decoration } from '../src/model/decoration.js';
import { paths } from '../src/model/paths.js';
import type { Sticker } from '../src/model/sticker.js';
import { STRIP_WIDTH, stripGeometry, type Box } from '../src/model/strip.js';
import { seriousAxeViolations } from './support/axe.js';
import { collectProblems, newContext, type PageProblem } from './support/browser.js';
import { editorReady, openEditor } from './support/open-editor.js';
import { visitStoreEntry, type SeededVisit } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];
let photos: SeededVisit['photos'];
let greenPng: Buffer;

type Colour = [number, number, number];
const BLACK: Colour = [0, 0, 0];
const WHITE: Colour = [255, 255, 255];
const RED: Colour = [220, 30, 40];
const BLUE: Colour = [30, 60, 220];
const GREEN: Colour = [30, 200, 60];

const solid = (width: number, height: number, [r, g, b]: Colour) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** Black with a white middle half: at 100 % a cell's corners are black, at 250 % white. */
async function target(): Promise<Buffer> {
  const white = await solid(320, 240, WHITE);
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#000000' } })
    .composite([{ input: white, left: 160, top: 120 }])
    .png()
    .toBuffer();
}

const geometry = stripGeometry(3);
const photoButton = (n: number) => page.getByRole('button', { name: `Photo ${n}`, exact: true });
const zoom = () => page.getByRole('slider', { name: 'Zoom' });

/** Opens /edit on a seeded visit of the three photos (with this decoration). */
async function openThree(decoration?: Decoration): Promise<void> {
  await openEditor(page, origin(), { layout: 3, photos, ...(decoration ? { decoration } : {}) });
}

/** Opens /edit again (a reload) and waits until the photos are placed by their frames. */
async function openAgain(): Promise<void> {
  await page.goto(origin() + paths.edit);
  await editorReady(page);
}

/** Where each sticker is (its top left corner, strip units), by its name. */
async function stickerSpots(): Promise<Record<string, { x: number; y: number }>> {
  const spots = await page
    .locator('[data-sticker-id]')
    .evaluateAll((elements) =>
      (elements as HTMLElement[]).map((element) => [
        element.getAttribute('aria-label') ?? '',
        { x: Number(element.dataset.x), y: Number(element.dataset.y) },
      ]),
    );
  return Object.fromEntries(spots) as Record<string, { x: number; y: number }>;
}

/** Clicks the middle of a photo's box as a visitor would (the sticker layer lies over it). */
async function clickPhoto(n: number): Promise<void> {
  // On a wide screen the strip may be taller than the screen: the page scrolls to the photo.
  await photoButton(n).scrollIntoViewIfNeeded();
  const box = await photoButton(n).boundingBox();
  if (!box) throw new Error(`Photo ${n} is not shown`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Collect Photo's PNG, then /edit again: what each cell shows at (fx, fy) of its box. */
async function exportedCells(fx = 0.1, fy = 0.1): Promise<Colour[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Collect Photo' }).click();
  const png = await readFile((await (await download).path())!);
  await page.waitForURL(origin() + paths.download);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / STRIP_WIDTH;
  return geometry.photos.map((box) => {
    const x = Math.round((box.x + box.width * fx) * scale);
    const y = Math.round((box.y + box.height * fy) * scale);
    const at = (y * info.width + x) * 3;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  });
}

/** The sizes of the visit's photos as kept in IndexedDB (a Blob cannot leave the page). */
async function keptPhotoSizes(): Promise<number[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('postbooth', 1);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    const visit = await new Promise<{ photos: Blob[] }>((resolve, reject) => {
      const request = db.transaction('visit').objectStore('visit').get('current');
      request.onsuccess = () => resolve(request.result as { photos: Blob[] });
      request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
    });
    db.close();
    return visit.photos.map((photo) => photo.size);
  });
}

function expectNear(actual: Colour | undefined, expected: Colour): void {
  expect(actual).toBeDefined();
  actual!.forEach((channel, i) => expect(Math.abs(channel - expected[i]!)).toBeLessThan(40));
}

beforeAll(async () => {
  photos = [
    { bytes: await target(), type: 'image/png' },
    { bytes: await solid(640, 480, RED), type: 'image/png' },
    { bytes: await solid(640, 480, BLUE), type: 'image/png' },
  ];
  greenPng = await solid(400, 300, GREEN);
});

afterEach(async () => {
  expect(problems).toEqual([]);
  await page.context().close();
});

describe('framing the photos on a desktop', () => {
  async function desktop(): Promise<void> {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    problems = collectProblems(page);
  }

  it('selects a photo by click and by Tab; Zoom changes its exported cell, Reset restores it', async () => {
    await desktop();
    await openThree();
    await clickPhoto(2);
    expect(await photoButton(2).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('heading', { name: 'Photo 2' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await zoom().count()).toBe(0);

    // By keyboard: after the stickers (none here), the photos in order.
    await page.getByTestId('strip-preview').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await photoButton(2).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('heading', { name: 'Photo 2' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await clickPhoto(1);
    await zoom().fill('250');
    expect(await zoom().getAttribute('aria-valuetext')).toBe('250 %');
    // Arrow keys pan the selected photo, a drag too: clamped, so it still covers its box.
    await photoButton(1).focus();
    await page.keyboard.press('ArrowRight');
    const box = (await photoButton(1).boundingBox())!;
    await page.mouse.move(box.x + 100, box.y + 80);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 60, { steps: 4 });
    await page.mouse.up();
    // Kept with the visit as it is made (the write may come a moment later).
    const keptFrame = async () =>
      ((await visitStoreEntry(page, 'current')) as { decoration?: Decoration }).decoration
        ?.photoFrames?.[0];
    await expect.poll(keptFrame).toMatchObject({ source: 0, zoom: 2.5 });
    // The key's pan may be kept before the drag's: wait for the drag's too.
    await expect.poll(async () => (await keptFrame())?.offsetY).not.toBe(0);
    expect((await keptFrame())?.offsetX).not.toBe(0);

    const zoomed = await exportedCells();
    expectNear(zoomed[0], WHITE);
    expectNear(zoomed[1], RED);

    // Kept over a reload; Reset, then undo and redo it.
    await openAgain();
    await clickPhoto(1);
    expect(await zoom().inputValue()).toBe('250');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await zoom().inputValue()).toBe('100');
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await zoom().inputValue()).toBe('250');
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await zoom().inputValue()).toBe('100');
    const reset = await exportedCells();
    expectNear(reset[0], BLACK);
    await openAgain();
    expectNear((await exportedCells(0.5, 0.5))[0], WHITE);
  });

  it('Move down and Move up swap two cells, stickers and all; Replace photo changes one cell only; both kept', async () => {
    await desktop();
    const [first, second] = geometry.photos as [Box, Box];
    const star = (id: number, char: string, x: number, y: number): Sticker => ({
      id,
      char,
      x,
      y,
      width: 40,
      height: 40,
      rotation: 0,
    });
    // A sticker on a corner of photo 1, one on photo 2 and one on the gap between them.
    await openThree({
      ...DEFAULT_DECORATION,
      stickers: [
        star(1, '⭐', 20, first.y + 6),
        star(2, '🌙', 230, second.y + 150),
        star(3, '🎈', 130, second.y - 25),
      ],
    });
    await clickPhoto(1);
    await page.getByRole('button', { name: 'Move down' }).click();
    // The moved photo stays selected in its new place.
    expect(await page.getByRole('heading', { name: 'Photo 2' }).isVisible()).toBe(true);
    // Each photo took its stickers along; the gap's stayed.
    const swapped = {
      'Sticker ⭐': { x: 20, y: second.y + 6 },
      'Sticker 🌙': { x: 230, y: first.y + 150 },
      'Sticker 🎈': { x: 130, y: second.y - 25 },
    };
    await expect.poll(stickerSpots).toEqual(swapped);
    // Move up takes them back, each with its photo.
    await page.getByRole('button', { name: 'Move up' }).click();
    await expect.poll(stickerSpots).toEqual({
      'Sticker ⭐': { x: 20, y: first.y + 6 },
      'Sticker 🌙': { x: 230, y: second.y + 150 },
      'Sticker 🎈': { x: 130, y: second.y - 25 },
    });
    await page.getByRole('button', { name: 'Move down' }).click();
    await expect.poll(stickerSpots).toEqual(swapped);
    expect(await page.getByRole('button', { name: 'Move down' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Move down' }).click();
    expect(await page.getByRole('button', { name: 'Move down' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(stickerSpots).toEqual(swapped);
    const moved = await exportedCells(0.5, 0.5);
    expectNear(moved[0], RED);
    expectNear(moved[1], WHITE);
    expectNear(moved[2], BLUE);

    await openAgain();
    await clickPhoto(3);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Replace photo' }).click();
    await (await chooser).setFiles({ name: 'green.png', mimeType: 'image/png', buffer: greenPng });
    await page.getByRole('status').filter({ hasText: 'Photo 3 replaced.' }).waitFor();
    // Undo brings the earlier photo back, Redo the new one.
    await page.getByRole('button', { name: 'Undo' }).click();
    expectNear((await exportedCells(0.5, 0.5))[2], BLUE);
    await openAgain();
    await clickPhoto(3);
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Replace photo' }).click();
    await (await again).setFiles({ name: 'green.png', mimeType: 'image/png', buffer: greenPng });
    await page.getByRole('status').filter({ hasText: 'Photo 3 replaced.' }).waitFor();
    // The visit keeps the photo shown: the new one, the old one after Undo, the new after Redo.
    await expect.poll(async () => (await keptPhotoSizes())[2]).not.toBe(photos[2]!.bytes.length);
    const green = (await keptPhotoSizes())[2];
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await keptPhotoSizes())[2]).toBe(photos[2]!.bytes.length);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(async () => (await keptPhotoSizes())[2]).toBe(green);
    await openAgain();
    const replaced = await exportedCells(0.5, 0.5);
    expectNear(replaced[0], RED);
    expectNear(replaced[1], WHITE);
    expectNear(replaced[2], GREEN);

    // A file that is no photo is named, and changes nothing.
    await openAgain();
    await clickPhoto(2);
    const refused = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Replace photo' }).click();
    await (
      await refused
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await page.getByRole('alert').filter({ hasText: 'notes.txt' }).waitFor();
  });

  it('a click on a sticker over a photo selects the sticker, not the photo; Ctrl+wheel zooms', async () => {
    await desktop();
    const box = geometry.photos[0]!;
    await openThree({
      dateStamp: true,
      frameColour: '#FFFFFF',
      stickers: [
        { id: 1, x: box.x + 100, y: box.y + 70, width: 64, height: 64, rotation: 0, char: '🚀' },
      ],
    });
    const sticker = page.locator('[data-sticker-id="1"]');
    await sticker.click();
    expect(await sticker.getAttribute('aria-pressed')).toBe('true');
    expect(await photoButton(1).getAttribute('aria-pressed')).toBe('false');
    // With a photo selected too, the sticker keeps priority.
    await clickPhoto(2);
    expect(await photoButton(2).getAttribute('aria-pressed')).toBe('true');
    await sticker.click();
    expect(await sticker.getAttribute('aria-pressed')).toBe('true');
    expect(await zoom().count()).toBe(0);

    // Ctrl+wheel over the selected photo zooms it (one undo step), not the page, in gentle
    // steps: five notches make about 160 % (1.1 each), not the whole way to 300 %.
    await clickPhoto(2);
    const box1 = (await photoButton(2).boundingBox())!;
    await page.mouse.move(box1.x + box1.width / 2, box1.y + 10);
    await page.keyboard.down('Control');
    for (let notch = 0; notch < 5; notch += 1) await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect.poll(async () => Number(await zoom().inputValue())).toBe(160);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await zoom().inputValue()).toBe('100');
  });
});

describe('framing the photos on a phone', () => {
  it('a tap selects a photo; Zoom works; axe finds nothing serious', async () => {
    const context = await newContext(browser(), {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    problems = collectProblems(page);
    await openThree();
    const box = (await photoButton(2).boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    expect(await photoButton(2).getAttribute('aria-pressed')).toBe('true');
    await zoom().fill('200');
    expect(await zoom().getAttribute('aria-valuetext')).toBe('200 %');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
