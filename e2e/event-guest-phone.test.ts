/**
 * Guests on their own phones at a shared event (docs/events.md, "On your own phone at an
 * event"), against the real server: the guest link's welcome in the event's words, the booth
 * with the event's badge and without the kiosk's set-up link, and the consent after Collect.
 * Two phones make strips; only the one that ticks 'Show my strip…' reaches the host's queue,
 * and unticking takes it back out. At an event with the camera only, Make my strip opens the
 * camera at once: the taps to the first photo are counted.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreatedEvent } from '../src/model/live-event.js';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import { asHost, createEvent, EVENT_SETTINGS as SETTINGS } from './support/live-event.js';
import { cameraArgs } from './support/browser.js';
import { photoJpeg } from './support/strip-helpers.js';
import { pagesClosedAfterEach } from './support/pages.js';
import { sharedServerAndBrowser } from './support/suite.js';

// A fake camera for the camera-only event's guest (the others upload).
const { origin, browser } = sharedServerAndBrowser({ browserArgs: cameraArgs() });

const CONSENT = "Show my strip on the event's screen and gallery";

const pages = pagesClosedAfterEach(browser);

const TOUCH_PHONE = { hasTouch: true, isMobile: true };
const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * A guest's phone, walked from the guest link with nothing seeded: the welcome, Make my strip,
 * two poses from the phone's photos, the editor, then Collect Photo.
 */
async function guestCollects(event: CreatedEvent, shade: number): Promise<Page> {
  const page = await pages.open(undefined, TOUCH_PHONE);
  await page.goto(`${origin()}/e/${event.code}`);
  await page.getByRole('heading', { name: SETTINGS.name }).waitFor();
  await page.getByText(SETTINGS.greeting).waitFor();
  // A guest's phone is no kiosk: nothing leads to the kiosk's set-up.
  expect(await page.getByRole('link', { name: 'Event mode' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Make my strip' }).click();
  await page.waitForURL(origin() + paths.layout);
  await page.getByText(`At ${SETTINGS.name}`).waitFor();
  expect(await page.getByRole('link', { name: 'Event mode' }).count()).toBe(0);

  await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
  await page.getByRole('radio', { name: 'Upload', exact: true }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select 2 Photo(s)' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(640, 480, shade) },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(640, 480, 255 - shade) },
  ]);
  await page.getByText(/^2 photos loaded/).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(origin() + paths.edit);
  await page.getByRole('button', { name: 'Collect Photo' }).click();
  await page.waitForURL(origin() + paths.download);
  return page;
}

describe("a guest's own phone at a shared event", () => {
  it('welcomes in the event’s words; only a ticked strip reaches the host, and unticking takes it back', async () => {
    const event = await createEvent(origin());
    const ticking = await guestCollects(event, 40);
    const box = ticking.getByRole('checkbox', { name: CONSENT });
    await box.waitFor();
    // Never ticked for the guest, and in view as /download opens: no scrolling to find it.
    expect(await box.isChecked()).toBe(false);
    await ticking.getByRole('img', { name: 'Your photostrip' }).waitFor();
    if (SHOTS) await ticking.screenshot({ path: `${SHOTS}/13-consent-390x844.png` });
    const consent = (await ticking.locator('.consent').boundingBox())!;
    expect(consent.y).toBeGreaterThan(0);
    expect(consent.y + consent.height).toBeLessThanOrEqual(844);
    // The strip under it, at least half the screen wide, and a good part of it on this screen.
    await ticking.waitForFunction(
      () => document.querySelector<HTMLImageElement>('.download-strip img')?.style.maxHeight,
    );
    const strip = (await ticking.getByRole('img', { name: 'Your photostrip' }).boundingBox())!;
    expect(strip.width).toBeGreaterThanOrEqual(195);
    expect(strip.y).toBeGreaterThanOrEqual(consent.y + consent.height);
    expect(strip.y + 195).toBeLessThanOrEqual(844);
    expect(await seriousAxeViolations(ticking)).toEqual([]);

    const other = await guestCollects(event, 120);
    await other.getByRole('checkbox', { name: CONSENT }).waitFor();

    // The box turns ticked once the server has the strip (click, not check(): it is not ticked
    // at the moment of the click).
    await box.click();
    await ticking
      .getByText('Sent to the host: your strip will appear once they approve it.')
      .waitFor();
    const queued = await asHost(origin(), event).view();
    expect(queued.entries).toHaveLength(1);
    expect(queued.entries[0]?.state).toBe('waiting');
    // The strip was uploaded for the event (counted as made there), once.
    expect(queued.counts.reduce((sum, hour) => sum + hour.made, 0)).toBe(1);

    // Approved, it is on the TV.
    const [entry] = queued.entries;
    await asHost(origin(), event).moderate(entry!.id, 'approved');
    const tv = await pages.open({ width: 1920, height: 1080 });
    await tv.goto(`${origin()}/e/${event.code}/show`);
    const onTv = tv.getByRole('img', { name: 'A guest’s photo strip' });
    await onTv.first().waitFor();
    expect([entry!.displayUrl, entry!.stripUrl]).toContain(await onTv.first().getAttribute('src'));

    expect(await box.isChecked()).toBe(true);
    await box.click();
    await ticking.getByText('Your strip was taken back out.').waitFor();
    expect(await box.isChecked()).toBe(false);
    expect((await asHost(origin(), event).view()).entries).toEqual([]);
  });

  it('opens the camera at once at an event with the camera only: four taps to the first photo', async () => {
    const event = await createEvent(origin(), { sources: 'camera' });
    const page = await pages.open(undefined, TOUCH_PHONE);
    let taps = 0;
    const tap = async (target: ReturnType<Page['getByRole']>) => {
      await target.tap();
      taps += 1;
    };
    await page.goto(`${origin()}/e/${event.code}`);
    await tap(page.getByRole('link', { name: 'Make my strip' }));
    // No /layout: the source is the host's, and the poses are asked over the camera.
    await page.waitForURL(origin() + paths.capture);
    expect(await page.getByRole('group', { name: 'Where do your photos come from?' }).count()).toBe(
      0,
    );
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.getByText('Choose how many poses to go on.').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await tap(page.getByRole('radio', { name: '2 poses', exact: true }));
    await tap(page.getByRole('radio', { name: '3s', exact: true }));
    await expect.poll(() => next.isEnabled()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/13-guest-camera-only-390x844.png` });
    await tap(next);
    await page.waitForURL(origin() + paths.sequence);
    await page.getByText('Get ready for photo 1 of 2').waitFor();
    expect(taps).toBe(4);
  });
});
