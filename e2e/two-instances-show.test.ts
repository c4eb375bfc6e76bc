/**
 * The shared event's show across two instances of the built server on PostgreSQL, S3 (s3rver)
 * and Redis (issue 27): a strip a guest adds through A and the host approves through A appears
 * on a TV (Chromium, 1920×1080) showing B's `/e/<code>/show` (timed from the approval's answer);
 * the TV's connection to B, cut and restored, misses nothing without a reload (it asks B again
 * with `after`); a strip the host hides through A leaves the TV. Its images come from the
 * bucket through B. The TV reaches B through a TCP link the test cuts, as a venue's Wi-Fi would.
 * And LIVE_CONNECTIONS_MAX counts per instance: a TV refused by a full B says it is
 * reconnecting, keeps the strips it has, and joins once a place frees.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CODE_HEADER } from '../src/model/api-paths.js';
import type { CreatedEvent } from '../src/model/live-event.js';
import { launchBrowser, newContext } from './support/browser.js';
import { EVENT_SETTINGS } from './support/live-event.js';
import { makeStripPng } from './support/letter-fixtures.js';
import type { RunningServer } from './support/server.js';
import { openTcpLink, type TcpLink } from './support/tcp-link.js';
import { twoInstancesRedis, useTwoInstances } from './support/two-instances.js';

const SUITE = 'the show across two instances on PostgreSQL, S3 and Redis';
const redisUrl = await twoInstancesRedis(SUITE);

/** Bounds only waits on a condition: generous, for a busy machine (the 2 s aim is printed). */
const SHOWN_WITHIN_MS = 30_000;

interface Strip {
  /** The strip's name without its extension: the PNG and its display copy share it. */
  name: string;
  entryId: string;
}

