/**
 * The living strip, walked as a visitor and a friend (issue 28; docs/using.md, Living strips):
 * a 2-pose camera visit with a moving fake camera, a sticker on the strip, Live on, Collect
 * Photo, then Download video and Story video on /download. The files are read with ffprobe and
 * ffmpeg (support/video-frames.ts), a decoder that is not the browser's: the container, size,
 * 30 fps, the boomerang's frames (frame k shows what its mirror shows; the clips move between),
 * the sticker on every frame, and the first frame against the still PNG.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DECORATION, type Decoration } from '../src/model/decoration.js';
import {
  BOOMERANG_FRAME_COUNT,
  STORY_HEIGHT,
  STORY_WIDTH,
  VIDEO_FPS,
  VIDEO_PIXELS_PER_UNIT,
  VIDEO_TARGET_BYTES,
  boomerangClipIndex,
} from '../src/model/living-strip.js';
import { boomerangMirror } from '../test/boomerang.js';
import { paths } from '../src/model/paths.js';
import { stripGeometry } from '../src/model/strip.js';
import {
  cameraArgs,
  collectProblems,
  launchBrowser,
  newContext,
  type PageProblem,
} from './support/browser.js';
import { shootCameraStrip } from './support/camera-strip.js';
import { writeMotionY4m } from './support/motion-y4m.js';
import { startServer, type RunningServer } from './support/server.js';
import { seedDecoration } from './support/strip-helpers.js';
import {
  changedShare,
  decodeFrames,
  meanDifference,
  probeVideo,
  type Region,
  type RgbFrame,
} from './support/video-frames.js';

let folder = '';
let server: RunningServer | undefined;
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
let context: BrowserContext | undefined;
let page: Page;
let problems: PageProblem[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'postbooth-living-'));
  const clip = join(folder, 'motion.y4m');
  await writeMotionY4m(clip, { width: 640, height: 480, fps: 30, seconds: 6 });
  server = await startServer();
  browser = await launchBrowser(cameraArgs({ clip }));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

function origin(): string {
  if (!server) throw new Error('The server did not start.');
  return server.url;
}

const geometry = stripGeometry(2);
const box = geometry.photos[0]!;
/** A black square emoji over photo 1, where its clip moves under it. */
const SQUARE = { id: 1, x: box.x + box.width / 2 - 30, y: box.y + box.height / 2 - 30 };
const decoration: Decoration = {
  ...DEFAULT_DECORATION,
  frameColour: '#ffd6e0',
  stickers: [{ ...SQUARE, width: 60, height: 60, rotation: 0, char: '⬛' }],
};

/** A strip box (strip units) in video pixels, shrunk by `inset` units on each side. */
function inPixels(
  area: { x: number; y: number; width: number; height: number },
  inset = 0,
): Region {
  const px = VIDEO_PIXELS_PER_UNIT;
  return {
    x: Math.round((area.x + inset) * px),
    y: Math.round((area.y + inset) * px),
    width: Math.round((area.width - 2 * inset) * px),
    height: Math.round((area.height - 2 * inset) * px),
  };
}

function meanLevel(frame: RgbFrame, region: Region): number {
  let total = 0;
  for (let y = region.y; y < region.y + region.height; y += 1) {
    for (let x = region.x; x < region.x + region.width; x += 1) {
      const at = (y * frame.width + x) * 3;
      total += (frame.data[at] ?? 0) + (frame.data[at + 1] ?? 0) + (frame.data[at + 2] ?? 0);
    }
  }
  return total / (region.width * region.height * 3);
}

/** Presses a /download button and keeps the file it downloads. */
async function downloaded(name: string): Promise<{ file: string; suggested: string }> {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name, exact: true }).click();
  const got = await download;
  const file = join(folder, got.suggestedFilename());
  await got.saveAs(file);
  return { file, suggested: got.suggestedFilename() };
}

