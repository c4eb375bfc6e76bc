import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import { openPhonePage, type PageProblem } from './support/browser.js';
import { dropTextAt } from './support/drop-text.js';
import { visitStoreEntry } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];
let folder: string;
/** Small real photos, in pick order: three PNGs and two JPEGs of different colours. */
let photos: string[];
let brokenPhoto: string;

async function makePhoto(name: string, colour: string, width: number, height: number) {
  const path = join(folder, name);
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  await (name.endsWith('.png') ? image.png() : image.jpeg()).toFile(path);
  return path;
}

async function expectHeading(name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible' });
}

/** Opens the picker with the Select button, as a visitor would, and picks these files. */
async function pick(files: string[], poses = 3): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Select ${poses} Photo(s)` }).click();
  await (await chooser).setFiles(files);
}

function loadedText(count: number) {
  return page.getByText(new RegExp(`^${count} photos? loaded`));
}

/** Wholly within the phone's screen (390 × 844). */
const onScreen = (box: { y: number; height: number } | null) =>
  box !== null && box.y >= 0 && box.y + box.height <= 844;

/**
 * The count line and every thumbnail wholly in sight above the bar that sticks at the screen's
 * foot (Make a strip together, Next): the visitor sees the photos arrived.
 */
async function photosAboveBar(screenHeight: number): Promise<boolean> {
  const bar = (await page.locator('.layout-next').boundingBox())!;
  const boxes = await Promise.all(
    [page.locator('.picker-count'), ...(await page.locator('.photo-thumb').all())].map((box) =>
      box.boundingBox(),
    ),
  );
  return boxes.every(
    (box) => box !== null && box.y >= 0 && box.y + box.height <= Math.min(bar.y, screenHeight),
  );
}

const nextButton = () => page.getByRole('button', { name: 'Next', exact: true });
const thumbnails = () => page.getByRole('list', { name: 'Photos for your strip' }).getByRole('img');
const asideThumbnails = () =>
  page.getByRole('list', { name: 'Not on your strip' }).getByRole('img');

/** The stored visit's photos as their sizes, in order (each test photo has its own size). */
async function storedSizes(): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('postbooth');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('no db'));
    });
    const visit = await new Promise<{ photos: Blob[] }>((resolve, reject) => {
      const get = db.transaction('visit').objectStore('visit').get('current');
      get.onsuccess = () => resolve(get.result as { photos: Blob[] });
      get.onerror = () => reject(get.error ?? new Error('no visit'));
    });
    db.close();
    return Promise.all(
      visit.photos.map(async (blob) => {
        const bitmap = await createImageBitmap(blob);
        return `${bitmap.width}x${bitmap.height}`;
      }),
    );
  });
}

/** The visit as kept: how many photos, and the stickers of its decoration (none before any). */
async function keptVisit(): Promise<{ photos: number; stickers: unknown[] }> {
  const visit = (await visitStoreEntry(page, 'current')) as {
    photos?: unknown[];
    decoration?: { stickers?: unknown[] };
  };
  return { photos: visit.photos?.length ?? 0, stickers: visit.decoration?.stickers ?? [] };
}

const keptStickers = async () => (await keptVisit()).stickers;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'postbooth-photos-'));
  photos = [
    await makePhoto('one.png', '#e63946', 64, 48),
    await makePhoto('two.png', '#457b9d', 48, 64),
    await makePhoto('three.jpg', '#2a9d8f', 80, 60),
    await makePhoto('four.jpg', '#ffc857', 60, 60),
  ];
  brokenPhoto = join(folder, 'broken.png');
  await writeFile(brokenPhoto, randomBytes(2048));
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  ({ page, problems } = await openPhonePage(browser()));
});

afterEach(async () => {
  await page.context().close();
});

describe('the upload path', () => {
  it('goes from / to /edit with three photos, picks adding up', async () => {
    await page.goto(origin() + paths.home);
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await page.waitForURL(origin() + paths.layout);
    await expectHeading('Choose your layout');

    expect(await nextButton().isDisabled()).toBe(true);
    await page.getByRole('radio', { name: '3 Pose', exact: true }).check();
    expect(await nextButton().isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    expect(await nextButton().isDisabled()).toBe(true);
    // Choosing Upload brings 'Your photos' and its Select button onto the screen.
    const select = page.getByRole('button', { name: 'Select 3 Photo(s)' });
    await expect.poll(async () => onScreen(await select.boundingBox())).toBe(true);

    await pick(photos.slice(0, 2));
    await loadedText(2).waitFor();
    expect(await nextButton().isDisabled()).toBe(true);
    expect(await thumbnails().count()).toBe(2);

    await pick(photos.slice(2, 4));
    await loadedText(4).waitFor();
    expect(await nextButton().isEnabled()).toBe(true);
    // The photos and their count come into view above the sticky bar, on the phone's screen.
    await expect.poll(() => photosAboveBar(844)).toBe(true);
    // Able to go on, Next stays on the screen wherever the page is scrolled.
    for (const at of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), at);
      expect(onScreen(await nextButton().boundingBox())).toBe(true);
    }
    // The first three are on the strip, the fourth aside; all are real, decoded images.
    expect(await thumbnails().count()).toBe(3);
    expect(await asideThumbnails().count()).toBe(1);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.photo-thumbs img')).every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );

    await nextButton().click();
    await page.waitForURL(origin() + paths.edit);
    await expectHeading('Decorate your strip');
    await page.getByText('3 photos ready for your strip.').waitFor();
    // Each photo on the strip is a button ('Photo 1'…) showing its picture.
    const strip = page.getByRole('list', { name: 'Your photos' });
    expect(await strip.getByRole('button', { name: /^Photo \d$/ }).count()).toBe(3);
    expect(await strip.locator('img').count()).toBe(3);
    expect(problems).toEqual([]);
  });
});

describe('bringing photos in', () => {
  it('turns photos upright (EXIF) and scales them to 2048 px on the long side', async () => {
    // 80 × 40 pixels stored on their side: EXIF orientation 6 shows them as 40 × 80.
    const sideways = join(folder, 'sideways.jpg');
    await sharp({ create: { width: 80, height: 40, channels: 3, background: '#8338ec' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(sideways);
    const big = join(folder, 'big.png');
    await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#06d6a0' } })
      .png()
      .toFile(big);

    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    await pick([sideways, big], 2);
    await loadedText(2).waitFor();
    const sizes = await page.waitForFunction(() => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('.photo-thumbs img'));
      if (images.length !== 2 || !images.every((image) => image.naturalWidth > 0)) return null;
      return images.map((image) => [image.naturalWidth, image.naturalHeight]);
    });
    expect(await sizes.jsonValue()).toEqual([
      [40, 80],
      [2048, 683],
    ]);
    expect(problems).toEqual([]);
  });
});

describe('choosing the photos', () => {
  it('removes one photo on its own, and taps photos onto and off the strip', async () => {
    // On a laptop's screen, where the photos used to arrive under the sticky bar too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    // one 64x48, two 48x64, three 80x60, four 60x60
    await pick(photos, 2);
    await loadedText(4).waitFor();
    await expect.poll(() => photosAboveBar(800)).toBe(true);
    expect(await thumbnails().count()).toBe(2);
    expect(await asideThumbnails().count()).toBe(2);

    // Photo 2 is removed; photo three moves onto the strip.
    await page.getByRole('button', { name: 'Remove photo 2', exact: true }).click();
    await loadedText(3).waitFor();
    expect(await asideThumbnails().count()).toBe(1);
    await expect.poll(storedSizes).toEqual(['64x48', '80x60', '60x60']);

    // Tap the one aside: it takes the strip's last place. Tap the first: it leaves the strip.
    await page.getByRole('button', { name: 'Use photo 3', exact: true }).click();
    await expect.poll(storedSizes).toEqual(['64x48', '60x60', '80x60']);
    await page.getByRole('button', { name: 'Leave out photo 1', exact: true }).click();
    await expect.poll(storedSizes).toEqual(['60x60', '80x60', '64x48']);
    expect(await page.getByRole('button', { name: 'Use photo 3', exact: true }).count()).toBe(1);

    // The choice survives a reload from IndexedDB (the layout and the source too), and the
    // strip gets those two. The screen's states are in src/web/app/layout-screen.test.tsx.
    await page.reload();
    await loadedText(3).waitFor();
    expect(await page.getByRole('radio', { name: '2 Pose', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Upload', exact: true }).isChecked()).toBe(true);
    expect(await thumbnails().count()).toBe(2);
    await nextButton().click();
    await page.waitForURL(origin() + paths.edit);
    await page.getByText('2 photos ready for your strip.').waitFor();
    expect(problems).toEqual([]);
  });

  it('Take Photo then Upload again loses nothing; a new set of photos starts with no stickers', async () => {
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    await pick(photos.slice(0, 2), 2);
    await loadedText(2).waitFor();
    await nextButton().click();
    await page.waitForURL(origin() + paths.edit);
    await page.getByText('2 photos ready for your strip.').waitFor();
    const preview = await page.getByTestId('strip-preview').boundingBox();
    if (!preview) throw new Error('The preview is not visible.');
    await dropTextAt(page, { x: preview.x + 40, y: preview.y + 40 }, '🎉');
    await page.getByRole('button', { name: 'Sticker 🎉', exact: true }).waitFor();
    await expect.poll(async () => (await keptStickers()).length).toBe(1);

    // Take Photo by mistake, then Upload again: nothing lost, the photos and the sticker are there.
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: 'Take Photo', exact: true }).check();
    await expect
      .poll(async () => (await visitStoreEntry(page, 'current')) as object)
      .toMatchObject({
        source: 'camera',
      });
    expect(await keptVisit()).toMatchObject({ photos: 2, stickers: [expect.anything()] });
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    await loadedText(2).waitFor();
    expect(await thumbnails().count()).toBe(2);
    expect(await keptStickers()).toHaveLength(1);

    // Photos added aside keep the strip; the strip's photos all new make a new one.
    await pick(photos.slice(2, 3), 2);
    await loadedText(3).waitFor();
    await expect.poll(async () => (await keptVisit()).photos).toBe(3);
    expect(await keptStickers()).toHaveLength(1);
    await page.getByRole('button', { name: 'Remove all photos', exact: true }).click();
    await pick(photos.slice(2, 4), 2);
    await loadedText(2).waitFor();
    await nextButton().click();
    await page.waitForURL(origin() + paths.edit);
    await page.getByText('2 photos ready for your strip.').waitFor();
    await page.getByRole('list', { name: 'Your photos' }).locator('img').first().waitFor();
    expect(await page.locator('[data-sticker-id]').count()).toBe(0);
    expect(await keptStickers()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("accepts files dropped on 'Your photos'; a drop elsewhere never opens the file", async () => {
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '3 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    const box = page.getByRole('region', { name: 'Your photos' });
    await box.waitFor();

    const png = await sharp({
      create: { width: 30, height: 20, channels: 3, background: '#e63946' },
    })
      .png()
      .toBuffer();
    const bytes = Array.from(png);
    /** Drops one PNG on the element `selector` names, as a file from the desktop; whether the page took over the drop. */
    const dropOn = (selector: string) =>
      page.evaluate(
        ({ selector, bytes }) => {
          const target = document.querySelector(selector)!;
          const data = new DataTransfer();
          data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
          const over = new DragEvent('dragover', {
            bubbles: true,
            cancelable: true,
            dataTransfer: data,
          });
          target.dispatchEvent(over);
          const drop = new DragEvent('drop', {
            bubbles: true,
            cancelable: true,
            dataTransfer: data,
          });
          target.dispatchEvent(drop);
          return over.defaultPrevented && drop.defaultPrevented;
        },
        { selector, bytes },
      );

    expect(await dropOn('.photo-picker')).toBe(true);
    await loadedText(1).waitFor();
    expect(await thumbnails().count()).toBe(1);
    await expect.poll(storedSizes).toEqual(['30x20']);

    // Outside the box the page still keeps the browser from opening the file, and adds nothing.
    expect(await dropOn('h1')).toBe(true);
    expect(page.url()).toBe(origin() + paths.layout);
    expect(await thumbnails().count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violation on /', async () => {
    await page.goto(origin() + paths.home);
    await expectHeading('Postbooth');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('axe finds no serious or critical violation on /layout, with photos', async () => {
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '3 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    await pick([photos[0]!, brokenPhoto]);
    await page.getByRole('alert').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
