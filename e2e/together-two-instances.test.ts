/**
 * Together mode across two instances of the built server (PostgreSQL + Redis, as
 * e2e/two-instances.test.ts starts them): Ana's phone is on instance A, Ben's on instance B, so
 * every change one makes reaches the other through Redis. They fill the strip by uploads, decorate
 * it together (a sticker one way, a frame colour the other), then Ben's phone goes offline: it
 * says 'Reconnecting…', both change the strip meanwhile, and once he is back both phones show the
 * same strip. Ben then closes his page while offline, and the page he opens next sends what he
 * changed. Collect Photo gives the same PNG bytes on both.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import {
  cameraArgs,
  collectProblems,
  launchBrowser,
  newContext,
  type PageProblem,
} from './support/browser.js';
import { editorReady } from './support/open-editor.js';
import type { RunningServer } from './support/server.js';
import { flatPng, stickers, type FlatColour } from './support/together.js';
import { twoInstancesRedis, useTwoInstances } from './support/two-instances.js';

const SUITE = 'together mode across two instances on PostgreSQL and Redis';
const redisUrl = await twoInstancesRedis(SUITE);

/** What the browser itself logs of an offline network: the tries to reconnect failing. */
const OFFLINE_NOISE = /WebSocket connection to .* failed|net::ERR_INTERNET_DISCONNECTED/;

interface Phone {
  page: Page;
  problems: PageProblem[];
}

/** The name of the frame colour pressed in the palette ('' for none: a custom colour). */
function frameColour(page: Page): Promise<string> {
  return page
    .getByRole('group', { name: 'Frame colour' })
    .locator('[aria-pressed="true"]')
    .evaluateAll((pressed) => pressed.map((element) => element.getAttribute('title') ?? '').join());
}

const swatch = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Frame colour' }).getByRole('button', { name, exact: true });

const reconnecting = (page: Page) =>
  page.getByText('Reconnecting… your changes are kept', { exact: true });