describe('a living strip', () => {
  it('downloads as a looping boomerang video and a Story video, the stills unchanged', async () => {
    if (!browser) throw new Error('The browser did not start.');
    context = await newContext(browser, {
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    problems = collectProblems(page);
    await page.clock.install();

    await shootCameraStrip(page, origin(), { poses: 2 });
    // The sticker and frame colour, as the editor keeps them, back after a reload.
    await seedDecoration(page, decoration);
    await page.reload();
    await page.getByRole('button', { name: 'Sticker ⬛' }).waitFor();

    // A camera strip opens living where motion is welcome: no tap needed for the video.
    const live = page.getByRole('switch', { name: 'Live' });
    expect(await live.isChecked()).toBe(true);

    const still = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Collect Photo' }).click();
    const stillFile = await still;
    expect(stillFile.suggestedFilename()).toBe('photostrip.png');
    const stillPng = await readFile((await stillFile.path())!);
    await page.waitForURL(origin() + paths.download);
    // Saved without a tap, and said so at the top, Download again beside it: the video is the
    // page's primary action (1280 × 800).
    const saved = page.locator('.download-saved');
    await saved.getByText('photostrip.png saved', { exact: true }).waitFor();
    const savedBox = (await saved.boundingBox())!;
    const primary = (await page.locator('.download-actions .button-primary').boundingBox())!;
    expect(savedBox.y + savedBox.height).toBeLessThanOrEqual(primary.y);
    expect(await saved.getByRole('button', { name: 'Download again' }).count()).toBe(1);

    // The strip video: MP4/H.264 in this Chromium (it encodes H.264), a whole boomerang.
    const video = await downloaded('Download video');
    expect(video.suggested).toBe('photostrip.mp4');
    const facts = probeVideo(video.file);
    const size = {
      width: geometry.width * VIDEO_PIXELS_PER_UNIT,
      height: geometry.height * VIDEO_PIXELS_PER_UNIT,
    };
    expect(facts).toMatchObject({ codec: 'h264', streams: ['video'], ...size });
    expect(facts.container).toContain('mp4');
    expect(facts.frames).toBe(BOOMERANG_FRAME_COUNT);
    expect(facts.fps).toBeCloseTo(VIDEO_FPS, 1);
    expect(facts.seconds).toBeGreaterThanOrEqual(3);
    const bytes = (await readFile(video.file)).length;
    expect(bytes).toBeLessThan(VIDEO_TARGET_BYTES);

    const frames = decodeFrames(video.file, size.width, size.height);
    expect(frames).toHaveLength(BOOMERANG_FRAME_COUNT);
    // Photo 2's box, away from the sticker: where the clip moves.
    const moving = inPixels(geometry.photos[1]!, 8);
    const mirrorGaps: number[] = [];
    const mirrorChanged: number[] = [];
    const motion: number[] = [];
    for (let k = 0; k < BOOMERANG_FRAME_COUNT; k += 1) {
      const mirror = boomerangMirror(k);
      if (mirror !== k) {
        mirrorGaps.push(meanDifference(frames[k]!, frames[mirror]!, moving));
        mirrorChanged.push(changedShare(frames[k]!, frames[mirror]!, moving));
      }
      const later = (k + 12) % BOOMERANG_FRAME_COUNT;
      if (boomerangClipIndex(later) !== boomerangClipIndex(k)) {
        motion.push(changedShare(frames[k]!, frames[later]!, moving));
      }
    }
    const worstMirror = Math.max(...mirrorGaps);
    const worstMirrorChanged = Math.max(...mirrorChanged);
    // Frame k and its mirror show one clip frame: they differ by the encoder's loss only, which
    // moves almost no pixel far. Frames 12 apart show different moments of the moving square:
    // the pixels it left and reached change clearly, at least where the clip holds different
    // camera frames (a busy machine's clip repeats some: the least can be 0). A still video, or
    // one clip frame repeated, changes no more pixels than the mirror pairs do.
    expect(worstMirror).toBeLessThan(3);
    expect(worstMirrorChanged).toBeLessThan(0.005);
    expect(Math.max(...motion)).toBeGreaterThan(0.01);
    expect(Math.max(...motion)).toBeGreaterThan(worstMirrorChanged * 10);

    // The sticker on every frame: its middle stays dark, the same, while the photo under it moves.
    const sticker = inPixels({ ...SQUARE, width: 60, height: 60 }, 18);
    const stickerLevels = frames.map((frame) => meanLevel(frame, sticker));
    // (Noto's ⬛ is a dark grey, 66 of 255; the camera's bright square passes under it.)
    expect(Math.max(...stickerLevels)).toBeLessThan(90);
    expect(Math.max(...stickerLevels) - Math.min(...stickerLevels)).toBeLessThan(4);

    // The first frame is the shot: the still export, scaled to the video's size.
    const { data } = await sharp(stillPng)
      .resize(size.width, size.height, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const stillFrame = { ...size, data };
    const firstToStill = meanDifference(frames[0]!, stillFrame);
    const farthestToStill = Math.max(
      ...frames.map((frame) => meanDifference(frame, stillFrame, moving)),
    );
    console.info(
      `living strip: ${bytes} bytes, ${facts.frames} frames, ${facts.seconds.toFixed(2)} s; ` +
        `mirror gap ≤ ${worstMirror.toFixed(2)} (${(worstMirrorChanged * 100).toFixed(2)} % of pixels), ` +
        `motion ≤ ${(Math.max(...motion) * 100).toFixed(2)} % of pixels; ` +
        `sticker ${Math.min(...stickerLevels).toFixed(1)}–${Math.max(...stickerLevels).toFixed(1)}; first frame to still ` +
        `${firstToStill.toFixed(2)} (the farthest frame in photo 2: ${farthestToStill.toFixed(2)})`,
    );
    expect(firstToStill).toBeLessThan(4);
    expect(farthestToStill).toBeGreaterThan(firstToStill * 2);

    // The Story video: the same boomerang on a 1080 × 1920 card.
    const story = await downloaded('Story video');
    expect(story.suggested).toBe('photostrip-story.mp4');
    expect(probeVideo(story.file)).toMatchObject({
      codec: 'h264',
      width: STORY_WIDTH,
      height: STORY_HEIGHT,
      frames: BOOMERANG_FRAME_COUNT,
    });

    // The still paths are the still's: Download again gives the same PNG.
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download again' }).click();
    const againFile = await again;
    expect(againFile.suggestedFilename()).toBe('photostrip.png');
    expect((await readFile((await againFile.path())!)).equals(stillPng)).toBe(true);

    // A letter of the living strip carries the video /download made.
    await page.getByRole('link', { name: 'send a letter to a friend' }).click();
    await page.getByRole('textbox', { name: 'Your message' }).fill('Look, it moves!');
    await page.getByRole('button', { name: 'Add a stamp & Continue' }).click();
    await page.getByRole('button', { name: 'Copy link to share' }).click();
    await page.getByRole('status').getByText('Link copied', { exact: false }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(`${paths.finalLetter}?id=`);

    // The friend's page: the video, muted and looping, the still its poster; it moves.
    const friendContext = await newContext(browser, { viewport: { width: 390, height: 844 } });
    try {
      const friend = await friendContext.newPage();
      const friendProblems = collectProblems(friend);
      await friend.goto(link);
      const shown = friend.locator('video');
      await shown.waitFor();
      const element = await shown.evaluate((node: HTMLVideoElement) => ({
        src: node.currentSrc || node.src,
        poster: node.poster,
        muted: node.muted,
        loop: node.loop,
      }));
      expect(element).toMatchObject({ muted: true, loop: true });
      expect(new URL(element.poster).pathname).toMatch(/^\/strips\//);
      await expect
        .poll(() => shown.evaluate((node: HTMLVideoElement) => node.currentTime), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      // The stored video is the downloaded one, served in ranges.
      const whole = await friend.request.get(element.src);
      expect(whole.status()).toBe(200);
      expect((await whole.body()).equals(await readFile(video.file))).toBe(true);
      const part = await friend.request.get(element.src, { headers: { Range: 'bytes=0-99' } });
      expect(part.status()).toBe(206);
      expect(part.headers()['content-range']).toBe(`bytes 0-99/${bytes}`);
      expect((await part.body()).length).toBe(100);
      expect(friendProblems).toEqual([]);

      // Deleted by its writer: the video goes with the letter.
      await page.goto(link);
      await page.getByRole('button', { name: 'Delete this letter' }).click();
      await page
        .getByRole('dialog', {
          name: 'Delete this letter? Its link will stop working for everyone.',
        })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText('Your letter was removed.').waitFor();
      expect((await friend.request.get(element.src)).status()).toBe(404);
    } finally {
      await friendContext.close();
    }
    expect(problems).toEqual([]);
  });
});
