/**
 * /download's Download animation (photostrip.gif, one frame per pose) and Share image / Share
 * animation (docs/using.md, Collect Photo and /download). The strip is a PNG of a real strip's size
 * (3 poses at 2 px per unit, 600 × 1380) with a flat frame colour, a flat colour per photo and
 * a dark mark where the date stamp goes, so each frame's cut shows in its pixels. The visitor's
 * own strip, collected on /edit, is drawn from its model: its stickers whole, never cut.
 */
import { readFile } from 'node:fs/promises';
import { GifReader } from 'omggif';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import type { Sticker } from '../src/model/sticker.js';
import { stripGeometry } from '../src/model/strip.js';
import { openPhonePage, painted, type PageProblem } from './support/browser.js';
import { openEditor } from './support/open-editor.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];
let strip: Buffer;

const SCALE = 2;
const FRAME = { r: 0x45, g: 0x7b, b: 0x9d };
const PHOTOS = [
  { r: 230, g: 57, b: 70 },
  { r: 255, g: 200, b: 87 },
  { r: 42, g: 157, b: 143 },
];
const STAMP = { r: 30, g: 30, b: 30 };

beforeAll(async () => {
  const geometry = stripGeometry(3);
  const px = (units: number) => Math.round(units * SCALE);
  const block = (width: number, height: number, background: typeof FRAME) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  const photos = await Promise.all(
    geometry.photos.map(async (box, i) => ({
      input: await block(px(box.width), px(box.height), PHOTOS[i]!),
      left: px(box.x),
      top: px(box.y),
    })),
  );
  const stamp = {
    input: await block(px(100), px(12), STAMP),
    left: px(geometry.stamp.x - 50),
    top: px(geometry.stamp.y - 6),
  };
  strip = await sharp({
    create: {
      width: px(geometry.width),
      height: px(geometry.height),
      channels: 3,
      background: FRAME,
    },
  })
    .composite([...photos, stamp])
    .png()
    .toBuffer();
});

afterEach(async () => {
  await page.context().close();
});

type ShareMode = 'resolve' | 'abort' | 'missing';

/**
 * navigator.share / canShare as the test says; each share's files recorded in window.__shared.
 * With `event`, event mode is on (its settings in localStorage); the strip is kept in the
 * browser unless `address` names one (a link to a stored strip).
 */
async function openDownload(
  share: ShareMode,
  event?: object,
  address: string = paths.download,
): Promise<void> {
  ({ page, problems } = await openPhonePage(browser()));
  await page.context().addInitScript((mode: ShareMode) => {
    const shared: { name: string; type: string; size: number }[][] = [];
    (window as unknown as { __shared: typeof shared }).__shared = shared;
    if (mode === 'missing') {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
      return;
    }
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: (data: ShareData) =>
        (data.files ?? []).every((file) => ['image/png', 'image/gif'].includes(file.type)),
    });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push((data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })));
        return mode === 'abort'
          ? Promise.reject(new DOMException('Share canceled', 'AbortError'))
          : Promise.resolve();
      },
    });
  }, share);
  await page.goto(origin() + paths.home);
  const dataUrl = `data:image/png;base64,${strip.toString('base64')}`;
  // A strip kept in the browser, unless the address names one.
  if (address === paths.download) {
    await page.evaluate((value) => localStorage.setItem('photostripUrl', value), dataUrl);
  }
  if (event) {
    await page.evaluate(
      (value) => localStorage.setItem('postbooth.event', value),
      JSON.stringify(event),
    );
  }
  await page.goto(origin() + address);
  await page.getByRole('img', { name: 'Your photostrip' }).waitFor();
}

const shared = () => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared);

function near(pixels: Uint8Array, width: number, x: number, y: number, want: typeof FRAME) {
  const i = (y * width + x) * 4;
  const got = { r: pixels[i]!, g: pixels[i + 1]!, b: pixels[i + 2]! };
  const distance = Math.abs(got.r - want.r) + Math.abs(got.g - want.g) + Math.abs(got.b - want.b);
  return { got, close: distance <= 12 };
}

describe('Download animation', () => {
  it('says Making animation... and downloads photostrip.gif: a frame per pose, looping', async () => {
    await openDownload('resolve');
    const button = page.getByRole('button', { name: 'Download animation' });
    // Every text the button shows, from before the click on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __texts: string[] }).__texts = seen;
      const target = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Download animation'),
      )!;
      new MutationObserver(() => seen.push(target.textContent ?? '')).observe(target, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photostrip.gif');
    expect(
      await page.evaluate(() => (window as unknown as { __texts: string[] }).__texts),
    ).toContain('Making animation...');
    await page.getByRole('button', { name: 'Download animation' }).waitFor();

    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const gif = new GifReader(new Uint8Array(bytes));
    expect(gif.numFrames()).toBe(3);
    expect(gif.width).toBeGreaterThanOrEqual(480);
    expect([gif.width, gif.height]).toEqual([600, 524]);
    expect(gif.loopCount()).toBe(0);
    const pixels = new Uint8Array(gif.width * gif.height * 4);
    for (let index = 0; index < 3; index += 1) {
      expect(gif.frameInfo(index).delay).toBe(60);
      gif.decodeAndBlitFrameRGBA(index, pixels);
      // The frame colour at the corner, the pose's photo in the middle, the stamp under it.
      expect(near(pixels, gif.width, 2, 2, FRAME).close).toBe(true);
      expect(near(pixels, gif.width, 300, 28 + 204, PHOTOS[index]!).close).toBe(true);
      expect(near(pixels, gif.width, 300, 2 * (14 + 204 + 22), STAMP).close).toBe(true);
    }
    // Share animation appears once the animation is made.
    await page.getByRole('button', { name: 'Share animation' }).click();
    await expect
      .poll(shared)
      .toEqual([[{ name: 'photostrip.gif', type: 'image/gif', size: bytes.length }]]);
    expect(problems).toEqual([]);
  });
});

