/**
 * A living strip's letter as the friend meets it (docs/using.md, "Living strips"): the server's
 * HTML already holds the muted, looping, inline video with the still strip as its poster, so
 * it moves before any app code runs; a reader who asked for reduced motion sees the still until
 * Play; Download offers the PNG and the video. The video is a real H.264 MP4 made by ffmpeg
 * (a test prerequisite), stored through the public API as a share stores it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { newContext } from './support/browser.js';
import { makeStripPng } from './support/letter-fixtures.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

let video: Buffer;
beforeAll(() => {
  const file = join(mkdtempSync(join(tmpdir(), 'postbooth-video-')), 'strip.mp4');
  // The strip's shape (600 × 1380), 3.1 s at 30 fps, one video track and no sound.
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=600x1380:rate=30:duration=3.1'],
    ...['-an', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
  ]);
  video = readFileSync(file);
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function post(path: string, type: string, body: BodyInit) {
  const answer = await fetch(`${origin()}${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
  expect(answer.status, `${path} answered`).toBe(201);
  return (await answer.json()) as { publicUrl?: string; claimToken?: string; id?: string };
}

/** A letter of a living strip, stored as a share stores it: strip, video, then the letter. */
async function storeLivingLetter(): Promise<string> {
  const strip = await post('/api/strips', 'image/png', new Uint8Array(await makeStripPng()));
  const stored = await post('/api/videos', 'video/mp4', new Uint8Array(video));
  const letter = await post(
    '/api/letters',
    'application/json',
    JSON.stringify({
      message: 'We moved!',
      image_url: strip.publicUrl,
      strip_claim: strip.claimToken,
      video_url: stored.publicUrl,
      video_claim: stored.claimToken,
    }),
  );
  if (!letter.id) throw new Error('no letter id');
  return letter.id;
}

async function phonePage(reducedMotion: 'reduce' | 'no-preference', touch = false): Promise<Page> {
  const context = await newContext(browser(), {
    viewport: PHONE,
    reducedMotion,
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** Resolves once the video's playing time has moved on from now (it fails after the timeout). */
async function moves(page: Page, video = page.locator('video')): Promise<void> {
  const at = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  const first = await at();
  await expect.poll(at, { timeout: 20_000 }).toBeGreaterThan(first);
}

const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).display !== 'none');

describe('the friend’s page of a living strip', () => {
  it('holds the video in the server’s HTML: muted, looping, inline, the still its poster', async () => {
    const id = await storeLivingLetter();
    const html = await (await fetch(`${origin()}${paths.finalLetter}?id=${id}`)).text();
    const tag = /<video[^>]*>/i.exec(html)?.[0] ?? '';
    for (const attribute of ['muted', 'autoplay', 'loop', 'playsinline']) {
      expect(tag.toLowerCase(), attribute).toContain(`${attribute}=""`);
    }
    expect(tag).toMatch(/src="\/videos\/[^"]+\.mp4"/);
    expect(tag).toMatch(/poster="\/strips\/[^"]+\.(webp|png)"/);
    expect(tag).toContain('preload="metadata"');
    // The still too, for reduced motion and the full-screen viewer.
    expect(html).toMatch(/<img[^>]*class="letter-strip-image"/);
  });

  it('moves on a phone before the app runs, and pauses to the still on Pause', async () => {
    const id = await storeLivingLetter();
    const page = await phonePage('no-preference');
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    await moves(page);
    expect(await shown(page, 'video')).toBe(true);
    expect(await shown(page, 'img.letter-strip-image')).toBe(false);
    // A press before the app runs is held and made once it does (app/early-presses.ts).
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => shown(page, 'img.letter-strip-image')).toBe(true);
    expect(
      await page.locator('video').evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
  });

  it('shows the still to a reader who asked for reduced motion, until they press Play', async () => {
    const id = await storeLivingLetter();
    const page = await phonePage('reduce');
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    expect(await shown(page, 'img.letter-strip-image')).toBe(true);
    expect(await shown(page, 'video')).toBe(false);
    await page.getByRole('button', { name: 'Play' }).click();
    // The press starts the app (the page runs none before a first input): on a busy machine
    // that takes more than the poll's default 5 s.
    await expect.poll(() => shown(page, 'video'), { timeout: 30_000 }).toBe(true);
    await moves(page);
  });

  it('on a phone the strip is half the screen wide on the first screen, clear of Pause; full screen it moves', async () => {
    const id = await storeLivingLetter();
    const page = await phonePage('no-preference', true);
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    const strip = (await page.locator('video').boundingBox())!;
    const bar = (await page.locator('.final-letter-first').boundingBox())!;
    expect(strip.width).toBeGreaterThanOrEqual(PHONE.width / 2);
    // At least half of it shows on the first screen, above the action that sticks there.
    expect(Math.min(strip.y + strip.height, bar.y) - Math.max(strip.y, 0)).toBeGreaterThan(
      strip.height / 2,
    );
    // In the strip's own (tilted) frame, the button lies beside the video, not over it.
    const [video, pause] = await page.locator('.letter-strip-live').evaluate((live) =>
      [live.querySelector('video')!, live.querySelector('button')!].map((element) => ({
        x: element.offsetLeft,
        y: element.offsetTop,
        width: element.offsetWidth,
        height: element.offsetHeight,
      })),
    );
    expect(overlaps(video!, pause!), 'Pause lies over the strip').toBe(false);

    await page.getByRole('button', { name: 'See the photos full screen' }).tap();
    const dialog = page.getByRole('dialog', { name: 'The photos, full screen' });
    await dialog.getByText('swipe down to close').waitFor({ timeout: 30_000 });
    await moves(page, dialog.locator('video'));
  });

  it('on a desktop the whole strip shows on the first screen; full screen it moves, and a click beside the photo closes', async () => {
    const id = await storeLivingLetter();
    const context = await newContext(browser(), { viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    const strip = (await page.locator('.letter-stack-strip').boundingBox())!;
    expect(strip.y).toBeGreaterThanOrEqual(0);
    expect(strip.y + strip.height).toBeLessThanOrEqual(DESKTOP.height);

    await page.getByRole('button', { name: 'See the photos full screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'The photos, full screen' });
    await dialog.getByText('press Esc or click beside the photo to close').waitFor({
      timeout: 30_000,
    });
    expect(await dialog.getByText('swipe').count()).toBe(0);
    await moves(page, dialog.locator('video'));
    // Beside the photo (left of it, below the ‹ button).
    await page.mouse.click(120, DESKTOP.height / 2 + 80);
    await dialog.waitFor({ state: 'detached' });
  });

  it('offers both downloads: photostrip.png and photostrip.mp4', async () => {
    const id = await storeLivingLetter();
    const page = await phonePage('no-preference');
    await page.goto(`${origin()}${paths.finalLetter}?id=${id}`);
    expect(
      await page.getByRole('link', { name: 'Download', exact: true }).getAttribute('download'),
    ).toBe('photostrip.png');
    const link = page.getByRole('link', { name: 'Download video' });
    expect(await link.getAttribute('download')).toBe('photostrip.mp4');
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photostrip.mp4');
    const saved = await file.path();
    expect(readFileSync(saved).equals(video)).toBe(true);
  });
});