/** Uploads a flat photo of `colour` for `pose` (1-based) through its button's file chooser. */
async function uploadPose(page: Page, pose: number, colour: FlatColour): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Upload a photo for pose ${pose}` }).click();
  await (
    await chooser
  ).setFiles({ name: `pose-${pose}.png`, mimeType: 'image/png', buffer: await flatPng(colour) });
}

/** When the phone last kept `room`'s document (lib/together/kept-docs.ts), or 0. */
function keptAt(page: Page, room: string): Promise<number> {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('postbooth');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('no db'));
    });
    const kept = await new Promise<Record<string, { savedAt: number }> | undefined>(
      (resolve, reject) => {
        const request = db.transaction('visit').objectStore('visit').get('together-docs');
        request.onsuccess = () => resolve(request.result as Record<string, { savedAt: number }>);
        request.onerror = () => reject(request.error ?? new Error('not read'));
      },
    );
    db.close();
    return kept?.[id]?.savedAt ?? 0;
  }, room);
}

/** Collect Photo on /edit: the downloaded file's bytes. */
async function collect(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Collect Photo' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('photostrip.png');
  return readFile(await file.path());
}

describe.runIf(redisUrl !== undefined)(SUITE, () => {
  const instances = useTwoInstances(redisUrl!);
  let a: RunningServer;
  let b: RunningServer;
  let browser: Browser | undefined;
  let ana: Phone;
  let ben: Phone;
  let room = '';

  beforeAll(async () => {
    ({ a, b } = instances);
    // One browser, a profile per phone (the room view opens a camera: a fake one).
    browser = await launchBrowser(cameraArgs());
    const open = async (): Promise<Phone> => {
      const context = await newContext(browser!, { viewport: { width: 1366, height: 1000 } });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      return { page, problems: collectProblems(page) };
    };
    ana = await open();
    ben = await open();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Ana makes a room on A; Ben joins it on B; both see the two of them', async () => {
    await ana.page.goto(a.url + paths.together);
    await ana.page.getByRole('radio', { name: '2 poses' }).check();
    await ana.page.getByRole('textbox', { name: 'Your name' }).fill('Ana');
    await ana.page.getByRole('radio', { name: 'Red' }).check();
    await ana.page.getByRole('button', { name: 'Start the room' }).click();
    await ana.page.waitForURL(/\/together\?room=[A-Za-z0-9_-]{22}$/);
    room = new URL(ana.page.url()).searchParams.get('room') ?? '';

    // The same link, on B's origin.
    await ben.page.goto(`${b.url}${paths.together}?room=${room}`);
    await ben.page.getByRole('heading', { level: 1, name: 'Join the strip' }).waitFor();
    expect(await ben.page.getByRole('radio', { name: 'Red (taken)' }).isDisabled()).toBe(true);
    await ben.page.getByRole('textbox', { name: 'Your name' }).fill('Ben');
    await ben.page.getByRole('radio', { name: 'Blue' }).check();
    await ben.page.getByRole('button', { name: 'Join' }).click();
    for (const { page } of [ana, ben]) {
      await page.getByRole('heading', { name: 'Who is here (2 of 6)' }).waitFor();
    }
  });

  it('an upload on each phone reaches both strips', async () => {
    await uploadPose(ana.page, 1, { r: 220, g: 40, b: 40 });
    await uploadPose(ben.page, 2, { r: 40, g: 60, b: 220 });
    for (const { page } of [ana, ben]) {
      await page.getByRole('img', { name: 'Pose 1, taken by Ana' }).waitFor();
      await page.getByRole('img', { name: 'Pose 2, taken by Ben' }).waitFor();
    }
  });

  it('decorates together: a sticker from A shows on B, a frame colour from B on A', async () => {
    for (const [{ page }, server] of [
      [ana, a],
      [ben, b],
    ] as const) {
      await page.getByRole('button', { name: 'Decorate together' }).click();
      await page.waitForURL(server.url + paths.edit);
      await editorReady(page);
    }
    const cell = ana.page.locator('.emoji-panel button.emoji-cell').first();
    await cell.waitFor();
    await cell.scrollIntoViewIfNeeded();
    let sent = Date.now();
    await cell.click();
    await expect.poll(async () => (await stickers(ben.page)).length, { timeout: 10_000 }).toBe(1);
    console.log(
      `together on two instances: a sticker added on A showed on B in ${Date.now() - sent} ms`,
    );
    expect(await stickers(ben.page)).toEqual(await stickers(ana.page));

    const mint = swatch(ben.page, 'Mint Cream');
    await mint.scrollIntoViewIfNeeded();
    sent = Date.now();
    await mint.click();
    await expect.poll(() => frameColour(ana.page), { timeout: 10_000 }).toBe('Mint Cream');
    console.log(
      `together on two instances: a frame colour chosen on B showed on A in ${Date.now() - sent} ms`,
    );
  });

  it('Ben offline: he says so, both change the strip, and once back both phones agree', async () => {
    const [before] = await stickers(ben.page);
    if (!before) throw new Error('Ben has no sticker.');
    await ben.page.context().setOffline(true);
    await reconnecting(ben.page).waitFor();

    // Ben moves the sticker by the keyboard (3 right, 2 down), Ana picks another frame colour.
    await ben.page.getByRole('button', { name: /^Sticker / }).focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) {
      await ben.page.keyboard.press(key);
    }
    const moved = { ...before, x: before.x + 3, y: before.y + 2 };
    expect(await stickers(ben.page)).toEqual([moved]);
    await swatch(ana.page, 'Jet Black').click();
    expect(await frameColour(ana.page)).toBe('Jet Black');
    // Apart: each phone has only its own change so far.
    expect(await frameColour(ben.page)).toBe('Mint Cream');
    expect(await reconnecting(ben.page).isVisible()).toBe(true);

    const back = Date.now();
    await ben.page.context().setOffline(false);
    await reconnecting(ben.page).waitFor({ state: 'detached' });
    for (const { page } of [ana, ben]) {
      await expect.poll(() => stickers(page), { timeout: 10_000 }).toEqual([moved]);
      await expect.poll(() => frameColour(page), { timeout: 10_000 }).toBe('Jet Black');
      await page.getByText('Here: Ana and Ben', { exact: true }).waitFor();
    }
    console.log(
      `together on two instances: both phones agreed ${Date.now() - back} ms after Ben was back`,
    );
  });

  it('Ben closes his page while offline: his next page sends what he changed', async () => {
    const [before] = await stickers(ben.page);
    if (!before) throw new Error('Ben has no sticker.');
    const context = ben.page.context();
    await context.setOffline(true);
    await reconnecting(ben.page).waitFor();
    await ben.page.getByRole('button', { name: /^Sticker / }).focus();
    for (let press = 0; press < 4; press += 1) await ben.page.keyboard.press('ArrowLeft');
    const moved = { ...before, x: before.x - 4 };
    expect(await stickers(ben.page)).toEqual([moved]);
    // The phone keeps the room's document (IndexedDB) a moment after the change; then the tab
    // goes, before the network is back.
    const movedAt = await ben.page.evaluate(() => Date.now());
    await expect.poll(() => keptAt(ben.page, room)).toBeGreaterThanOrEqual(movedAt);
    await ben.page.close();
    expect(await stickers(ana.page)).toEqual([before]);

    await context.setOffline(false);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    ben = { page, problems: [...ben.problems, ...collectProblems(page)] };
    await page.goto(b.url + paths.edit);
    await editorReady(page);
    for (const phone of [ana, ben]) {
      await expect.poll(() => stickers(phone.page)).toEqual([moved]);
    }
  });

  it('Collect Photo makes the same PNG on both phones', async () => {
    const [anaPng, benPng] = await Promise.all([collect(ana.page), collect(ben.page)]);
    expect(anaPng.length).toBeGreaterThan(1000);
    expect(anaPng.equals(benPng)).toBe(true);
  });

  it('logged no problem on either phone but the failed tries of Ben’s while offline', () => {
    expect(ana.problems).toEqual([]);
    expect(ben.problems.filter((problem) => !OFFLINE_NOISE.test(problem.text))).toEqual([]);
  });
});