describe.runIf(redisUrl !== undefined)(SUITE, () => {
  const instances = useTwoInstances(redisUrl!, {
    RATE_LIMIT_UPLOADS: '1000',
    RATE_LIMIT_LETTERS: '1000',
    // One show screen per instance: the cap's test fills B with one TV.
    LIVE_CONNECTIONS_MAX: '1',
  });
  let a: RunningServer;
  let b: RunningServer;
  let browser: Browser;
  /** The TV's way to B. */
  let tvLink: TcpLink;
  let tvOrigin = '';

  beforeAll(async () => {
    ({ a, b } = instances);
    browser = await launchBrowser();
    tvLink = await openTcpLink('127.0.0.1', Number(new URL(b.url).port));
    tvOrigin = `http://${tvLink.host}:${tvLink.port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await tvLink?.close();
  });

  async function createEvent(): Promise<CreatedEvent> {
    const response = await fetch(`${a.url}/api/live-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EVENT_SETTINGS),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedEvent;
  }

  /** A guest's strip uploaded through A with the event's code, and its entry, with consent. */
  async function guestStrip(code: string, colour: string): Promise<Strip> {
    const upload = await fetch(`${a.url}/api/strips`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', [EVENT_CODE_HEADER]: code },
      body: new Uint8Array(await makeStripPng([colour, '#ffffff', colour])),
    });
    expect(upload.status).toBe(201);
    const { publicUrl, claimToken } = (await upload.json()) as {
      publicUrl: string;
      claimToken: string;
    };
    const path = new URL(publicUrl).pathname;
    const entry = await fetch(`${a.url}/api/live-events/${code}/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image_url: path, strip_claim: claimToken }),
    });
    expect(entry.status).toBe(201);
    const { id, state } = (await entry.json()) as { id: string; state: string };
    expect(state).toBe('waiting');
    return { name: path.replace(/^\/strips\//, '').replace(/\.png$/, ''), entryId: id };
  }

  /** The host approves or hides the strip through A. */
  async function moderate(event: CreatedEvent, strip: Strip, state: 'approved' | 'hidden') {
    const response = await fetch(
      `${a.url}/api/live-events/${event.code}/entries/${strip.entryId}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${event.hostKey}` },
        body: JSON.stringify({ state }),
      },
    );
    expect(response.status).toBe(204);
  }

  /** A TV (1920×1080) showing the event from `origin`, and its uncaught errors. */
  async function openTv(origin: string, code: string) {
    const context = await newContext(browser, { viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    page.setDefaultTimeout(SHOWN_WITHIN_MS);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let frames = 0;
    page.on('websocket', (socket) => socket.on('framereceived', () => (frames += 1)));
    await page.goto(`${origin}/e/${code}/show`);
    await page.getByRole('heading', { level: 1, name: EVENT_SETTINGS.name }).waitFor();
    return { page, errors, frames: () => frames, close: () => context.close() };
  }

  /** Until the strip's image is loaded and laid out on the TV (checked at each frame). */
  const shown = (tv: Page, strip: Strip) =>
    tv.waitForFunction(
      (name) =>
        [...document.images].some(
          (image) =>
            image.src.includes(`/strips/${name}.`) &&
            image.complete &&
            image.naturalWidth > 0 &&
            image.getBoundingClientRect().width > 0,
        ),
      strip.name,
      { polling: 'raf', timeout: SHOWN_WITHIN_MS },
    );

  const gone = (tv: Page, strip: Strip) =>
    tv.waitForFunction(
      (name) => ![...document.images].some((image) => image.src.includes(`/strips/${name}.`)),
      strip.name,
      { timeout: SHOWN_WITHIN_MS },
    );

  it('shows on B a strip approved through A (timed), misses none while cut off, and drops a hidden one', async () => {
    const event = await createEvent();
    const context = await newContext(browser, { viewport: { width: 1920, height: 1080 } });
    const tv = await context.newPage();
    tv.setDefaultTimeout(SHOWN_WITHIN_MS);
    const errors: string[] = [];
    tv.on('pageerror', (error) => errors.push(error.message));
    const sockets: string[] = [];
    tv.on('websocket', (socket) => sockets.push(socket.url()));
    const strips: { url: string; status: number }[] = [];
    tv.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/strips/')) {
        strips.push({ url: response.url(), status: response.status() });
      }
    });

    // The live channel is open once it carries its first message: the feed's replay of a
    // strip approved before the TV came, so that the timing below counts no connecting.
    const before = await guestStrip(event.code, '#457b9d');
    await moderate(event, before, 'approved');
    const channelOpen = tv
      .waitForEvent('websocket')
      .then((socket) => socket.waitForEvent('framereceived'));
    await tv.goto(`${tvOrigin}/e/${event.code}/show`);
    await tv.getByRole('heading', { level: 1, name: EVENT_SETTINGS.name }).waitFor();
    await channelOpen;
    await shown(tv, before);

    const first = await guestStrip(event.code, '#e76f51');
    await moderate(event, first, 'approved');
    const approvedAt = performance.now();
    await shown(tv, first);
    const appearedMs = Math.round(performance.now() - approvedAt);
    // Printed, not asserted: a busy test machine is no measure of the 2 s aim, which
    // test/server/wiring/live-show-instances.test.ts guards across two instances.
    console.log(
      `two instances: approved through A → strip visible on the TV on B in ${appearedMs} ms`,
    );

    // The TV's connection is cut: it says so, and what is approved meanwhile reaches it once it
    // is back, in the same page (a reload would lose this mark).
    await tv.evaluate(() => ((window as { sameVisit?: boolean }).sameVisit = true));
    await tvLink.cut();
    await tv.getByText('Reconnecting…').waitFor();
    const missed = [
      await guestStrip(event.code, '#2a9d8f'),
      await guestStrip(event.code, '#e9c46a'),
    ];
    for (const strip of missed) await moderate(event, strip, 'approved');
    await tvLink.mend();
    const restoredAt = performance.now();
    for (const strip of missed) await shown(tv, strip);
    console.log(
      `two instances: both strips approved while the TV was cut off visible ${Math.round(performance.now() - restoredAt)} ms after the link came back`,
    );
    await tv.getByText('Reconnecting…').waitFor({ state: 'hidden' });
    expect(await tv.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
    // It came back asking for what followed the last message it had.
    expect(sockets.length).toBeGreaterThan(1);
    expect(sockets.at(-1)).toMatch(/\?after=[1-9]\d*$/);

    // Hidden by the host through A while the TV is connected: it leaves the TV on B.
    const hiddenAt = performance.now();
    await moderate(event, first, 'hidden');
    await gone(tv, first);
    console.log(
      `two instances: hidden through A → gone from the TV on B in ${Math.round(performance.now() - hiddenAt)} ms`,
    );
    for (const strip of [before, ...missed]) await shown(tv, strip);

    // Every image came through B (the TV's only way in) from the bucket: B keeps no strip on
    // its disk, and the bucket holds each one.
    expect(strips.length).toBeGreaterThanOrEqual(4);
    for (const { url, status } of strips) {
      expect(new URL(url).origin).toBe(tvOrigin);
      expect(status).toBe(200);
    }
    const keys = await instances.s3.keys();
    for (const strip of [before, first, ...missed]) {
      expect(keys.some((key) => key.includes(strip.name))).toBe(true);
    }
    expect(existsSync(join(b.dataDir, 'strips'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('caps show screens per instance: a third TV refused by a full B says so, keeps its strips, and joins once there is room', async () => {
    const event = await createEvent();
    const earlier = await guestStrip(event.code, '#6d597a');
    await moderate(event, earlier, 'approved');
    const onB = await openTv(b.url, event.code);
    // Its channel holds B's place once it carries the feed's replay.
    await expect.poll(onB.frames, { timeout: SHOWN_WITHIN_MS }).toBeGreaterThan(0);
    await shown(onB.page, earlier);
    // A's cap is A's own: B's screen does not count there.
    const onA = await openTv(a.url, event.code);
    await expect.poll(onA.frames, { timeout: SHOWN_WITHIN_MS }).toBeGreaterThan(0);

    // B is full: the upgrade is refused (503 busy), and the TV shows what the gallery gave it
    // with "Reconnecting…", trying again by itself.
    const refused = await openTv(b.url, event.code);
    await shown(refused.page, earlier);
    await refused.page.getByText('Reconnecting…').waitFor();
    expect(refused.frames()).toBe(0);
    await refused.page.evaluate(() => ((window as { sameVisit?: boolean }).sameVisit = true));
    const later = await guestStrip(event.code, '#b5838d');
    await moderate(event, later, 'approved');
    await shown(onB.page, later);
    await shown(onA.page, later);

    // A place frees on B: the refused TV gets in and catches up, without a reload.
    await onB.close();
    await shown(refused.page, later);
    await refused.page.getByText('Reconnecting…').waitFor({ state: 'hidden' });
    expect(await refused.page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(
      true,
    );
    expect([...onA.errors, ...refused.errors]).toEqual([]);
    await onA.close();
    await refused.close();
  });
});
