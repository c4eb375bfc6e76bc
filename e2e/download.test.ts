import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { stripGeometry } from '../src/model/strip.js';
import { seriousAxeViolations } from './support/axe.js';
import { openOrigin, openPhonePage, type PageProblem } from './support/browser.js';
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

  it("on a phone, a six-pose strip leaves 'send a letter to a friend' on the first screen", async () => {
    // A strip of the collected size: 1,200 px wide, as tall as six poses and the footer.
    const geometry = stripGeometry(6);
    const tall = await sharp({
      create: {
        width: 4 * geometry.width,
        height: 4 * geometry.height,
        channels: 3,
        background: '#457b9d',
      },
    })
      .png()
      .toBuffer();
    await openOrigin(page, origin());
    const dataUrl = `data:image/png;base64,${tall.toString('base64')}`;
    await page.evaluate((value) => localStorage.setItem('photostripUrl', value), dataUrl);
    await page.goto(origin() + paths.download);
    await stripImage().waitFor();
    await page.waitForFunction(() =>
      [...document.images].some((image) => image.complete && image.naturalWidth > 0),
    );
    const link = await page.getByRole('link', { name: 'send a letter to a friend' }).boundingBox();
    expect(link).not.toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(link!.y + link!.height).toBeLessThanOrEqual(844);
    // The strip is still shown large enough to see: at least half the screen's height.
    expect((await stripImage().boundingBox())!.height).toBeGreaterThanOrEqual(422);
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
