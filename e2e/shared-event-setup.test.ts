/**
 * The shared event's set-up on /event (docs/events.md, "The event, shared: set-up"), against
 * the real server: the host creates the event, sees the host and guest links once (their QR
 * codes decoded back to them) and prints the table card; the kiosk is then a booth device of
 * the event: its uploads count for the event, the host's changed settings reach it at its next
 * start over, offline it keeps the last settings it had, and a second tablet joins by the code.
 * Time is Playwright's clock where the booth's minute matters, never waited for.
 */
import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveEventPath, liveEventPaths } from '../src/model/api-paths.js';
import {
  createdEventSchema,
  publicEventSchema,
  type CreatedEvent,
} from '../src/model/live-event.js';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import {
  appRunning,
  collectProblems,
  newContext,
  openRequests,
  requestsSeen,
  type PageProblem,
} from './support/browser.js';
import { pauseSoon, runClockUntil, runClockUntilVisible } from './support/clock.js';
import { keepLetterInStorage, makeStripPng } from './support/letter-fixtures.js';
import { asHost } from './support/live-event.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const EVENT_NAME = 'Ada & Sam’s wedding';
const PIN = '2468';
const SHOTS = process.env.E2E_SCREENSHOTS;

let contexts: BrowserContext[] = [];
let problems: PageProblem[] = [];
let strip: Buffer;

beforeAll(async () => {
  strip = await makeStripPng();
});

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
  problems = [];
});

async function openPage(viewport = PHONE): Promise<Page> {
  const context = await newContext(browser(), { viewport });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  problems.push(...collectProblems(page));
  return page;
}

async function decodeQr(page: Page, name: string): Promise<string | undefined> {
  const png = await page.getByRole('img', { name }).first().screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The event as anyone with its code reads it. */
async function publicEvent(code: string) {
  const response = await fetch(origin() + liveEventPath(liveEventPaths.event, code));
  return { status: response.status, body: (await response.json()) as unknown };
}

/**
 * A kiosk on Playwright's clock (paused soon) that created a shared event on /event and started
 * its booth: its welcome screen shows the event's name.
 */
async function startBoothOfNewEvent(): Promise<{ page: Page; event: CreatedEvent }> {
  const page = await openPage();
  await page.clock.install();
  const event = await createOnEvent(page);
  // The booth's first look at its event on `/` (nothing begun there) takes the settings: a
  // host's change the test makes next must come after its answer, or that look would bring it.
  const firstLook = page.waitForResponse(
    (response) =>
      response.url() === origin() + liveEventPath(liveEventPaths.event, event.code) &&
      response.request().method() === 'GET',
  );
  await startTheBooth(page);
  await page.waitForURL(origin() + paths.home);
  await page.getByText(EVENT_NAME, { exact: true }).waitFor();
  await firstLook;
  await pauseSoon(page);
  return { page, event };
}

/** After the links: this device as the event's booth, with its PIN, and Start the booth. */
async function startTheBooth(page: Page): Promise<void> {
  const kiosk = page.getByRole('region', { name: 'This device as the booth' });
  await kiosk.getByLabel('PIN').fill(PIN);
  await kiosk.getByRole('button', { name: 'Start the booth' }).click();
}

/** The booth's settings as the kiosk keeps them. */
async function boothSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('postbooth.event') ?? 'null') as Record<string, unknown>,
  );
}

/**
 * On /event (reached from `/` by Host an event, with `fromHome`): the form of a new shared
 * event, filled in, and Create the event pressed. It asks nothing of a kiosk: no PIN, no
 * start-over time, since this device may never be one.
 */
