import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import {
  cameraArgs,
  collectProblems,
  newContext,
  waitInPage,
  type PageProblem,
} from './support/browser.js';
import { pauseSoon, runClockUntilVisible } from './support/clock.js';
import { dropTextAt } from './support/drop-text.js';
import { poseMs, shootPose, untilGetReady } from './support/sequence.js';
import { visitStoreEntry } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser: camera } = sharedServerAndBrowser({ browserArgs: cameraArgs() });
let context: BrowserContext | undefined;
let page: Page;
let problems: PageProblem[];

async function openPage(init?: () => void): Promise<void> {
  context = await newContext(camera(), {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  if (init) await context.addInitScript(init);
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  problems = collectProblems(page);
}

async function expectHeading(name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible' });
}

/** How many stickers the visit's decoration holds (none before the editor kept one). */
async function keptStickers(): Promise<number> {
  const visit = (await visitStoreEntry(page, 'current')) as {
    decoration?: { stickers?: unknown[] };
  };
  return visit.decoration?.stickers?.length ?? 0;
}

/** The visit kept in IndexedDB: its layout, source, and per photo its type, size and pixels. */
async function storedVisit() {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('postbooth');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('no db'));
    });
    const visit = await new Promise<{ layout: number; source: string; photos: Blob[] }>(
      (resolve, reject) => {
        const request = db.transaction('visit').objectStore('visit').get('current');
        request.onsuccess = () => resolve(request.result as never);
        request.onerror = () => reject(request.error ?? new Error('no visit'));
      },
    );
    db.close();
    const photos = await Promise.all(
      visit.photos.map(async (blob) => {
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        // Mean colour of a patch in the middle of the left and the right quarter.
        const mean = (x0: number) => {
          const sum = [0, 0, 0];
          let n = 0;
          for (let y = Math.floor(bitmap.height * 0.4); y < bitmap.height * 0.6; y += 1) {
            for (let x = x0; x < x0 + bitmap.width * 0.1; x += 1) {
              const i = (y * bitmap.width + Math.floor(x)) * 4;
              for (let c = 0; c < 3; c += 1) sum[c]! += data[i + c]!;
              n += 1;
            }
          }
          return sum.map((value) => Math.round(value / n));
        };
        return {
          type: blob.type,
          width: bitmap.width,
          height: bitmap.height,
          left: mean(Math.floor(bitmap.width * 0.15)),
          right: mean(Math.floor(bitmap.width * 0.75)),
        };
      }),
    );
    return { layout: visit.layout, source: visit.source, photos };
  });
}

type Box = { x: number; y: number; width: number; height: number };

const bottom = (box: Box) => box.y + box.height;

/**
 * The phone's viewfinder: the camera fills the screen, with the site's header, language menu and
 * footer out of the way, the preview the photo's shape (4:3, the part of the frame the photo
 * keeps) as wide as the screen (it was a 390 × 219 band of a 16:9 camera between bars); answers
 * the preview's box.
 */
async function expectViewfinder(): Promise<Box> {
  const preview = (await page.getByLabel('Camera preview', { exact: true }).boundingBox())!;
  expect(preview.width).toBeGreaterThanOrEqual(390);
  expect(preview.height).toBeGreaterThanOrEqual(290);
  expect(preview.width / preview.height).toBeCloseTo(4 / 3, 1);
  expect(preview.y).toBeGreaterThanOrEqual(0);
  expect(bottom(preview)).toBeLessThanOrEqual(844);
  expect(await page.getByRole('banner').isVisible()).toBe(false);
  expect(await page.getByRole('combobox', { name: 'Language' }).isVisible()).toBe(false);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
  return preview;
}

/** How many lines `locator`'s text takes: its height in its own line-heights. */
async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
}

afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('taking photos with the camera', () => {
  it('goes from the layout through the countdowns to /edit with two grey, mirrored photos', async () => {
    await openPage();
    // The countdowns run on Playwright's clock, paused on /capture: only the test moves it.
    await page.clock.install();
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
    await page.getByRole('radio', { name: 'Take Photo', exact: true }).check();
    // Its label on one line at 390 px (languages.test.ts checks French's longer one).
    expect(await lines(page.getByText('Take Photo', { exact: true }))).toBe(1);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.waitForURL(origin() + paths.capture);
    await expectHeading('Camera');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await page.getByRole('radio', { name: 'None', exact: true }).isChecked()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return video !== null && video.readyState >= 2 && video.videoWidth > 0;
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pauseSoon(page);

    // A camera: the preview as wide as the screen; the countdown and filter choices under it,
    // nothing of them over the picture, in one row each (the filters scroll sideways), each a
    // finger's target, Next and Mirror too.
    const preview = await expectViewfinder();
    const filters = page.getByRole('group', { name: 'Filter', exact: true });
    for (const group of [page.getByRole('group', { name: 'Countdown', exact: true }), filters]) {
      const box = (await group.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(bottom(preview));
      expect(bottom(box)).toBeLessThanOrEqual(844);
      const pills = await group
        .locator('label')
        .evaluateAll((labels) =>
          labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect),
        );
      expect(new Set(pills.map((pill) => pill.y)).size).toBe(1);
      // A finger's target each way, 3s too (it was 45×44 before 48 px each way).
      expect(Math.min(...pills.map((pill) => pill.height))).toBeGreaterThanOrEqual(44);
      expect(Math.min(...pills.map((pill) => pill.width))).toBeGreaterThanOrEqual(44);
    }
    // The filter row is cut at the screen's edge, and says so: it fades out there, the fade
    // moving to the start once scrolled to its end.
    const filterRow = filters.locator('.radio-cards-options');
    // (Its mask's direction: 90deg fades towards the right, 270deg towards the left.)
    const fade = () =>
      filterRow.evaluate((row) => [
        row.scrollWidth > row.clientWidth,
        row.dataset.more,
        /^linear-gradient\((\d+)deg/.exec(getComputedStyle(row).maskImage)?.[1],
      ]);
    expect(await fade()).toEqual([true, 'end', '90']);
    await filterRow.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect.poll(fade).toEqual([true, 'start', '270']);
    await filterRow.evaluate((row) => row.scrollTo({ left: 0 }));
    await expect.poll(fade).toEqual([true, 'end', '90']);
    // By keyboard: the arrows walk the filters, each brought wholly into sight in its row.
    await page.getByRole('radio', { name: 'None', exact: true }).focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
    const neon = page.getByRole('radio', { name: 'Neon', exact: true });
    expect(await neon.isChecked()).toBe(true);
    expect(await neon.evaluate((input) => input === document.activeElement)).toBe(true);
    const row = (await filters.locator('.radio-cards-options').boundingBox())!;
    const pill = (await neon.boundingBox())!;
    expect(pill.x).toBeGreaterThanOrEqual(row.x);
    expect(pill.x + pill.width).toBeLessThanOrEqual(row.x + row.width);
    const nextBox = (await next.boundingBox())!;
    expect(nextBox.height).toBeGreaterThanOrEqual(44);
    expect(bottom(nextBox)).toBeLessThanOrEqual(844);
    const mirror = page.getByRole('switch', { name: 'Mirror', exact: true });
    expect(await mirror.isChecked()).toBe(true);
    const mirrorBox = (await mirror.boundingBox())!;
    expect(mirrorBox.y).toBeGreaterThanOrEqual(bottom(preview));
    expect(mirrorBox.height).toBeGreaterThanOrEqual(44);

    await page.getByRole('radio', { name: 'B&W', exact: true }).check();
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: '3s', exact: true }).check();
    expect(await next.isEnabled()).toBe(true);
    const videoFilter = await page.locator('video').evaluate((video) => video.style.filter);
    expect(videoFilter).toContain('postbooth-filter-bw');
    await next.click();

    await page.waitForURL(origin() + paths.sequence);
    await untilGetReady(page, 1, 2);
    await expectHeading('Photo sequence');
    expect(await page.getByText('Photo 1 of 2: not taken yet').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expectViewfinder();
    // 'Get ready' for 2 s, then 3, 2, 1 a second each, then the shot.
    const first = await shootPose(page);
    expect(first.counts).toEqual([3, 2, 1]);
    expect(first.ms).toBeGreaterThanOrEqual(poseMs(3));
    await page.getByText('Photo 1 of 2: taken').waitFor({ state: 'attached' });
    await page.getByText('Get ready for photo 2 of 2').waitFor();
    // The photo just taken shows small beside its dot, so Retake is not blind.
    const thumb = page.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'Photo 1' });
    await thumb.waitFor();
    expect(await thumb.isVisible()).toBe(true);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.pose-thumb');
      return image !== null && image.complete && image.naturalWidth === 160;
    });
    expect(await page.getByRole('list', { name: 'Photos' }).getByRole('img').count()).toBe(1);

    const second = await shootPose(page);
    expect(second.counts).toEqual([3, 2, 1]);
    expect(second.ms).toBeGreaterThanOrEqual(poseMs(3));
    // The editor (a screen loaded on the way) on a clock that runs again.
    await page.clock.resume();
    await page.waitForURL(origin() + paths.edit);
    await expectHeading('Decorate your strip');
    const visit = await storedVisit();
    expect(visit.layout).toBe(2);
    expect(visit.source).toBe('camera');
    expect(visit.photos).toHaveLength(2);
    for (const photo of visit.photos) {
      expect(photo.type).toBe('image/png');
      expect(photo.width).toBe(160);
      expect(photo.height).toBe(120);
      for (const [r, g, b] of [photo.left, photo.right]) {
        expect(Math.abs(r! - g!)).toBeLessThanOrEqual(2);
        expect(Math.abs(g! - b!)).toBeLessThanOrEqual(2);
      }
      // The clip has bright yellow on its left and dark blue on its right; mirrored like the
      // preview, the photo has the dark half on the left.
      expect(photo.left[0]!).toBeLessThan(photo.right[0]! - 60);
    }

    // A sticker on the strip, kept with the visit.
    const strip = await page.getByTestId('strip-preview').boundingBox();
    if (!strip) throw new Error('The strip preview is not visible.');
    await dropTextAt(page, { x: strip.x + 40, y: strip.y + 40 }, '🎉');
    await expect.poll(keptStickers).toBe(1);

    // The camera's photos are not uploads: Upload on /layout opens an empty box, and loses
    // nothing (the photos and the sticker stay) until the first upload, which starts afresh.
    await page.goto(origin() + paths.layout);
    await page.getByRole('radio', { name: 'Upload', exact: true }).check();
    const select = page.getByRole('button', { name: 'Select 2 Photo(s)', exact: true });
    await select.waitFor();
    expect(await page.locator('.photo-thumbs img').count()).toBe(0);
    expect((await storedVisit()).photos).toHaveLength(2);
    expect(await keptStickers()).toBe(1);
    const chooser = page.waitForEvent('filechooser');
    await select.click();
    const upload = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#e63946' },
    })
      .png()
      .toBuffer();
    await (await chooser).setFiles({ name: 'one.png', mimeType: 'image/png', buffer: upload });
    await page.locator('.photo-thumbs img').first().waitFor();
    await expect.poll(async () => (await storedVisit()).photos.map((p) => p.width)).toEqual([64]);
    expect(await keptStickers()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('Cancel goes back to the camera screen and Retake takes the last pose again', async () => {
    await openPage();
    await page.clock.install();
    await page.goto(origin() + paths.capture);
    await page.getByRole('radio', { name: '3s', exact: true }).check();
    await pauseSoon(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(origin() + paths.sequence);
    await untilGetReady(page, 1, 3);
    const retake = page.getByRole('button', { name: 'Retake', exact: true });
    expect(await retake.isDisabled()).toBe(true);
    const preview = await expectViewfinder();
    await runClockUntilVisible(page, page.locator('.sequence-count'));
    // The number reads from two metres: big, white on a dark disc over the preview.
    const number = (await page.locator('.sequence-count-number').boundingBox())!;
    expect(number.y).toBeGreaterThan(preview.y);
    expect(bottom(number)).toBeLessThan(bottom(preview));
    const count = await page.locator('.sequence-count-number').evaluate((number) => {
      const style = getComputedStyle(number);
      return { size: parseFloat(style.fontSize), colour: style.color, disc: style.backgroundColor };
    });
    expect(count.size).toBeGreaterThanOrEqual(96);
    expect(count.colour).toBe('rgb(255, 255, 255)');
    // A dark disc, at least half opaque, so the white number reads over a bright scene.
    const [red, green, blue, alpha] = (count.disc.match(/[\d.]+/g) ?? []).map(Number);
    expect(Math.max(red!, green!, blue!), count.disc).toBeLessThanOrEqual(60);
    expect(alpha, count.disc).toBeGreaterThanOrEqual(0.5);
    expect((await shootPose(page)).counts).toEqual([3, 2, 1]);
    await page.getByText('Get ready for photo 2 of 3').waitFor();
    expect(await page.locator('.pose-thumb').count()).toBe(1);
    await retake.click();
    await page.getByText('Get ready for photo 1 of 3').waitFor();
    expect(await page.getByText('Photo 1 of 3: not taken yet').count()).toBe(1);
    expect(await page.locator('.pose-thumb').count()).toBe(0);

    await page.clock.resume();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(origin() + paths.capture);
    await expectHeading('Camera');
    // The countdown chosen is kept: the camera screen starts with it, Next ready.
    await page.getByRole('radio', { name: '3s', exact: true }).waitFor({ state: 'attached' });
    expect(await page.getByRole('radio', { name: '3s', exact: true }).isChecked()).toBe(true);

    // The full-screen camera shows its way back, a finger's target on the screen.
    const back = page.getByRole('button', { name: 'Back', exact: true });
    const shown = (await back.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(Math.min(shown.width, shown.height)).toBeGreaterThanOrEqual(44);
    await back.tap();
    await page.waitForURL(origin() + paths.layout);
    expect(problems).toEqual([]);
  });

  it('a reload in the middle of the sequence keeps the photos already taken, un-mirrored with Mirror off', async () => {
    await openPage();
    await page.clock.install();
    await page.goto(origin() + paths.capture);
    await page.getByRole('radio', { name: '3s', exact: true }).check();
    // Text on a shirt should read: the photos are kept the right way round (the preview mirrors).
    await page.getByRole('switch', { name: 'Mirror', exact: true }).uncheck();
    await pauseSoon(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(origin() + paths.sequence);
    await untilGetReady(page, 1, 3);
    await shootPose(page);
    await page.getByText('Get ready for photo 2 of 3').waitFor();
    // The first photo is in IndexedDB before the reload.
    await waitInPage(page, async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('postbooth');
        open.onsuccess = () => resolve(open.result);
      });
      const visit = await new Promise<{ photos: Blob[] } | undefined>((resolve) => {
        const get = db.transaction('visit').objectStore('visit').get('current');
        get.onsuccess = () => resolve(get.result as { photos: Blob[] } | undefined);
      });
      db.close();
      return visit?.photos.length === 1;
    });
    // The clip is bright yellow on its left, dark blue on its right: so is the photo.
    const [photo] = (await storedVisit()).photos;
    expect(photo!.left[0]!).toBeGreaterThan(photo!.right[0]! + 60);
    expect(photo!.left[1]!).toBeGreaterThan(photo!.right[1]! + 60);

    await page.reload();
    await untilGetReady(page, 2, 3);
    expect(await page.getByText('Photo 1 of 3: taken', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Photo 1', exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('when the camera is refused', () => {
  it('says so, offers Try again, and Upload photos instead leads to the layout', async () => {
    await openPage(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto(origin() + paths.capture);
    await expectHeading('Camera');

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Camera access was refused');
    // Next stays disabled, even with a countdown chosen: the sequence would only fail again.
    await page.getByRole('radio', { name: '3s', exact: true }).check();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByText('The camera is needed to go on.').count()).toBe(1);
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await alert.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Upload photos instead', exact: true }).click();
    await page.waitForURL(origin() + paths.layout);
    expect((await storedVisit()).source).toBe('upload');
    expect(problems).toEqual([]);
  });

  it('says when there is no camera, and Next stays disabled', async () => {
    await openPage(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
    });
    await page.goto(origin() + paths.capture);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('No camera was found');
    await page.getByRole('radio', { name: '5s', exact: true }).check();
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('/sequence opened directly', () => {
  it('without the settings from /capture, sends the visitor to choose a layout', async () => {
    await openPage();
    await page.goto(origin() + paths.sequence);
    await page.waitForURL(origin() + paths.layout);
    await expectHeading('Choose your layout');
    // No shoot started: nothing asked for the camera, nothing kept.
    expect(await page.locator('video').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('camera edge cases', () => {
  it('tells the visitor when the permission prompt goes unanswered', async () => {
    await openPage(() => {
      // A prompt nobody answers: getUserMedia never settles.
      navigator.mediaDevices.getUserMedia = () => new Promise<MediaStream>(() => undefined);
    });
    await page.clock.install();
    await page.goto(origin() + paths.capture);
    await expectHeading('Camera');
    // Paused: the page's time moves only by the step below, however slow the machine.
    await pauseSoon(page);
    expect(await page.getByText('Waiting for camera permission…').count()).toBe(0);
    await page.clock.fastForward(9_000);
    await page.getByText('Waiting for camera permission…').waitFor();
    expect(await page.getByRole('button', { name: 'Try again', exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('offers Switch camera with two cameras, and opens the other one', async () => {
    await openPage(() => {
      const devices = navigator.mediaDevices;
      const open = devices.getUserMedia.bind(devices);
      const asked: (string | undefined)[] = [];
      (window as unknown as { askedCameras: typeof asked }).askedCameras = asked;
      devices.enumerateDevices = () =>
        Promise.resolve(
          ['front-camera', 'back-camera'].map(
            (deviceId) =>
              ({ deviceId, kind: 'videoinput', label: deviceId, groupId: 'g' }) as MediaDeviceInfo,
          ),
        );
      devices.getUserMedia = (constraints) => {
        const video = constraints?.video;
        const wanted =
          typeof video === 'object' && video.deviceId && typeof video.deviceId === 'object'
            ? (video.deviceId as { exact?: string }).exact
            : undefined;
        asked.push(wanted);
        // The fake device stands in for whichever camera was asked for.
        return open({ video: true });
      };
    });
    await page.goto(origin() + paths.capture);
    const switchButton = page.getByRole('button', { name: 'Switch camera', exact: true });
    await switchButton.waitFor();
    await switchButton.click();
    await page.waitForFunction(
      () => (window as unknown as { askedCameras: string[] }).askedCameras.length >= 2,
    );
    const asked = await page.evaluate(
      () => (window as unknown as { askedCameras: (string | null)[] }).askedCameras,
    );
    expect(asked[0] ?? null).toBeNull(); // the first open asks for the front camera by facing mode
    expect(['front-camera', 'back-camera']).toContain(asked[1]);
    await switchButton.waitFor();
    expect(problems).toEqual([]);
  });
});
