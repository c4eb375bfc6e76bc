/**
 * The host's page (docs/events.md, "The host's page") against the real server, on a phone: an
 * event made through the API with three strips guests agreed to show and a booth device; on
 * /host#<code>.<key> the host approves one, hides one and removes one (its files go), changes a
 * setting (the public event shows it), downloads every strip as a ZIP, then ends and deletes the
 * event (its links answer 410). The phone's page is about two screens tall: the strips to
 * approve, and the rest folded to a line each. A tablet joins as a booth device through the
 * kiosk link's QR code, its code filled in: it chooses only its PIN.
 * On a desktop (1280 and 1920 wide) the page is two columns, the strips beside the settings.
 */
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_CODE_HEADER, liveEventPath, liveEventPaths } from '../src/model/api-paths.js';
import { galleryPageSchema, publicEventSchema } from '../src/model/live-event.js';
import { seriousAxeViolations } from './support/axe.js';
import { collectProblems, newContext, openPhonePage, type PageProblem } from './support/browser.js';
import { addStrip as addEntry, createEvent as createEventOn } from './support/live-event.js';
import { sharedServerAndBrowser } from './support/suite.js';

/** Where the host's page keeps the events hosted from this browser. */
const HOSTED_EVENTS_KEY = 'postbooth.hostedEvents';

const DEVICE_ID = 'kioskbythedoor00000000';

const { origin, browser } = sharedServerAndBrowser();
/** A condition on the server or the page, asked until it holds (a busy machine is slow). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 5_000 });
let page: Page;
let problems: PageProblem[];

beforeEach(async () => {
  ({ page, problems } = await openPhonePage(browser()));
});
afterEach(async () => {
  await page.context().close();
});

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(origin() + path, init);
}

const createEvent = () =>
  createEventOn(origin(), { name: 'Ana & Bo', greeting: 'Thanks for coming!' });

/** A guest's strip for the event, uploaded and agreed to show: its /strips path. */
async function addStrip(code: string, colours: string[]): Promise<string> {
  const strip = await addEntry(origin(), code, colours);
  expect(strip.state).toBe('waiting');
  return strip.path;
}

async function galleryIds(code: string): Promise<string[]> {
  const response = await api(liveEventPath(liveEventPaths.gallery, code));
  return galleryPageSchema.parse(await response.json()).entries.map((entry) => entry.stripUrl);
}