async function createOnEvent(page: Page, { fromHome = false } = {}): Promise<CreatedEvent> {
  if (fromHome) {
    await page.goto(origin() + paths.home);
    await appRunning(page);
    await page.getByRole('link', { name: 'Host an event' }).click();
  } else {
    await page.goto(origin() + paths.event);
  }
  await page.getByRole('heading', { level: 1, name: 'Event mode' }).waitFor();
  await page.getByRole('radio', { name: 'Share a new event' }).check();
  expect(await page.getByLabel('PIN').count()).toBe(0);
  expect(await page.getByLabel('Start over after').count()).toBe(0);
  await page.getByLabel('Event name').fill(EVENT_NAME);
  await page.getByRole('radio', { name: 'At once' }).check();
  // Two screens at most on a phone: the rarely changed options folded under More settings.
  const { height } = page.viewportSize()!;
  const tall = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`/event's share form: ${tall} px tall at ${page.viewportSize()!.width} × ${height}`);
  expect(tall).toBeLessThanOrEqual(2 * height);
  await page.getByText('More settings').click();
  await page.getByLabel('Keep it for').fill('7');
  await shot(page, 'h3-event-share-form');
  const answered = page.waitForResponse(
    (response) =>
      response.url() === origin() + liveEventPaths.events && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Create the event' }).click();
  const created = createdEventSchema.parse(await (await answered).json());
  await page.getByRole('heading', { level: 1, name: 'Your event is ready' }).waitFor();
  return created;
}

