import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Decoration } from '../src/model/decoration.js';
import { paths } from '../src/model/paths.js';
import { exportScale, MIN_EXPORT_WIDTH, STRIP_WIDTH, stripGeometry } from '../src/model/strip.js';
import { openPhonePage, type PageProblem } from './support/browser.js';
import {
  editorReady,
  openEditor,
  type EditorVisit,
  pickFrameColour,
  withFramePalette,
} from './support/open-editor.js';
import { keptStrip, photoJpeg, shownStripSize, type SeededVisit } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];
let warnings: string[];
let photos: SeededVisit['photos'];

const RUBY = '#E63946';
const decoration: Decoration = {
  dateStamp: true,
  frameColour: RUBY,
  stickers: [
    { id: 1, x: 20, y: 30, width: 64, height: 64, rotation: 0, char: '🚀' },
    { id: 2, x: 180, y: 400, width: 80, height: 80, rotation: 30, char: '🌈' },
  ],
};

const preview = () => page.getByTestId('strip-preview');
const collectButton = () => page.getByRole('button', { name: 'Collect Photo' });

/** Opens /edit on a seeded visit of three photos and waits until the preview shows them. */
async function openThree(seed: Partial<EditorVisit> = {}): Promise<void> {
  await openEditor(page, origin(), { layout: 3, photos, decoration, ...seed });
}

async function rgb(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Clicks Collect Photo and answers the downloaded file's name and bytes. */
async function collect(): Promise<{ name: string; png: Buffer }> {
  const download = page.waitForEvent('download');
  await collectButton().click();
  const file = await download;
  return { name: file.suggestedFilename(), png: await readFile((await file.path())!) };
}

beforeAll(async () => {
  photos = await Promise.all(
    [0, 120, 240].map(async (hue) => ({
      bytes: await photoJpeg(640, 480, hue),
      type: 'image/jpeg',
    })),
  );
});

beforeEach(async () => {
  ({ page, problems } = await openPhonePage(browser()));
  warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
});

afterEach(async () => {
  await page.context().close();
});

describe('Collect Photo', () => {
  it('downloads photostrip.png at least 1,200 px wide, then /download shows it, also after a reload', async () => {
    await openThree();
    const previewWidth = await preview().evaluate((el) => el.getBoundingClientRect().width);
    const width = Math.round(Math.max(2 * previewWidth, MIN_EXPORT_WIDTH));
    const height = Math.round(stripGeometry(3).height * exportScale(previewWidth));
    expect(Math.abs(height - (width * stripGeometry(3).height) / STRIP_WIDTH)).toBeLessThanOrEqual(
      1,
    );

    const { name, png } = await collect();
    expect(name).toBe('photostrip.png');
    const image = sharp(png);
    const meta = await image.metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width,
      height,
    });
    // The frame is the chosen colour, drawn opaque.
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(at(4, height - 4)).toEqual([0xe6, 0x39, 0x46]);

    await page.waitForURL(origin() + paths.download);
    expect(await shownStripSize(page)).toEqual([width, height]);

    await page.reload();
    expect(await shownStripSize(page)).toEqual([width, height]);
    // A fresh visit to /download (no navigation state) reads the kept strip.
    await page.goto(origin() + paths.download);
    expect(await shownStripSize(page)).toEqual([width, height]);
    const kept = await keptStrip(page);
    expect(kept.local?.startsWith('data:image/png;base64,')).toBe(true);

    await page.getByRole('link', { name: 'send a letter to a friend' }).click();
    await page.waitForURL(origin() + paths.textbox);
    expect(problems).toEqual([]);
    expect(warnings.filter((text) => /worker|sticker image/i.test(text))).toEqual([]);
  });

  it('keeps a strip too big for localStorage in IndexedDB, where /download finds it', async () => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === 'photostripUrl') {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    });
    await openThree();
    const { png } = await collect();
    await page.waitForURL(origin() + paths.download);
    const size = await shownStripSize(page);

    await page.goto(origin() + paths.download);
    expect(await shownStripSize(page)).toEqual(size);
    const kept = await keptStrip(page);
    expect(kept.local).toBeNull();
    expect(kept.indexedDb).toEqual({ size: png.length, type: 'image/png' });
    expect(problems).toEqual([]);
  });

  it('draws the same strip on the page where workers cannot draw', async () => {
    await openThree();
    const inWorker = await rgb((await collect()).png);
    await page.context().close();

    ({ page, problems } = await openPhonePage(browser()));
    await page.addInitScript(() => {
      // A browser without OffscreenCanvas: no worker can draw or encode.
      Object.defineProperty(window, 'OffscreenCanvas', { value: undefined });
    });
    await openThree();
    const onPage = await rgb((await collect()).png);
    await page.waitForURL(origin() + paths.download);
    expect([onPage.width, onPage.height]).toEqual([inWorker.width, inWorker.height]);
    let total = 0;
    for (let i = 0; i < onPage.data.length; i += 1) {
      total += Math.abs(onPage.data[i]! - inWorker.data[i]!);
    }
    // The photos are scaled by different steps (ahead of time in the worker), nothing else.
    expect(total / onPage.data.length).toBeLessThan(1);
    expect(problems).toEqual([]);
  });

  it('Back from /download brings the editor back as it was', async () => {
    await openThree();
    // Changes made on the screen: a frame colour and a sticker moved with the keyboard.
    await pickFrameColour(page, 'Jet Black');
    const rocket = page.getByRole('button', { name: 'Sticker 🚀' });
    await rocket.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+ArrowRight');
    expect(await rocket.getAttribute('data-x')).toBe('50');

    await collect();
    await page.waitForURL(origin() + paths.download);
    await shownStripSize(page);
    await page.goBack();
    await page.waitForURL(origin() + paths.edit);
    await editorReady(page);
    const pressed = await withFramePalette(page, () =>
      page.getByRole('button', { name: 'Jet Black', exact: true }).getAttribute('aria-pressed'),
    );
    expect(pressed).toBe('true');
    expect(await preview().evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(0, 0, 0)',
    );
    expect(await page.getByRole('button', { name: 'Sticker 🚀' }).getAttribute('data-x')).toBe(
      '50',
    );
    expect(
      await page.getByRole('button', { name: 'Sticker 🌈' }).getAttribute('data-rotation'),
    ).toBe('30');
    expect(problems).toEqual([]);
  });

  it('shows a failure in red, stays on the editor and loses nothing', async () => {
    // A photo no browser can decode: the strip cannot be drawn.
    const broken = { bytes: Buffer.from('not a photo at all'), type: 'image/jpeg' };
    await openThree({ photos: [photos[0]!, broken, photos[2]!], ready: 'preview' });
    await collectButton().click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be collected' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Your strip could not be collected. A photo of your strip could not be read. ' +
        'Nothing is lost: please try again.',
    );
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
    expect(page.url()).toBe(origin() + paths.edit);
    expect(await collectButton().isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Sticker / }).count()).toBe(2);
    expect(problems.map((problem) => problem.text)).toEqual([
      expect.stringContaining('Collect Photo failed'),
    ]);
  });
});
