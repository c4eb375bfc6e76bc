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

const nextButton = () => page.getByRole('button', { name: 'Next', exact: true });
const thumbnails = () => page.getByRole('list', { name: 'Photos for your strip' }).getByRole('img');

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

    await pick(photos.slice(0, 2));
    await loadedText(2).waitFor();
    expect(await nextButton().isDisabled()).toBe(true);
    expect(await thumbnails().count()).toBe(2);

    await pick(photos.slice(2, 4));
    await loadedText(4).waitFor();
    expect(await nextButton().isEnabled()).toBe(true);
    // Only the first three are previewed, and they are real, decoded images.
    expect(await thumbnails().count()).toBe(3);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.photo-thumbs img')).every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );

    await nextButton().click();
    await page.waitForURL(origin() + paths.edit);
    await expectHeading('Decorate your strip');
    await page.getByText('3 photos ready for your strip.').waitFor();
    expect(await page.getByRole('list', { name: 'Your photos' }).getByRole('img').count()).toBe(3);
    expect(problems).toEqual([]);
  });

  it('shows the other choices as real controls: Take Photo goes to /capture', async () => {
    await page.goto(origin() + paths.layout);
    await expectHeading('Choose your layout');
    for (const name of ['2 Pose', '3 Pose', '4 Pose', '6 Pose', 'Upload', 'Take Photo']) {
      expect(await page.getByRole('radio', { name, exact: true }).count()).toBe(1);
    }
    await page.getByRole('radio', { name: '6 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Take Photo', exact: true }).check();
    await nextButton().click();
    await page.waitForURL(origin() + paths.capture);
    // The layout travels in the navigation state (app/navigation.ts, ScreenStates['capture']).
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      layout: 6,
    });
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

describe('a file the browser cannot read', () => {
  it('is named in an alert, and the other photos stay', async () => {
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();

    await pick([photos[0]!, brokenPhoto, photos[1]!], 2);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('broken.png');
    await loadedText(2).waitFor();
    expect(await thumbnails().count()).toBe(2);
    expect(await nextButton().isEnabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('nothing lost', () => {
  it('a reload of /layout keeps the layout, the source and the photos', async () => {
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '4 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    await pick(photos.slice(0, 3), 4);
    await loadedText(3).waitFor();

    await page.reload();
    await expectHeading('Choose your layout');
    await loadedText(3).waitFor();
    expect(await page.getByRole('radio', { name: '4 Pose', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Upload', exact: true }).isChecked()).toBe(true);
    expect(await thumbnails().count()).toBe(3);
    expect(await nextButton().isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('/edit with no photos sends the visitor to /layout with a notice', async () => {
    await page.goto(origin() + paths.edit);
    await page.waitForURL(origin() + paths.layout);
    await expectHeading('Choose your layout');
    const notice = page.getByRole('status').filter({ hasText: 'Choose a layout and add' });
    expect(await notice.textContent()).toBe('Choose a layout and add your photos first.');
    // The notice was for that arrival only: a reload does not repeat it.
    await page.reload();
    await expectHeading('Choose your layout');
    await nextButton().waitFor();
    expect(await notice.count()).toBe(0);
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
