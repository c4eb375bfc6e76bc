/**
 * The shared event's slideshow and gallery (docs/events.md, The slideshow, The gallery), against
 * the real server: an event made through the API, guests' strips uploaded with the event's code
 * and their consent, approved or hidden with the host key. A TV (1920×1080) sees each approved
 * strip appear at once (timed), a hidden one leave, and a strip without consent never; a phone's
 * gallery lists exactly the approved ones, newest first, Download saves the strip's bytes,
 * Download animation a GIF with a frame per pose, and Share hands the PNG to the share sheet.
 */
import { readFile } from 'node:fs/promises';
import { GifReader } from 'omggif';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreatedEvent, LiveEventSettings } from '../src/model/live-event.js';
import { seriousAxeViolations } from './support/axe.js';
import {
  addStrip,
  asHost,
  createEvent as createEventOn,
  EVENT_SETTINGS,
  type AddedStrip as Strip,
} from './support/live-event.js';
import { pagesClosedAfterEach } from './support/pages.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser({
  env: { RATE_LIMIT_UPLOADS: '1000', RATE_LIMIT_LETTERS: '1000' },
});

const SETTINGS: LiveEventSettings = { ...EVENT_SETTINGS, greeting: 'Welcome!', sources: 'camera' };
const STRIP_NAME = 'A guest’s photo strip';
const SHOTS = process.env.E2E_SCREENSHOTS;

const pages = pagesClosedAfterEach(browser);

const createEvent = (change: Partial<LiveEventSettings> = {}) =>
  createEventOn(origin(), { ...SETTINGS, ...change });

/** A guest's strip uploaded for the event; with consent, its entry too. */
const guestStrip = (code: string, colour: string, consent: boolean) =>
  addStrip(origin(), code, [colour, '#ffffff', colour], { consent });

async function moderate(event: CreatedEvent, strip: Strip, state: 'approved' | 'hidden') {
  await asHost(origin(), event).moderate(strip.entryId!, state);
}

async function openTv(code: string): Promise<Page> {
  const page = await pages.open({ width: 1920, height: 1080 });
  await page.goto(`${origin()}/e/${code}/show`);
  return page;
}

/** The strips the show has on screen, by the address of their image. */
const shownStrips = (page: Page) =>
  page
    .getByRole('img', { name: STRIP_NAME })
    .evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    );

const stripOf = (path: string) => path.replace(/\.(png|webp)$/, '');

/** The strip in the show's spotlight ('Just in'), or null. */
async function spotlight(page: Page): Promise<string | null> {
  const lit = page.locator('figure', { hasText: 'Just in' }).getByRole('img');
  if ((await lit.count()) === 0) return null;
  const src = await lit.getAttribute('src');
  return src === null ? null : stripOf(src);
}

describe('the slideshow', () => {
  it('shows an approved strip as it is approved (timed), takes a hidden one off, and never one without consent', async () => {
    const event = await createEvent();
    const first = await guestStrip(event.code, '#e76f51', true);
    await moderate(event, first, 'approved');
    const tv = await openTv(event.code);
    await tv.getByRole('heading', { level: 1, name: SETTINGS.name }).waitFor();
    await expect
      .poll(async () => (await shownStrips(tv)).map(stripOf))
      .toEqual([stripOf(first.path)]);
    expect(await tv.getByRole('img', { name: 'QR code to the event’s booth' }).isVisible()).toBe(
      true,
    );
    expect(await tv.getByText('Make yours').isVisible()).toBe(true);
    expect(await seriousAxeViolations(tv)).toEqual([]);

    // A strip without consent is uploaded but never reaches any screen; one waiting for the host
    // neither.
    const unticked = await guestStrip(event.code, '#264653', false);
    const waiting = await guestStrip(event.code, '#2a9d8f', true);

    const started = Date.now();
    await moderate(event, waiting, 'approved');
    await expect
      .poll(() => spotlight(tv), { timeout: 30_000, interval: 20 })
      .toBe(stripOf(waiting.path));
    const appeared = Date.now() - started;
    // Timed, not asserted: a busy test machine is no measure of the 2 s aim, which
    // bench/live-show.ts measures across two instances.
    console.log(`show: an approved strip appeared on the TV in ${appeared} ms`);
    const shown = (await shownStrips(tv)).map(stripOf);
    expect(shown).toContain(stripOf(waiting.path));
    expect(shown).not.toContain(stripOf(unticked.path));

    const hiddenAt = Date.now();
    await moderate(event, waiting, 'hidden');
    await expect
      .poll(async () => (await shownStrips(tv)).map(stripOf), { timeout: 30_000 })
      .toEqual([stripOf(first.path)]);
    console.log(`show: a hidden strip left the TV in ${Date.now() - hiddenAt} ms`);
    expect(await spotlight(tv)).not.toBe(stripOf(waiting.path));
  });

  it('centres a few strips, sized for their count, and its QR code is read from across the room', async () => {
    const event = await createEvent();
    const strips = [
      await guestStrip(event.code, '#e76f51', true),
      await guestStrip(event.code, '#2a9d8f', true),
    ];
    for (const strip of strips) await moderate(event, strip, 'approved');
    const tv = await openTv(event.code);
    // Still, so the drift moves nothing while the strips are measured.
    await tv.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(async () => (await shownStrips(tv)).length).toBe(2);
    await tv.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.show-image')].every((i) => i.complete),
    );
    if (SHOTS) await tv.screenshot({ path: `${SHOTS}/14-show-1920x1080.png` });
    const boxes = await tv
      .getByRole('img', { name: STRIP_NAME })
      .evaluateAll((strips) => strips.map((strip) => strip.getBoundingClientRect().toJSON()));
    const left = Math.min(...boxes.map((box: DOMRect) => box.x));
    const right = Math.max(...boxes.map((box: DOMRect) => box.right));
    // Centred on the 1920 px screen, and tall: 72vh for two strips (one lit at 72vh beside the
    // other at 60vh, when the channel brings one as new: show-layout.ts).
    expect(Math.abs((left + right) / 2 - 960)).toBeLessThan(20);
    const heights = (boxes as DOMRect[]).map((box) => box.height);
    expect(Math.max(...heights)).toBeGreaterThan(0.7 * 1080);
    expect(Math.min(...heights)).toBeGreaterThan(0.58 * 1080);
    const qr = (await tv.getByRole('img', { name: 'QR code to the event’s booth' }).boundingBox())!;
    expect(qr.height).toBeGreaterThanOrEqual(0.12 * 1080);
  });

  it('says the event has ended when the host ends it, and that an unknown link does not work', async () => {
    const event = await createEvent({ gallery: 'instant' });
    const tv = await openTv(event.code);
    await tv.getByRole('heading', { level: 1, name: SETTINGS.name }).waitFor();
    await asHost(origin(), event).end();
    await tv.getByText('This event has ended').waitFor();
    await tv.goto(`${origin()}/e/${'a'.repeat(14)}/show`);
    await tv.getByText('This event link doesn’t work').waitFor();
    expect(await seriousAxeViolations(tv)).toEqual([]);
    // The unknown code's 404s are the page's own reads, not problems of the page.
    pages.forgetProblems();
  });
});

