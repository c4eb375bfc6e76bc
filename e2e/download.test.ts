import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { stripGeometry } from '../src/model/strip.js';
import { seriousAxeViolations } from './support/axe.js';
import { openOrigin, openPage, openPhonePage, type PageProblem } from './support/browser.js';
import { shownStripSize } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];
/** A small strip-shaped PNG standing in for a collected strip. */
let strip: Buffer;

const stripImage = () => page.getByRole('img', { name: 'Your photostrip' });

async function expectNoStrip(): Promise<void> {
  await page.getByText('There is no photostrip here yet.', { exact: false }).waitFor();
  expect(await stripImage().count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Make a photostrip' }).getAttribute('href')).toBe(
    paths.home,
  );
}

beforeAll(async () => {
  strip = await sharp({ create: { width: 60, height: 138, channels: 3, background: '#457b9d' } })
    .composite([
      {
        input: await sharp({
          create: { width: 40, height: 30, channels: 3, background: '#ffc857' },
        })
          .png()
          .toBuffer(),
        left: 10,
        top: 10,
      },
    ])
    .png()
    .toBuffer();
});

beforeEach(async () => {
  ({ page, problems } = await openPhonePage(browser()));
});

afterEach(async () => {
  await page.context().close();
});

describe('/download with a kept strip', () => {
  it('shows it, downloads it again as photostrip.png, and leads to the letter', async () => {
    await openOrigin(page, origin());
    const dataUrl = `data:image/png;base64,${strip.toString('base64')}`;
    await page.evaluate((value) => localStorage.setItem('photostripUrl', value), dataUrl);
    await page.goto(origin() + paths.download);
    await page.getByRole('heading', { level: 1, name: 'Your photostrip' }).waitFor();
    expect(await shownStripSize(page)).toEqual([60, 138]);

    // What Collect Photo did without a tap, said first: a check mark and the file's name.
    await page.getByText('photostrip.png saved', { exact: true }).waitFor();
    // One primary action, the download; the other ways grouped under it, the letter between.
    const primaries = page.locator('.download-actions .button-primary');
    expect(await primaries.allTextContents()).toEqual(['Download again']);
    const more = page.getByRole('region', { name: 'More ways to keep it' });
    await more.getByRole('button', { name: 'Download animation' }).waitFor();
    expect(await more.getByRole('button', { name: 'Download again' }).count()).toBe(0);
    expect(await more.getByRole('link', { name: 'send a letter to a friend' }).count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download again' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('photostrip.png');
    expect(await readFile((await file.path())!)).toEqual(strip);

    expect(await page.getByRole('link', { name: 'Back to editing' }).getAttribute('href')).toBe(
      paths.edit,
    );
    const sendLetter = page.getByRole('link', { name: 'send a letter to a friend' });
    // The spec's words, drawn with a capital like 'Download again' beside them.
    expect(
      await sendLetter
        .locator('span')
        .evaluate((span) => getComputedStyle(span, '::first-letter').textTransform),
    ).toBe('uppercase');
    await sendLetter.click();
    await page.waitForURL(origin() + paths.textbox);
    expect(problems).toEqual([]);
  });

  it('shows a strip of 2, 4 or 6 poses big, the next steps in view: a phone and a desktop', async () => {
    type Box = { x: number; y: number; width: number; height: number };
    const box = async (what: Locator): Promise<Box> => (await what.boundingBox())!;
    /** The strip of `poses`, as collected (1,200 px wide), on /download: the boxes shown. */
    async function shown(on: Page, poses: number) {
      const geometry = stripGeometry(poses);
      const png = await sharp({
        create: {
          width: 4 * geometry.width,
          height: 4 * geometry.height,
          channels: 3,
          background: '#457b9d',
        },
      })
        .png()
        .toBuffer();
      await openOrigin(on, origin());
      const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
      await on.evaluate((value) => localStorage.setItem('photostripUrl', value), dataUrl);
      await on.goto(origin() + paths.download);
      // Sized once its ratio is known (use-strip-fit.ts): the image is then loaded.
      await on.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('img[alt="Your photostrip"]');
        return image !== null && image.complete && image.style.maxHeight !== '';
      });
      expect(await on.evaluate(() => window.scrollY)).toBe(0);
      return {
        strip: await box(on.getByRole('img', { name: 'Your photostrip' })),
        saved: await box(on.locator('.download-saved-chip')),
        download: await box(on.getByRole('button', { name: 'Download again' })),
        letter: await box(on.getByRole('link', { name: 'send a letter to a friend' })),
      };
    }

    // A phone (390 × 844): the next steps above the strip; the strip at least half the screen
    // wide, whole when it fits (2 and 4 poses), starting on the first screen when it cannot (6).
    for (const poses of [2, 4, 6]) {
      const { strip, saved, download, letter } = await shown(page, poses);
      // 'photostrip.png saved' on the strip's top edge, under the next steps, at its middle:
      // over the frame and at most the strip's own white margin (8 px), never the photos.
      expect(saved.y).toBeGreaterThanOrEqual(download.y + download.height);
      expect(saved.y).toBeLessThan(strip.y);
      expect(saved.y + saved.height).toBeLessThanOrEqual(strip.y + 8);
      expect(Math.abs(saved.x + saved.width / 2 - (strip.x + strip.width / 2))).toBeLessThan(2);
      expect(strip.width, `${poses} poses`).toBeGreaterThanOrEqual(195);
      expect(strip.y).toBeLessThan(844 / 2);
      if (poses < 6) expect(strip.y + strip.height, `${poses} poses`).toBeLessThanOrEqual(844);
      for (const next of [download, letter]) {
        expect(next.y + next.height).toBeLessThanOrEqual(strip.y);
      }
      // The one primary action comes first.
      expect(download.x).toBeLessThan(letter.x);
    }

    // A desktop (1280 × 800): the strip on the left, whole within the window and using its
    // height; the heading and the next steps on the right of it.
    const desktop = await openPage(browser(), { width: 1280, height: 800 });
    try {
      for (const poses of [2, 4, 6]) {
        const { strip, saved, download, letter } = await shown(desktop.page, poses);
        expect(strip.y, `${poses} poses`).toBeGreaterThanOrEqual(0);
        expect(strip.y + strip.height, `${poses} poses`).toBeLessThanOrEqual(800);
        expect(strip.height, `${poses} poses`).toBeGreaterThanOrEqual(640);
        const heading = await box(desktop.page.getByRole('heading', { level: 1 }));
        for (const right of [heading, saved, download, letter]) {
          expect(right.x).toBeGreaterThan(strip.x + strip.width);
        }
        expect(saved.y).toBeGreaterThanOrEqual(heading.y + heading.height);
        expect(saved.y + saved.height).toBeLessThanOrEqual(download.y);
        expect(download.y).toBeLessThan(letter.y);
        expect(letter.y + letter.height).toBeLessThanOrEqual(800);
      }
      expect(desktop.problems).toEqual([]);
    } finally {
      await desktop.page.context().close();
    }
    expect(problems).toEqual([]);
  });

  it('reads a strip kept in IndexedDB when localStorage has none', async () => {
    await openOrigin(page, origin());
    await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('postbooth', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('visit');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('no IndexedDB'));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('visit', 'readwrite');
        const blob = new Blob([bytes], { type: 'image/png' });
        transaction.objectStore('visit').put(blob, 'photostripUrl');
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      });
      db.close();
    }, strip.toString('base64'));
    await page.goto(origin() + paths.download);
    expect(await shownStripSize(page)).toEqual([60, 138]);
    expect(problems).toEqual([]);
  });
});