/** What the QR code named `name` on `page` says, read from its pixels as a camera would. */
async function decodeQr(on: Page, name: string): Promise<string | undefined> {
  const png = await on.getByRole('img', { name }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** Opens the folded section whose heading is `name` (its one line on a phone). */
async function unfold(name: string): Promise<void> {
  await page.getByRole('heading', { name }).click();
}

/** The card of the strip stored at `stripPath` (its image shows that strip or its copy). */
function card(stripPath: string) {
  const name = stripPath.replace(/^\/strips\/|\.png$/g, '');
  return page.getByRole('listitem').filter({ has: page.locator(`img[src*="${name}"]`) });
}

describe('the host page', () => {
  it('moderates, changes a setting and ends the event, on a phone', async () => {
    const event = await createEvent();
    const { code } = event;
    const strips = [
      await addStrip(code, ['#e63946', '#e63946', '#e63946']),
      await addStrip(code, ['#457b9d', '#457b9d', '#457b9d']),
      await addStrip(code, ['#2a9d8f', '#2a9d8f', '#2a9d8f']),
    ];
    const seen = await api(liveEventPath(liveEventPaths.device, code, DEVICE_ID), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [EVENT_CODE_HEADER]: code },
      body: JSON.stringify({ label: 'Kiosk by the door' }),
    });
    expect(seen.status).toBe(204);

    await page.goto(event.hostUrl.replace(/^https?:\/\/[^/]+/, origin()));
    await page.getByRole('heading', { level: 1, name: 'Ana & Bo' }).waitFor();
    // The key left the address bar, and stays on the device.
    expect(new URL(page.url()).hash).toBe('');
    const kept = await page.evaluate((key) => localStorage.getItem(key), HOSTED_EVENTS_KEY);
    expect(JSON.parse(kept ?? '[]')).toMatchObject([{ code, hostKey: event.hostKey }]);

    const queue = page.getByRole('region', { name: /Waiting for approval/ });
    await poll(() => queue.getByRole('listitem').count()).toBe(3);
    await poll(() => page.getByRole('region', { name: 'Booth devices' }).textContent()).toContain(
      'Kiosk by the door',
    );
    // About two screens: the three strips to approve in a row, the rest a line each.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`host page: ${height} px tall at 390 × 844 with 3 strips waiting`);
    expect(height).toBeLessThanOrEqual(2 * 844);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Strips per hour: this hour's three strips fill the plot, their count above the bar.
    await unfold('The party so far');
    // Its title on one line, as another fold's: the totals go under it, not beside it.
    const title = async (name: string) =>
      (await page.getByRole('heading', { name }).boundingBox())!.height;
    expect(await title('The party so far')).toBe(await title('Booth devices'));
    const bar = page.locator('.host-bar-hour').last();
    expect(await bar.locator('.host-bar-value').textContent()).toBe('3');
    const barBox = (await bar.locator('.host-bar').boundingBox())!;
    console.log(`tallest bar: ${barBox.width} × ${barBox.height} px at 390 × 844`);
    expect(barBox.height).toBeGreaterThanOrEqual(100);
    // The host names the booth device, shown as Booth 1 until then, on the server.
    await unfold('Booth devices');
    await page.getByRole('button', { name: 'Rename Booth 1' }).click();
    await page.getByLabel('Name of this booth').fill('Door');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('button', { name: 'Rename Door' }).waitFor();
    const named = await api(liveEventPath(liveEventPaths.host, code), {
      headers: { authorization: `Bearer ${event.hostKey}` },
    });
    expect((await named.json()).devices).toMatchObject([
      { name: 'Door', label: 'Kiosk by the door' },
    ]);

    const [approved, hidden, removed] = strips as [string, string, string];
    await card(approved).getByRole('button', { name: 'Approve' }).click();
    await poll(() => galleryIds(code)).toEqual([approved]);
    await card(hidden).getByRole('button', { name: 'Hide' }).click();
    await unfold('Approved and hidden');
    await poll(() => card(hidden).getByText('Hidden').count()).toBe(1);

    expect((await api(removed)).status).toBe(200);
    await card(removed).getByRole('button', { name: 'Remove' }).click();
    await card(removed).getByRole('button', { name: 'Remove for good' }).click();
    await poll(async () => (await api(removed)).status).toBe(404);
    await poll(() => card(removed).count()).toBe(0);
    // Hiding kept the strip out of the gallery; approving put only that one in.
    expect(await galleryIds(code)).toEqual([approved]);
    await poll(() => queue.getByRole('listitem').count()).toBe(0);

    await unfold('Settings');
    await page.getByLabel('Event name').fill('Ana & Bo, 10 years');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Saved. Booth devices and screens get the new settings.').waitFor();
    const publicEvent = publicEventSchema.parse(
      await (await api(liveEventPath(liveEventPaths.event, code))).json(),
    );
    expect(publicEvent.settings.name).toBe('Ana & Bo, 10 years');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Download all: the link the server made (checked against the contract) opens the ZIP.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all' }).click();
    const zip = await downloaded;
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect((await readFile(await zip.path())).subarray(0, 2).toString()).toBe('PK');

    await unfold('End the event');
    await page.getByRole('button', { name: 'End and delete the event' }).click();
    await page.getByRole('button', { name: 'End and delete “Ana & Bo, 10 years”' }).click();
    await page.getByText('“Ana & Bo, 10 years” is gone').waitFor();
    expect((await api(liveEventPath(liveEventPaths.event, code))).status).toBe(410);
    expect((await api(approved)).status).toBe(404);
    expect(await page.evaluate((key) => localStorage.getItem(key), HOSTED_EVENTS_KEY)).toBe('[]');
    // No dead end: a strip of one's own, or another event.
    expect(await page.getByRole('link', { name: 'Host a new event' }).getAttribute('href')).toBe(
      '/event#share',
    );
    expect(problems).toEqual([]);
  });

  it('adds a booth device in one step: the tablet scans the kiosk link and sets only its PIN', async () => {
    const event = await createEvent();
    await page.goto(event.hostUrl.replace(/^https?:\/\/[^/]+/, origin()));
    await unfold('Booth devices');
    const kioskUrl = `${origin()}/event#join=${event.code}`;
    expect(await page.getByTestId('kiosk-link').textContent()).toBe(kioskUrl);
    // What the tablet's camera reads: the kiosk link, with the code and never the host key.
    expect(await decodeQr(page, 'QR code of the booth link')).toBe(kioskUrl);

    const tablet = await (
      await newContext(browser(), { viewport: { width: 1024, height: 768 }, hasTouch: true })
    ).newPage();
    const tabletProblems = collectProblems(tablet);
    try {
      await tablet.goto(kioskUrl);
      await tablet.getByRole('button', { name: 'Join the event' }).waitFor();
      // The code is filled in (and out of the address bar); nothing to type but the PIN.
      expect(await tablet.getByLabel('Event code or link').inputValue()).toBe(event.code);
      expect(new URL(tablet.url()).hash).toBe('');
      await tablet.getByLabel('PIN').fill('2468');
      const reported = tablet.waitForRequest(
        (request) => request.method() === 'POST' && request.url().includes('/devices/'),
      );
      await tablet.getByRole('button', { name: 'Join the event' }).click();
      await tablet.getByRole('heading', { level: 1, name: 'Ana & Bo' }).waitFor();
      await reported;
      const booth = await tablet.evaluate(() => localStorage.getItem('postbooth.event'));
      expect(JSON.parse(booth ?? 'null')).toMatchObject({ code: event.code, name: 'Ana & Bo' });
      // The host sees it among the booth devices (the page asks again on focus).
      await poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return page
          .getByRole('region', { name: /Booth devices/ })
          .getByRole('listitem')
          .count();
      }).toBe(1);
      expect(tabletProblems).toEqual([]);
    } finally {
      await tablet.context().close();
    }
    expect(problems).toEqual([]);
  });

  it('lays a desktop out in two columns of about one height, the strips beside the rest; a phone in one', async () => {
    const event = await createEvent();
    await addStrip(event.code, ['#e63946', '#e63946', '#e63946']);
    const hostUrl = event.hostUrl.replace(/^https?:\/\/[^/]+/, origin());
    const box = async (name: string | RegExp) => {
      const found = await page.getByRole('region', { name }).boundingBox();
      if (!found) throw new Error(`The region ${String(name)} is not shown.`);
      return found;
    };
    for (const [width, height] of [
      [1280, 800],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(hostUrl);
      const queue = await box(/Waiting for approval/);
      const devices = await box(/Booth devices/);
      const counts = await box('The party so far');
      // The queue on the left, the rest in a column of its own from the top of the page.
      expect(queue.x + queue.width).toBeLessThan(counts.x);
      expect(counts.x).toBe(devices.x);
      expect(counts.y).toBeLessThan(queue.y + queue.height);
      // The settings (folded) under the strips: the columns end within a screen of each other,
      // and the event's own actions are on the first screen.
      const columns = await page
        .locator('.host-column')
        .evaluateAll((all) => all.map((column) => column.getBoundingClientRect().bottom));
      console.log(`host columns end at ${columns.map(Math.round).join(' and ')} px at ${width}`);
      expect(Math.abs(columns[0]! - columns[1]!)).toBeLessThan(height);
      expect((await box('Settings')).x).toBe(queue.x);
      const download = await page.getByRole('button', { name: 'Download all' }).boundingBox();
      expect(download && download.y + download.height).toBeLessThanOrEqual(height);
      // The waiting strip's Approve is on the first screen, above the event's links.
      const approve = await page.getByRole('button', { name: 'Approve' }).boundingBox();
      expect(approve && approve.y + approve.height).toBeLessThanOrEqual(height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    // A guest's new strip shows within the poll's 5 s, pushed: the page asks only every 15 s.
    await addStrip(event.code, ['#457b9d', '#457b9d', '#457b9d']);
    const waiting = page.getByRole('region', { name: /Waiting for approval/ });
    await poll(() => waiting.getByRole('listitem').count()).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(hostUrl);
    const queue = await box(/Waiting for approval/);
    const settings = await box('Settings');
    expect(settings.x).toBe(queue.x);
    expect(settings.y).toBeGreaterThan(queue.y + queue.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(problems).toEqual([]);
  });

  it('says when the host link is not valid any more', async () => {
    const event = await createEvent();
    const wrongKey = 'x'.repeat(43);
    await page.goto(`${origin()}/host#${event.code}.${wrongKey}`);
    await page.getByText('This host link is not valid any more.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Forget it on this device' }).click();
    await page.getByText('Open your host link to manage your event.').waitFor();
  });
});
