/**
 * Event mode on /download (docs/events.md): the strip is stored at once
 * with the event's greeting and the link shown as a large QR code, with no tap, which a phone
 * (here a fresh profile) opens to the friend's page with Download; the booth never downloads
 * the strip, and starts over 30 s after the code was shown, counted down by a ring. Print shows only the strip, at 2 × 6 in, or twice
 * on a 4 × 6 in card. Collect Photo in event mode keeps the strip without downloading it.
 */
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import { openOrigin, openPage, openPhonePage, type PageProblem } from './support/browser.js';
import { pauseSoon } from './support/clock.js';
import { keepLetterInStorage, makeStripPng, pngDataUrl } from './support/letter-fixtures.js';
import { createEvent } from './support/live-event.js';
import { openEditor } from './support/open-editor.js';
import { keptStrip, photoJpeg } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const GREETING = 'Thanks for coming to the Spring Fair!';
const CAPTION = 'Scan to take your strip home';

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];
let downloads: number;
/** A 600 × 1380 strip as the editor exports it. */
let strip: Buffer;

function eventSettings(
  extra: { print?: boolean; printLayout?: 'strip' | 'card'; code?: string } = {},
) {
  return {
    name: 'Spring Fair',
    greeting: GREETING,
    idleSeconds: 600,
    sources: 'camera-and-upload',
    print: false,
    printLayout: 'strip',
    pinHash: '0'.repeat(64),
    pinSalt: '1'.repeat(32),
    ...extra,
  };
}

/** On the app's origin: event mode on with these settings, and the collected strip kept. */
async function openEventDownload(settings = eventSettings()): Promise<void> {
  await openOrigin(page, origin());
  await page.evaluate(
    (value) => localStorage.setItem('postbooth.event', value),
    JSON.stringify(settings),
  );
  await keepLetterInStorage(page, { strip });
  await page.goto(origin() + paths.download);
  await page.getByRole('heading', { level: 1, name: 'Your photostrip' }).waitFor();
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[alt="Your photostrip"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
}

async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** The first four numbers after /MediaBox in a PDF's bytes (Chromium writes them plainly). */
function mediaBox(pdf: Buffer): number[] {
  const match = /\/MediaBox\s*\[\s*([\d.\s-]+)\]/.exec(pdf.toString('latin1'));
  return (match?.[1] ?? '').trim().split(/\s+/).map(Number);
}

/** Every visible element under print: what has a box and is not hidden. */
function visibleUnderPrint(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        if (element.closest('.print-sheet') && element.tagName !== 'IMG') return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      })
      .map((element) => element.tagName.toLowerCase()),
  );
}

/**
 * SHA-256 of the pixels of a strip image in the page: the one /download shows (once decoded),
 * or the image at `address`. Read through a canvas: the page's CSP lets no fetch read a blob:
 * or data: address, and the same PNG decodes to the same pixels either way.
 */
async function stripPixelDigest(address?: string): Promise<string> {
  if (address === undefined) {
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Your photostrip"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
  }
  return page.evaluate(async (src) => {
    let image = document.querySelector<HTMLImageElement>('img[alt="Your photostrip"]')!;
    if (src !== null) {
      image = new Image();
      image.src = src;
      await image.decode();
    }
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const digest = await crypto.subtle.digest('SHA-256', pixels);
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
  }, address ?? null);
}

beforeAll(async () => {
  strip = await makeStripPng();
});

beforeEach(async () => {
  ({ page, problems } = await openPhonePage(browser()));
  downloads = 0;
  page.on('download', () => (downloads += 1));
});

afterEach(async () => {
  await page.context().close();
});