describe('the gallery', () => {
  it('lists exactly the approved strips, newest first; Download saves the strip, Download animation its GIF, Share its file', async () => {
    const event = await createEvent();
    const older = await guestStrip(event.code, '#e9c46a', true);
    const newer = await guestStrip(event.code, '#457b9d', true);
    const hidden = await guestStrip(event.code, '#b5838d', true);
    await guestStrip(event.code, '#6d597a', true); // left waiting
    await guestStrip(event.code, '#8ab17d', false); // no consent
    await moderate(event, older, 'approved');
    await moderate(event, newer, 'approved');
    await moderate(event, hidden, 'hidden');

    const page = await pages.open();
    // A phone's share sheet that takes files: what it was handed is kept in window.__shared.
    await page.addInitScript(() => {
      const shared: { name: string; type: string; size: number }[] = [];
      (window as unknown as { __shared: typeof shared }).__shared = shared;
      Object.defineProperty(Navigator.prototype, 'canShare', {
        configurable: true,
        value: (data: ShareData) => (data.files ?? []).length > 0,
      });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          for (const f of data.files ?? [])
            shared.push({ name: f.name, type: f.type, size: f.size });
          return Promise.resolve();
        },
      });
    });
    const response = await page.goto(`${origin()}/e/${event.code}/gallery`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('heading', { level: 1, name: SETTINGS.name }).waitFor();
    await page.getByRole('button', { name: 'Open photo strip 2', exact: true }).waitFor();
    const listed = await page
      .getByRole('button', { name: /^Open photo strip/ })
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname),
      );
    expect(listed.map(stripOf)).toEqual([stripOf(newer.path), stripOf(older.path)]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open photo strip 1', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: STRIP_NAME });
    await dialog.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('photostrip.png');
    const saved = await readFile(await download.path());
    expect(saved.equals(await (await fetch(origin() + newer.path)).bytes().then(Buffer.from))).toBe(
      true,
    );
    expect(saved.subarray(1, 4).toString()).toBe('PNG');

    // The animation, made in the worker from the stored PNG: one frame per pose (three).
    const [animation] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download animation' }).click(),
    ]);
    expect(animation.suggestedFilename()).toBe('photostrip.gif');
    const gifBytes = await readFile(await animation.path());
    expect(gifBytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const gif = new GifReader(new Uint8Array(gifBytes));
    expect(gif.numFrames()).toBe(3);
    expect(gif.loopCount()).toBe(0);

    // Share hands the PNG itself to the share sheet, once it is read, and says so.
    const share = dialog.getByRole('button', { name: 'Share', exact: true });
    await expect.poll(() => share.getAttribute('aria-busy')).toBe('false');
    await share.click();
    await dialog.getByRole('status').filter({ hasText: 'Shared' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared),
    ).toEqual([{ name: 'photostrip.png', type: 'image/png', size: saved.length }]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // By keyboard: the next strip opens with Enter, Escape closes it.
    await page.getByRole('button', { name: 'Open photo strip 2', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Download', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('says so when the event has no gallery', async () => {
    const event = await createEvent({ gallery: 'off' });
    const page = await pages.open();
    await page.goto(`${origin()}/e/${event.code}/gallery`);
    expect(await page.getByRole('alert').textContent()).toBe('This event has no gallery.');
  });
});
