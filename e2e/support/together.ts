/**
 * Helpers for together mode's walks (issue 29): a camera picture of its own for each phone, the
 * room's QR code read back from the screen, and the moments the phones' shutters fired.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/** A phone's camera picture: one flat colour (studio RGB → BT.601 YUV), so a box shows whose it is. */
export interface FlatColour {
  r: number;
  g: number;
  b: number;
}

function yuvOf({ r, g, b }: FlatColour): [number, number, number] {
  const y = 16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255;
  const u = 128 + (-37.797 * r - 74.203 * g + 112 * b) / 255;
  const v = 128 + (112 * r - 93.786 * g - 18.214 * b) / 255;
  return [Math.round(y), Math.round(u), Math.round(v)];
}

/** Writes a y4m of `colour` for `--use-file-for-fake-video-capture` (the camera loops it). */
export async function writeFlatY4m(
  path: string,
  colour: FlatColour,
  { width = 640, height = 480, fps = 30, frames = 15 } = {},
): Promise<void> {
  const [y, u, v] = yuvOf(colour);
  const frame = Buffer.concat([
    Buffer.from('FRAME\n'),
    Buffer.alloc(width * height, y),
    Buffer.alloc((width * height) / 4, u),
    Buffer.alloc((width * height) / 4, v),
  ]);
  const out = createWriteStream(path);
  out.write(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  for (let index = 0; index < frames; index += 1) {
    if (!out.write(frame)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** The text of the QR code shown by `image`, read from a screenshot of it (undefined: none found). */
export async function decodeQrCode(image: Locator): Promise<string | undefined> {
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/**
 * When this page's shutters fired, in ms since 1970 by the machine's clock (the app marks each
 * `together:shutter` with performance.mark). Every phone of a walk runs on this machine, so the
 * times of different pages compare.
 */
export function shutterTimes(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByName('together:shutter')
      .map((entry) => performance.timeOrigin + entry.startTime),
  );
}

/** The marks a page sets as it first shows each number of the 3-2-1 (noteCountdown). */
const COUNTDOWN_MARK = 'e2e:countdown-';

/**
 * Starts noting on this page when each number of the 3-2-1 first shows, as a performance mark
 * on the scale of shutterTimes; countdownShownAt reads it. Call before the countdown starts.
 */
export function noteCountdown(page: Page): Promise<void> {
  return page.evaluate((prefix) => {
    new MutationObserver(() => {
      const number = document.querySelector('.together-count-number')?.textContent?.trim();
      if (!number || performance.getEntriesByName(prefix + number).length > 0) return;
      performance.mark(prefix + number);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, COUNTDOWN_MARK);
}

/** When this page first showed `number` of the 3-2-1 (noteCountdown), or undefined. */
export function countdownShownAt(page: Page, number: number): Promise<number | undefined> {
  return page.evaluate((name) => {
    const [entry] = performance.getEntriesByName(name);
    return entry && performance.timeOrigin + entry.startTime;
  }, COUNTDOWN_MARK + number);
}

/** The widest gap between the earliest and the latest of the phones' `k`th shutters. */
export function shutterSpread(times: readonly (readonly number[])[], k = 0): number {
  const at = times.map((list) => list[k]).filter((t): t is number => t !== undefined);
  if (at.length !== times.length) throw new Error(`Not every phone fired shutter ${k}.`);
  return Math.max(...at) - Math.min(...at);
}

/** A photo of one flat colour (PNG), for 'Upload a photo for pose N' instead of a camera. */
export function flatPng(colour: FlatColour, { width = 640, height = 480 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A sticker where the editor placed it, as its element says (strip px, degrees). */
export interface StickerState {
  id: number;
  x: number;
  y: number;
  width: number;
  rotation: number;
}

/** The stickers a phone's editor shows, in their order on the page. */
export function stickers(page: Page): Promise<StickerState[]> {
  return page.locator('[data-sticker-id]').evaluateAll((elements) =>
    (elements as HTMLElement[]).map((element) => ({
      id: Number(element.dataset.stickerId),
      x: Number(element.dataset.x),
      y: Number(element.dataset.y),
      width: Number(element.dataset.width),
      rotation: Number(element.dataset.rotation),
    })),
  );
}