describe('/download in event mode', () => {
  it('shows the take-home code without a tap, a ring counting down to the start over', async () => {
    await page.clock.install();
    // The page's own (fake) time when the code's link appears: the 30 s count from there.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.take-home-start-over')) return;
        Object.assign(window, { codeShownAt: Date.now() });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await openEventDownload();
    // Nothing to press: the code comes by itself, and no words ask to scan one before.
    const code = page.getByRole('img', { name: CAPTION });
    await code.waitFor();
    expect(await page.getByRole('button', { name: 'Take it home' }).count()).toBe(0);
    expect(await page.getByText('Scan a code', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download again' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'send a letter to a friend' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to editing' }).getAttribute('href')).toBe(
      paths.edit,
    );
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    // Checked here, on a running clock: axe waits on timers.
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Time stands still from here: only runFor moves it. (A little ahead of the page's time,
    // which runs on while the call travels; a busy machine may need a second try.)
    const pausedAt = await pauseSoon(page);
    const shownAt = await page.evaluate(
      () => (window as unknown as { codeShownAt: number }).codeShownAt,
    );
    const shownFor = pausedAt - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(0);
    expect(shownFor).toBeLessThan(20_000);
    await page.getByText(CAPTION, { exact: true }).waitFor();
    const box = (await code.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(240);
    expect(box.height).toBeCloseTo(box.width, 0);
    // A page screenshot of its box: an element's waits for animation frames, which stand still.
    const link = await decodeQr(await page.screenshot({ clip: box }));
    expect(link).toMatch(
      new RegExp(`^${origin().replace(/\./g, '\\.')}/final-letter\\?id=[A-Za-z0-9_-]{22}$`),
    );

    // The ring beside the note: the seconds left, and an arc that empties with them.
    const ring = page.getByRole('timer', {
      name: /This booth starts over for the next guest in \d+ seconds?\.$/,
    });
    const ringNow = () =>
      ring.evaluate((element) => ({
        seconds: element.textContent,
        used: Number(
          element.querySelector('.start-over-ring-arc')!.getAttribute('stroke-dashoffset'),
        ),
        visible: element.getBoundingClientRect().width > 0,
      }));
    const circumference = 2 * Math.PI * 22;
    await page.clock.runFor(20_500 - shownFor);
    const atTen = await ringNow();
    expect(atTen.visible).toBe(true);
    expect(atTen.seconds).toBe('10');
    expect(atTen.used).toBeCloseTo((circumference * 2) / 3, 1);
    await page.getByRole('timer', { name: /for the next guest in 10 seconds\.$/ }).waitFor();

    // The guest's phone: the friend's page with the strip, the greeting and Download.
    const phone = await openPhonePage(browser());
    await phone.page.goto(link!);
    await phone.page.getByRole('heading', { level: 1, name: 'A letter for you' }).waitFor();
    expect((await phone.page.locator('.letter-message').textContent())?.trim()).toBe(GREETING);
    await phone.page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="The photostrip"]');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    await phone.page.getByRole('link', { name: 'Download', exact: true }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.page.context().close();

    // 30 s after the code was shown, the booth starts over: home, and the strip forgotten.
    await page.clock.runFor(9_000);
    expect(new URL(page.url()).pathname).toBe(paths.download);
    expect((await ringNow()).seconds).toBe('1');
    // The timer was set just after the code appeared: a few ms of fake time beyond 30 s.
    await page.clock.runFor(1_500);
    await page.waitForURL(origin() + paths.home);
    expect(await keptStrip(page)).toEqual({ local: null, indexedDb: null });
    expect(downloads).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a kiosk tablet of a shared event (1024 × 768) shows the strip, the code and the consent whole', async () => {
    const event = await createEvent(origin());
    await page.context().close();
    ({ page, problems } = await openPage(
      browser(),
      { width: 1024, height: 768 },
      { hasTouch: true },
    ));
    await openEventDownload(eventSettings({ code: event.code }));
    const consent = page.getByRole('checkbox', {
      name: "Show my strip on the event's screen and gallery",
    });
    await consent.waitFor();
    await page.getByText(CAPTION, { exact: true }).waitFor();
    // The screen opens at its top: the code is whole there, no scroll to its middle (19 px).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const inView = async (selector: string) => {
      const { y, height } = (await page.locator(selector).boundingBox())!;
      return { top: y >= 0, bottom: y + height <= 768 };
    };
    const whole = { top: true, bottom: true };
    expect(await inView('.consent')).toEqual(whole);
    expect(await inView('.take-home-code')).toEqual(whole);
    expect(await inView('.download-strip')).toEqual(whole);
    // A finger's box to tick (44 px), in a row 64 px tall that takes the tap as a whole.
    const box = (await consent.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    const row = (await page.locator('.consent-choice').boundingBox())!;
    expect(row.height).toBeGreaterThanOrEqual(64);
    expect(await consent.isChecked()).toBe(false);
    await page.mouse.click(row.x + row.width - 4, row.y + row.height - 4);
    expect(await consent.isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('Done starts over at once; leaving for home clears the strip too', async () => {
    await openEventDownload();
    await page.getByRole('img', { name: CAPTION }).waitFor();
    // Checked here, on a running clock: axe waits on timers.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(origin() + paths.home);
    await page.waitForFunction(() => localStorage.getItem('photostripUrl') === null);

    await openEventDownload();
    await page.getByRole('link', { name: 'Postbooth' }).first().click();
    await page.waitForURL(origin() + paths.home);
    await page.waitForFunction(() => localStorage.getItem('photostripUrl') === null);
    expect(problems).toEqual([]);
  });

  it('prints only the strip, 2 × 6 in on a 2 × 6 in page', async () => {
    await openEventDownload(eventSettings({ print: true, printLayout: 'strip' }));
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await visibleUnderPrint()).toEqual(['img']);
    const sheet = page.getByTestId('print-sheet');
    const images = await sheet.locator('img').evaluateAll((list) =>
      list.map((image) => {
        const box = image.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width, height: box.height };
      }),
    );
    expect(images).toEqual([{ x: 0, y: 0, width: 192, height: 576 }]);
    expect(await sheet.locator('img').evaluate((image) => getComputedStyle(image).objectFit)).toBe(
      'contain',
    );
    await page.screenshot({ path: '/tmp/i14-b-shots/print-strip.png' }).catch(() => undefined);
    // Back to the page's own media (not 'screen', which the PDF would then be drawn in).
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(mediaBox(pdf)).toEqual([0, 0, 144, 432]);
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('prints two strips side by side on a 4 × 6 in card', async () => {
    await openEventDownload(eventSettings({ print: true, printLayout: 'card' }));
    await page.emulateMedia({ media: 'print' });
    expect(await visibleUnderPrint()).toEqual(['img', 'img']);
    const images = await page
      .getByTestId('print-sheet')
      .locator('img')
      .evaluateAll((list) =>
        list.map((image) => {
          const box = image.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        }),
      );
    expect(images).toEqual([
      { x: 0, y: 0, width: 192, height: 576 },
      { x: 192, y: 0, width: 192, height: 576 },
    ]);
    await page.screenshot({ path: '/tmp/i14-b-shots/print-card.png' }).catch(() => undefined);
    // Back to the page's own media (not 'screen', which the PDF would then be drawn in).
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(mediaBox(pdf)).toEqual([0, 0, 288, 432]);
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });

  it('shows a history entry’s strip only with the nonce kept with the strip', async () => {
    const other = pngDataUrl(await makeStripPng(['#000000', '#ffffff', '#000000']));
    await openEventDownload();
    await page.evaluate(() => localStorage.setItem('postbooth.stripNonce', 'kept-nonce'));
    const kept = await stripPixelDigest(pngDataUrl(strip));
    const otherDigest = await stripPixelDigest(other);
    expect(otherDigest).not.toBe(kept);
    /**
     * /download reloaded with this history state: `other`'s strip, with or without a nonce.
     * Written by hand because Chromium brings no Blob back from an entry left behind (Back finds
     * its state empty), while other browsers may, and a reload keeps it in any browser.
     */
    async function reloadWithState(nonce: string | undefined): Promise<string> {
      await page.evaluate(
        async ({ dataUrl, nonce }) => {
          const binary = atob(dataUrl.split(',')[1]!);
          const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
          const photostrip = new Blob([bytes], { type: 'image/png' });
          const usr = nonce === undefined ? { photostrip } : { photostrip, nonce };
          history.replaceState({ usr, key: `k${Date.now()}` }, '', location.href);
        },
        { dataUrl: other, nonce },
      );
      await page.reload();
      await page.getByRole('button', { name: 'Done' }).waitFor();
      return stripPixelDigest();
    }
    // Another nonce (an earlier guest's entry), or none (written before nonces): the kept strip.
    expect(await reloadWithState('earlier-nonce')).toBe(kept);
    expect(await reloadWithState(undefined)).toBe(kept);
    // The kept nonce: the entry's own strip, as Collect Photo hands it over.
    expect(await reloadWithState('kept-nonce')).toBe(otherDigest);
    expect(problems).toEqual([]);
  });

  it('Collect Photo keeps the strip without downloading it; Back after leaving shows none', async () => {
    await openEditor(page, origin(), {
      before: (on) =>
        on.evaluate(
          (value) => localStorage.setItem('postbooth.event', value),
          JSON.stringify(eventSettings()),
        ),
      layout: 2,
      photos: [
        { bytes: await photoJpeg(640, 480, 30), type: 'image/jpeg' },
        { bytes: await photoJpeg(640, 480, 200), type: 'image/jpeg' },
      ],
    });
    await page.getByText('Spring Fair', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Collect Photo' }).click();
    await page.waitForURL(origin() + paths.download);
    // The guest's code, with no tap on the way.
    await page.getByRole('img', { name: CAPTION }).waitFor();
    expect((await keptStrip(page)).local).toMatch(/^data:image\/png;base64,/);
    expect(downloads).toBe(0);

    // The guest leaves by the header's link: the visit is over. Back to /download (whose
    // history entry still holds the strip) must not show it to the next guest.
    await page.getByRole('link', { name: 'Postbooth' }).first().click();
    await page.waitForURL(origin() + paths.home);
    await page.waitForFunction(() => localStorage.getItem('photostripUrl') === null);
    await page.goBack();
    await page.waitForURL(origin() + paths.download);
    await page.getByText('There is no photostrip here yet.', { exact: false }).waitFor();
    expect(await page.getByRole('img', { name: 'Your photostrip' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