describe('/download?photostrip=', () => {
  it('uses the address of a strip stored by our own origin', async () => {
    const stored = await fetch(origin() + '/api/strips', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(strip),
    });
    expect(stored.status).toBe(201);
    const { publicUrl } = (await stored.json()) as { publicUrl: string };
    expect(new URL(publicUrl).origin).toBe(origin());

    await page.goto(`${origin()}${paths.download}?photostrip=${encodeURIComponent(publicUrl)}`);
    expect(await shownStripSize(page)).toEqual([60, 138]);
    expect(await stripImage().getAttribute('src')).toBe(publicUrl);
    // A strip opened from a link was not saved by this visit: nothing says it was.
    expect(await page.getByText('photostrip.png saved').count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download again' }).click();
    expect((await download).suggestedFilename()).toBe('photostrip.png');
    expect(problems).toEqual([]);
  });

  it('ignores another site, other schemes and any data: address', async () => {
    for (const address of [
      'https://example.org/strip.png',
      '//example.org/strip.png',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      `data:image/png;base64,${strip.toString('base64')}`,
    ]) {
      await page.goto(`${origin()}${paths.download}?photostrip=${encodeURIComponent(address)}`);
      await expectNoStrip();
    }
    expect(problems).toEqual([]);
  });
});

describe('/download with no strip', () => {
  it('says so kindly and links to making one', async () => {
    await page.goto(origin() + paths.download);
    await expectNoStrip();
    await page.getByRole('link', { name: 'Make a photostrip' }).click();
    await page.waitForURL(origin() + paths.home);
    expect(problems).toEqual([]);
  });
});

describe('accessibility', () => {
  it('axe finds no serious or critical violation on /download, with and without a strip', async () => {
    await page.goto(origin() + paths.download);
    await expectNoStrip();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const dataUrl = `data:image/png;base64,${strip.toString('base64')}`;
    await page.evaluate((value) => localStorage.setItem('photostripUrl', value), dataUrl);
    await page.reload();
    await shownStripSize(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
