/**
 * 'Retake photo N' on /edit, against the production server, in Chromium with a fake camera
 * whose every frame differs (so a photo taken again has other bytes): back to the camera for
 * that pose only, with the same filter, then back to /edit with that photo replaced and the
 * other photos and the decoration kept (the sticker where it was); a new shoot afterwards starts
 * a clean strip.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import {
  cameraArgs,
  collectProblems,
  launchBrowser,
  newContext,
  type PageProblem,
} from './support/browser.js';
import { pauseSoon } from './support/clock.js';
import { poseMs, shootPose, untilGetReady } from './support/sequence.js';
import { startServer, type RunningServer } from './support/server.js';
import { visitStoreEntry } from './support/strip-helpers.js';
import { dropTextAt } from './support/drop-text.js';

const WIDTH = 160;
const HEIGHT = 120;
const FRAMES = 220;

/**
 * A 7 s clip at 30 frames a second, each frame an even grey of its own brightness (16 to 235):
 * two shots a fraction of a second apart (the countdowns run on the page's clock) still differ.
 */
function changingClip(): Buffer {
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`;
  const luma = WIDTH * HEIGHT;
  const chroma = luma / 2;
  const parts: Buffer[] = [Buffer.from(header)];
  for (let frame = 0; frame < FRAMES; frame += 1) {
    parts.push(Buffer.from('FRAME\n'));
    parts.push(Buffer.alloc(luma, 16 + frame));
    parts.push(Buffer.alloc(chroma, 128));
  }
  return Buffer.concat(parts);
}

let folder = '';
let server: RunningServer | undefined;
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
let context: BrowserContext | undefined;
let page: Page;
let problems: PageProblem[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'postbooth-retake-'));
  const clip = join(folder, 'changing.y4m');
  await writeFile(clip, changingClip());
  server = await startServer();
  browser = await launchBrowser(cameraArgs({ clip }));
});

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

/** The kept visit: source, filter, a SHA-256 of each photo's bytes and the sticker count. */
async function keptVisit(): Promise<{
  source: unknown;
  filter: unknown;
  photos: string[];
  stickers: number;
}> {
  const hashes = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('postbooth');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('no db'));
    });
    const visit = await new Promise<{ photos: Blob[] }>((resolve, reject) => {
      const request = db.transaction('visit').objectStore('visit').get('current');
      request.onsuccess = () => resolve(request.result as { photos: Blob[] });
      request.onerror = () => reject(request.error ?? new Error('no visit'));
    });
    db.close();
    return Promise.all(
      visit.photos.map(async (blob) => {
        const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
        return Array.from(new Uint8Array(digest), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('');
      }),
    );
  });
  const visit = (await visitStoreEntry(page, 'current')) as {
    source?: unknown;
    filter?: unknown;
    decoration?: { stickers?: unknown[] };
  };
  return {
    source: visit.source,
    filter: visit.filter,
    photos: hashes,
    stickers: visit.decoration?.stickers?.length ?? 0,
  };
}

/** Where the one sticker is, in strip units (its data attributes). */
async function stickerBox(): Promise<Record<string, string | undefined>> {
  return page.locator('[data-sticker-id]').evaluate((element) => ({
    ...(element as HTMLElement).dataset,
  }));
}

/** Drops an emoji on the middle of the strip preview, as a drag from another app would. */
async function dropEmoji(text: string): Promise<void> {
  const preview = page.locator('[data-testid="strip-preview"]');
  await preview.scrollIntoViewIfNeeded();
  const box = await preview.boundingBox();
  if (!box) throw new Error('The preview is not visible.');
  const at = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 200) };
  await dropTextAt(page, at, text);
}

describe('Retake photo N from the editor', () => {
  it('shoots that pose again with the same filter, keeps the other photo and the sticker in place; a new shoot starts clean', async () => {
    if (!browser) throw new Error('The browser did not start.');
    context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    problems = collectProblems(page);
    // The countdowns run on Playwright's clock, paused while the camera shoots.
    await page.clock.install();

    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Take Photo', exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(origin() + paths.capture);
    await page.getByRole('radio', { name: 'B&W', exact: true }).check();
    await page.getByRole('radio', { name: '3s', exact: true }).check();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await pauseSoon(page);
    await next.click();
    await page.waitForURL(origin() + paths.sequence);
    for (const pose of [1, 2]) {
      await untilGetReady(page, pose, 2);
      const shot = await shootPose(page);
      expect(shot.counts).toEqual([3, 2, 1]);
      expect(shot.ms).toBeGreaterThanOrEqual(poseMs(3));
    }
    // The editor keeps its decoration on a timer: the clock runs again there.
    await page.clock.resume();
    await page.waitForURL(origin() + paths.edit);

    const before = await keptVisit();
    expect(before).toMatchObject({ source: 'camera', filter: 'bw', stickers: 0 });
    expect(before.photos).toHaveLength(2);
    expect(before.photos[0]).not.toBe(before.photos[1]);

    await dropEmoji('🎉');
    await expect.poll(() => page.locator('[data-sticker-id]').count()).toBe(1);
    await expect.poll(async () => (await keptVisit()).stickers).toBe(1);
    const placed = await stickerBox();

    const retakes = page.getByRole('button', { name: /^Retake photo \d$/ });
    expect(await retakes.allTextContents()).toEqual(['Retake photo 1', 'Retake photo 2']);
    await pauseSoon(page);
    await page.getByRole('button', { name: 'Retake photo 2', exact: true }).click();

    await page.waitForURL(origin() + paths.sequence);
    await untilGetReady(page, 2, 2);
    // The same filter as the strip's other photo.
    const videoFilter = await page.locator('video').evaluate((video) => video.style.filter);
    expect(videoFilter).toContain('postbooth-filter-bw');
    // Only that pose: the other is taken, and Retake (of the last pose) has nothing to undo.
    expect(await page.getByText('Photo 1 of 2: taken', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Retake', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByText('Get ready for photo 1 of 2').count()).toBe(0);
    expect((await shootPose(page)).counts).toEqual([3, 2, 1]);

    await page.clock.resume();
    await page.waitForURL(origin() + paths.edit);
    await page.getByText('2 photos ready for your strip', { exact: false }).waitFor();
    await expect.poll(() => page.locator('[data-sticker-id]').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sticker 🎉' }).count()).toBe(1);
    // Retake replaces the photo in its box: the sticker stays where it was, on that box.
    expect(await stickerBox()).toEqual(placed);

    const after = await keptVisit();
    expect(after).toMatchObject({ source: 'camera', filter: 'bw', stickers: 1 });
    expect(after.photos).toHaveLength(2);
    expect(after.photos[0]).toBe(before.photos[0]);
    expect(after.photos[1]).not.toBe(before.photos[1]);

    // A new shoot is a new strip: the last strip's sticker does not land on its photos.
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: 'Take Photo', exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(origin() + paths.capture);
    await page.getByRole('radio', { name: '3s', exact: true }).check();
    await expect.poll(() => next.isEnabled()).toBe(true);
    await pauseSoon(page);
    await next.click();
    await page.waitForURL(origin() + paths.sequence);
    for (const pose of [1, 2]) {
      await untilGetReady(page, pose, 2);
      await shootPose(page);
    }
    await page.clock.resume();
    await page.waitForURL(origin() + paths.edit);
    await page.getByText('2 photos ready for your strip', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Photo 2', exact: true }).waitFor();
    expect(await page.locator('[data-sticker-id]').count()).toBe(0);
    // Its photos are the new shoot's (the fake camera's still clip may give the same bytes as
    // before, so the kept visit's photos are not compared): no sticker came along.
    const shot = await keptVisit();
    expect(shot.stickers).toBe(0);
    expect(shot.photos).toHaveLength(2);
    expect(problems).toEqual([]);
  }, 90_000);

  it('is not offered for uploaded photos', async () => {
    if (!browser) throw new Error('The browser did not start.');
    context = await newContext(browser, { viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    problems = collectProblems(page);
    await page.goto(origin() + paths.layout);
    // A visit of uploaded photos, as /layout keeps it.
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(40, 30);
      canvas.getContext('2d')!.fillRect(0, 0, 40, 30);
      const photo = await canvas.convertToBlob({ type: 'image/png' });
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('postbooth', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('visit');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('no db'));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('visit', 'readwrite');
        transaction
          .objectStore('visit')
          .put({ layout: 2, source: 'upload', photos: [photo, photo] }, 'current');
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('not kept'));
      });
      db.close();
    });
    await page.goto(origin() + paths.edit);
    await page.getByText('2 photos ready for your strip', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: /^Retake photo/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