describe('a shared event set up on /event', () => {
  it('is created from `/` with no kiosk question; both links are shown once; /host survives a reload', async () => {
    const page = await openPage();
    const event = await createOnEvent(page, { fromHome: true });
    expect(event.hostUrl).toBe(`${origin()}/host#${event.code}.${event.hostKey}`);
    expect(event.guestUrl).toBe(`${origin()}/e/${event.code}`);
    const { status, body } = await publicEvent(event.code);
    expect(status).toBe(200);
    expect(publicEventSchema.parse(body).settings).toMatchObject({
      name: EVENT_NAME,
      gallery: 'instant',
      keepDays: 7,
      language: 'en',
      idleSeconds: 60,
    });

    await page.getByText('Keep this link: it is the only way back to your event.').waitFor();
    expect(await page.getByTestId('host-link').textContent()).toBe(event.hostUrl);
    expect(await page.getByTestId('guest-link').textContent()).toBe(event.guestUrl);
    // About two screens: what to do next first, the codes folded (opened here to read them).
    const { height } = page.viewportSize()!;
    const ready = await page.evaluate(() => document.documentElement.scrollHeight);
    const booth = (await page.getByRole('button', { name: 'Start the booth' }).boundingBox())!;
    console.log(`ready: ${ready} px tall, Start the booth at y ${Math.round(booth.y)}`);
    expect(ready).toBeLessThanOrEqual(2 * height);
    expect(booth.y + booth.height).toBeLessThanOrEqual(2 * height);
    await page.getByText('Show its QR code, to open it on another device').click();
    await page.getByText('QR code and table card').click();
    expect(await decodeQr(page, 'QR code of the host link')).toBe(event.hostUrl);
    expect(await decodeQr(page, 'QR code of the guest link')).toBe(event.guestUrl);
    const guestQr = (await page
      .getByRole('img', { name: 'QR code of the guest link' })
      .first()
      .boundingBox())!;
    expect(guestQr.width).toBeGreaterThanOrEqual(240);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'h3-event-links-phone');
    // Kept on this device for /host, with nothing else.
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('postbooth.hostedEvents')!)),
    ).toEqual([{ code: event.code, hostKey: event.hostKey, name: EVENT_NAME }]);

    // A host who runs no kiosk here goes on to the host's page; this device stays no booth.
    await page.getByRole('link', { name: 'Open the host’s page' }).click();
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
    await page.getByRole('heading', { name: 'End the event' }).waitFor();
    expect(page.url()).toBe(origin() + paths.host);
    expect(await boothSettings(page)).toBeNull();
    // A reload opens the same event again, by its name, with no key in the address.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
    await page.getByRole('heading', { name: 'End the event' }).waitFor();
    expect(page.url()).toBe(origin() + paths.host);
    expect(await page.getByText('Open your host link', { exact: false }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('prints a table card with only the name, the guest QR code and the link', async () => {
    const page = await openPage(DESKTOP);
    const event = await createOnEvent(page);
    await shot(page, 'h3-event-links-desktop');
    await page.emulateMedia({ media: 'print' });
    const visible = await page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        })
        .map((element) => element.closest('.event-table-card') !== null),
    );
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every(Boolean)).toBe(true);
    const card = page.getByTestId('table-card');
    expect(await card.textContent()).toContain(EVENT_NAME);
    expect(await card.textContent()).toContain(event.guestUrl);
    const png = await card.getByRole('img').screenshot();
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(event.guestUrl);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-table-card-print.png` });
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    if (SHOTS) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(`${SHOTS}/h3-table-card.pdf`, pdf);
    }
    expect(problems).toEqual([]);
  });

  it('the kiosk’s uploads count for the event, and it reports itself as a device', async () => {
    const page = await openPage();
    const event = await createOnEvent(page);
    // This device becomes a kiosk: only now its PIN is asked.
    const kiosk = page.getByRole('region', { name: 'This device as the booth' });
    await kiosk.getByRole('button', { name: 'Start the booth' }).click();
    await kiosk.getByText('The PIN is 4 digits.').waitFor();
    await startTheBooth(page);
    await page.waitForURL(origin() + paths.home);
    await page.getByRole('heading', { level: 1, name: EVENT_NAME }).waitFor();
    expect(await boothSettings(page)).toMatchObject({ name: EVENT_NAME, code: event.code });

    // The booth on / keeps in touch with its event without any schema library (zod).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const reported = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/devices/'),
    );
    await page.reload();
    await appRunning(page);
    await reported;
    expect(scripts.filter((script) => /\/zod[-.]/.test(script))).toEqual([]);

    // Shown once: /event now asks for the PIN, then lists the event with no key in sight.
    await page.goto(origin() + paths.event);
    await page.getByLabel('PIN').fill(PIN);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'Events you host from this device' }).waitFor();
    expect(await page.getByText('Keep this link', { exact: false }).count()).toBe(0);
    expect(
      await page.getByRole('link', { name: 'Open the host’s page' }).getAttribute('href'),
    ).toBe(`/host#${event.code}.${event.hostKey}`);
    await page.goto(origin() + paths.home);
    // A guest's strip, collected: /download uploads it and stores the letter by itself.
    await keepLetterInStorage(page, { strip });
    const uploaded = page.waitForRequest(
      (request) => request.url() === origin() + '/api/strips' && request.method() === 'POST',
    );
    await page.goto(origin() + paths.download);
    const headers = (await uploaded).headers();
    expect(headers['x-postbooth-event']).toBe(event.code);
    expect(headers['x-postbooth-device']).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await page.getByRole('img', { name: 'Scan to take your strip home' }).waitFor();

    const view = await asHost(origin(), event).view();
    const made = view.counts.reduce((sum, hour) => sum + hour.made, 0);
    const shared = view.counts.reduce((sum, hour) => sum + hour.shared, 0);
    expect({ made, shared }).toEqual({ made: 1, shared: 1 });
    expect(view.devices.map((device) => device.id)).toEqual([headers['x-postbooth-device']]);
    expect(view.devices[0]!.label).toMatch(/ · Chrome$/);
    expect(problems).toEqual([]);
  });

  it('takes the host’s changes at the next start over, and keeps its settings offline', async () => {
    const { page, event } = await startBoothOfNewEvent();

    // A guest is busy: the host's change waits for the start over.
    await asHost(origin(), event).changeSettings({ name: 'After party', idleSeconds: 120 });
    await keepLetterInStorage(page, { strip });
    await page.goto(origin() + paths.download);
    await runClockUntilVisible(
      page,
      page.getByRole('img', { name: 'Scan to take your strip home' }),
    );
    expect(await boothSettings(page)).toMatchObject({ name: EVENT_NAME, idleSeconds: 60 });
    await page.getByRole('button', { name: 'Done' }).click();
    await runClockUntilVisible(page, page.getByText('After party', { exact: true }));
    const updated = await boothSettings(page);
    expect(updated).toMatchObject({ name: 'After party', idleSeconds: 120, code: event.code });

    // Offline: the booth goes on with what it has, minute after minute.
    await page.context().setOffline(true);
    await asHost(origin(), event).changeSettings({ name: 'Never seen offline' });
    await page.clock.runFor(3 * 60_000);
    expect(await boothSettings(page)).toEqual(updated);
    expect(await page.getByText('After party', { exact: true }).isVisible()).toBe(true);

    // Back online, the next minute brings the change (on / with nothing begun).
    await page.context().setOffline(false);
    await runClockUntil(
      page,
      async () => (await boothSettings(page)).name === 'Never seen offline',
      { step: 5_000, limit: 3 * 60_000, requests: openRequests(page) },
    );
    await runClockUntilVisible(page, page.getByText('Never seen offline', { exact: true }));
    expect(
      problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem.text)),
    ).toEqual([]);
  });

  it('a second tablet joins by the guest link and takes the event’s settings', async () => {
    const host = await openPage();
    const event = await createOnEvent(host);
    const page = await openPage(DESKTOP);
    await page.goto(origin() + paths.event);
    await page.getByRole('radio', { name: 'Join a shared event' }).check();
    expect(await page.getByLabel('Event name').count()).toBe(0);
    await page.getByLabel('Event code or link').fill(`${origin()}/e/nothereabcdefg`);
    await page.getByLabel('PIN').fill(PIN);
    await page.getByRole('button', { name: 'Join the event' }).click();
    await page.getByText('That is no event code', { exact: false }).waitFor();
    await page.getByLabel('Event code or link').fill(`${origin()}/e/abcdefghjkmnpq`);
    await page.getByRole('button', { name: 'Join the event' }).click();
    await page.getByText('No event has this code.').waitFor();
    await shot(page, 'h3-event-join-desktop');

    await page.getByLabel('Event code or link').fill(event.guestUrl);
    await page.getByRole('button', { name: 'Join the event' }).click();
    await page.waitForURL(origin() + paths.home);
    await page.getByText(EVENT_NAME, { exact: true }).waitFor();
    const settings = await boothSettings(page);
    expect(settings).toMatchObject({ name: EVENT_NAME, code: event.code, idleSeconds: 60 });
    // Its own PIN, and no host key on a booth that only joined.
    expect(await page.evaluate(() => localStorage.getItem('postbooth.hostedEvents'))).toBeNull();
    expect(problems.filter((problem) => !problem.text.includes('404'))).toEqual([]);
  });
  it('offline, says so and starts nothing; a booth on its own asks the server nothing', async () => {
    const page = await openPage();
    await page.goto(origin() + paths.event);
    await page.getByRole('radio', { name: 'Share a new event' }).check();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Create the event' }).click();
    await page
      .getByRole('alert')
      .getByText('No connection to the server. Try again once you are online.')
      .waitFor();
    expect(await boothSettings(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('postbooth.hostedEvents'))).toBeNull();

    // Back online, a booth on its own asks the shared event's API nothing.
    await page.context().setOffline(false);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/live-events')) asked.push(request.url());
    });
    await page.getByRole('radio', { name: 'Run this device as a booth' }).check();
    await page.getByRole('radio', { name: 'On its own' }).check();
    await page.getByLabel('PIN').fill(PIN);
    await page.getByRole('button', { name: 'Start event mode' }).click();
    await page.waitForURL(origin() + paths.home);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await requestsSeen(page);
    expect(asked).toEqual([]);
    const settings = await boothSettings(page);
    expect(settings).not.toBeNull();
    expect(settings).not.toHaveProperty('code');
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED/.test(problem.text))).toEqual(
      [],
    );
  });
  it('stops being a device of an ended event, and /event tells the host', async () => {
    const { page, event } = await startBoothOfNewEvent();
    await asHost(origin(), event).end();
    await runClockUntil(page, async () => !('code' in (await boothSettings(page))), {
      step: 5_000,
      limit: 2 * 60_000,
      requests: openRequests(page),
    });
    // Still a booth, with its last settings, on its own.
    expect(await boothSettings(page)).toMatchObject({ name: EVENT_NAME, idleSeconds: 60 });
    expect(await page.evaluate(() => localStorage.getItem('postbooth.hostedEvents'))).toBe('[]');
    await page.goto(origin() + paths.event);
    await runClockUntilVisible(
      page,
      page.getByText(
        `The shared event “${EVENT_NAME}” has ended: this booth now runs on its own, with the last settings it had.`,
      ),
    );
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByText('has ended', { exact: false }).count()).toBe(0);
    expect(problems.filter((problem) => !problem.text.includes('410'))).toEqual([]);
  });
});