describe("The visitor's own strip", () => {
  it('shows a sticker across two photos whole in one frame, one over the date whole in all', async () => {
    ({ page, problems } = await openPhonePage(browser()));
    await page.goto(origin() + paths.home);
    const photos = await Promise.all(
      PHOTOS.map(async (background) => ({
        bytes: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
          .jpeg()
          .toBuffer(),
        type: 'image/jpeg',
      })),
    );
    // 3 poses: photos at y 14, 228, 442 (204 high), the date under 646. A black square emoji.
    const square = (id: number, x: number, y: number): Sticker => ({
      id,
      x,
      y,
      width: 80,
      height: 80,
      rotation: 0,
      char: '⬛',
    });
    const acrossPhotos = square(1, 20, 170); // centre y 210: photo 1's, reaching photo 2
    const overDate = square(2, 200, 610); // centre y 650: the footer's, reaching photo 3
    await openEditor(page, origin(), {
      layout: 3,
      photos,
      decoration: { dateStamp: true, frameColour: '#457b9d', stickers: [acrossPhotos, overDate] },
    });
    await page.locator('button[data-strip-ready="true"]').waitFor();
    const collected = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Collect Photo' }).click();
    await collected;
    await page.waitForURL('**/download');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download animation' }).click();
    const gif = new GifReader(new Uint8Array(await readFile((await (await download).path())!)));
    expect([gif.numFrames(), gif.width, gif.height]).toEqual([3, 600, 524]);
    const pixels = new Uint8Array(gif.width * gif.height * 4);
    // Frame units (2 px each): the frame's photo from y 14 to 218, its footer under it.
    const dark = (x: number, y: number) => {
      const i = (2 * y * gif.width + 2 * x) * 4;
      return Math.max(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) < 90;
    };
    const seen = [0, 1, 2].map((index) => {
      gif.decodeAndBlitFrameRGBA(index, pixels);
      return {
        // The square across photos 1 and 2: its foot under photo 1, its head on photo 2.
        footUnderPhoto: dark(60, 232),
        headOnNextPhoto: dark(60, 24),
        // The square over the date: its head on the photo, its foot on the date.
        dateSquareHead: dark(240, 212),
        dateSquareFoot: dark(240, 250),
      };
    });
    expect(seen).toEqual([
      { footUnderPhoto: true, headOnNextPhoto: false, dateSquareHead: true, dateSquareFoot: true },
      { footUnderPhoto: false, headOnNextPhoto: false, dateSquareHead: true, dateSquareFoot: true },
      { footUnderPhoto: false, headOnNextPhoto: false, dateSquareHead: true, dateSquareFoot: true },
    ]);
    expect(problems).toEqual([]);
  });
});

describe('A strip opened from a link', () => {
  it('animates and shares the stored strip', async () => {
    const stored = await fetch(origin() + '/api/strips', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(strip),
    });
    const { publicUrl } = (await stored.json()) as { publicUrl: string };
    await openDownload(
      'resolve',
      undefined,
      `${paths.download}?photostrip=${encodeURIComponent(publicUrl)}`,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download animation' }).click();
    const gif = new GifReader(new Uint8Array(await readFile((await (await download).path())!)));
    expect(gif.numFrames()).toBe(3);
    await page.getByRole('button', { name: 'Share image' }).click();
    await expect
      .poll(shared)
      .toEqual([[{ name: 'photostrip.png', type: 'image/png', size: strip.length }]]);
    expect(problems).toEqual([]);
  });
});

describe('Share image', () => {
  it('hands the share sheet one File photostrip.png of type image/png', async () => {
    await openDownload('resolve');
    expect(await page.getByRole('button', { name: 'Share animation' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Share image' }).click();
    await expect
      .poll(shared)
      .toEqual([[{ name: 'photostrip.png', type: 'image/png', size: strip.length }]]);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows no error when the visitor closes the share sheet', async () => {
    await openDownload('abort');
    await page.getByRole('button', { name: 'Share image' }).click();
    await expect.poll(async () => (await shared()).length).toBe(1);
    await painted(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('is not offered where the browser cannot share files', async () => {
    await openDownload('missing');
    await page.getByRole('button', { name: 'Download animation' }).waitFor();
    expect(await page.getByRole('button', { name: /^Share/ }).count()).toBe(0);
  });

  it('is not offered at an event, with Download animation: the booth keeps nothing', async () => {
    await openDownload('resolve', {
      name: 'Spring Fair',
      greeting: 'Thanks for coming!',
      idleSeconds: 600,
      sources: 'camera-and-upload',
      print: false,
      printLayout: 'strip',
      pinHash: '0'.repeat(64),
      pinSalt: '1'.repeat(32),
    });
    await page.getByRole('button', { name: 'Done' }).waitFor();
    expect(await page.getByRole('button', { name: /^Share|animation/ }).count()).toBe(0);
  });
});
