/**
 * The booth in the visitor's language (docs/development.md, Languages), in Chromium against the production
 * server: the language from ?lang=, the browser's languages and the saved choice; the menu that
 * switches in place without losing the visit; Arabic laid out right to left.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../src/model/languages.js';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import { appRunning, collectProblems, newContext, type PageProblem } from './support/browser.js';
import { wordsIn } from './support/messages.js';
import { openEditor } from './support/open-editor.js';
import { photoJpeg } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

type ContextOptions = Parameters<Browser['newContext']>[0];

/** A fresh profile whose browser speaks `locale` (navigator.languages and Accept-Language). */
async function newPage(
  locale: string,
  options: ContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true },
): Promise<{ page: Page; problems: PageProblem[] }> {
  const context = await newContext(browser(), { ...options, locale });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { page, problems: collectProblems(page) };
}

async function htmlLanguage(page: Page): Promise<[string, string]> {
  return page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
}

/** Waits until the app runs (started by a key on `/`, which waits for its reader). */
const appStarted = appRunning;

const menu = (page: Page) => page.locator('header').getByRole('combobox');

describe('the language', () => {
  it("follows the browser's languages, on the page the server sends and in the app", async () => {
    const de = wordsIn('de');
    const { page, problems } = await newPage('de-AT');
    const response = await page.goto(origin() + paths.home);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain(de('home.tagline'));
    await appStarted(page);
    expect(await htmlLanguage(page)).toEqual(['de', 'ltr']);
    await expect.poll(() => menu(page).inputValue()).toBe('de');
    await page.getByRole('link', { name: de('home.start') }).click();
    await page.waitForURL('**/layout');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('');
    // Hydrated, not re-rendered: no mismatch between the server's German and the app's.
    expect(problems).toEqual([]);
  });

  it('takes ?lang=ja over the browser, and keeps it as the choice', async () => {
    const ja = wordsIn('ja');
    const { page, problems } = await newPage('en-US');
    await page.goto(`${origin()}/?lang=ja`);
    await page.getByText(ja('home.tagline')).waitFor();
    await appStarted(page);
    expect(await htmlLanguage(page)).toEqual(['ja', 'ltr']);
    expect(await menu(page).inputValue()).toBe('ja');
    // The next page, without the query, is sent in Japanese: the choice is kept (its cookie).
    const response = await page.goto(origin() + paths.layout);
    expect(await response?.text()).toContain('<html lang="ja" dir="ltr">');
    await appStarted(page);
    expect(await htmlLanguage(page)).toEqual(['ja', 'ltr']);
    expect(problems).toEqual([]);
  });

  it('switches with the menu in place, keeping the visit, and remembers the choice', async () => {
    const fr = wordsIn('fr');
    const en = wordsIn('en');
    const { page, problems } = await newPage('en-GB', {
      viewport: { width: 1280, height: 900 },
    });
    await openEditor(page, origin(), {
      layout: 3,
      photos: await Promise.all(
        [0, 120, 240].map(async (hue) => ({
          bytes: await photoJpeg(600, 450, hue),
          type: 'image/jpeg',
        })),
      ),
    });
    await page.getByRole('button', { name: 'Photo 3', exact: true }).waitFor();
    await appStarted(page);
    const heading = page.getByRole('heading', { level: 1 });
    const englishHeading = await heading.textContent();
    await menu(page).selectOption('fr');
    await expect.poll(() => htmlLanguage(page)).toEqual(['fr', 'ltr']);
    await expect.poll(() => heading.textContent()).not.toBe(englishHeading);
    // The same screen, the same photos: nothing of the visit was lost.
    expect(new URL(page.url()).pathname).toBe(paths.edit);
    await page.getByRole('link', { name: fr('shell.brand') }).waitFor();
    expect(await menu(page).getAttribute('aria-label')).toBe(fr('shell.language'));
    expect(await page.locator('.app-footer').textContent()).toBe(fr('shell.eventMode'));
    await page.reload();
    await appStarted(page);
    expect(await htmlLanguage(page)).toEqual(['fr', 'ltr']);
    await menu(page).selectOption('en');
    await expect.poll(() => page.locator('.app-footer').textContent()).toBe(en('shell.eventMode'));
    expect(problems).toEqual([]);
  });
});

/**
 * Checks the screen as a visitor at phone width sees it: in `language` (lang and dir), nothing
 * wider than the screen, and in Arabic no serious or critical axe violation. With
 * E2E_SCREENSHOTS=<folder> it keeps a screenshot of each screen there, to look at.
 */
async function checkScreen(page: Page, language: Language, name: string): Promise<void> {
  await expect
    .poll(() => htmlLanguage(page))
    .toEqual([language, language === 'ar' ? 'rtl' : 'ltr']);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
    wider: [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5),
  }));
  expect(widths.page, `${name}: ${widths.wider.join(', ')}`).toBeLessThanOrEqual(widths.screen);
  if (language === 'ar') expect(await seriousAxeViolations(page), name).toEqual([]);
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${language}-${name}.png`, fullPage: true });
}

async function photoFiles(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  return Promise.all(
    [20, 140, 260].map(async (hue, index) => ({
      name: `photo-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photoJpeg(800, 600, hue),
    })),
  );
}

describe.each([
  ['fr', 'ar'],
  ['ar', 'fr'],
] as const)('the whole visit in %s', (language, readerLanguage) => {
  it(`photos, strip, letter, and a friend who reads ${readerLanguage}`, async () => {
    const t = wordsIn(language);
    const message =
      language === 'fr'
        ? 'Chère Léa,\nmerci pour cette journée !'
        : 'عزيزتي ليلى،\nشكرًا على هذا اليوم!';
    const { page, problems } = await newPage(language === 'fr' ? 'fr-FR' : 'ar-EG');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: origin(),
    });
    const heading = (name: string) =>
      page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

    await page.goto(origin() + paths.home);
    await page.getByText(t('home.tagline')).waitFor();
    await checkScreen(page, language, 'home');
    await page.getByRole('link', { name: t('home.start') }).click();

    await heading(t('layout.title'));
    await appStarted(page);
    await page
      .getByRole('radio', { name: t('layout.poseCount', { count: 3 }), exact: true })
      .check();
    await page.getByRole('radio', { name: t('layout.sourceUpload'), exact: true }).check();
    // Each source's label on one line at 390 px, French's 'Prendre une photo' too.
    for (const key of ['layout.sourceUpload', 'layout.sourceCamera'] as const) {
      const label = page.getByText(t(key), { exact: true });
      const [height, lineHeight] = await label.evaluate((element) => [
        element.getBoundingClientRect().height,
        parseFloat(getComputedStyle(element).lineHeight),
      ]);
      expect(Math.round(height! / lineHeight!), t(key)).toBe(1);
    }
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t('layout.selectPhotos', { count: 3 }) }).click();
    await (await chooser).setFiles(await photoFiles());
    await page.getByText(t('layout.photosLoaded', { count: 3 })).waitFor();
    await checkScreen(page, language, 'layout');
    await page.getByRole('button', { name: t('layout.next'), exact: true }).click();

    await heading(t('editor.title'));
    await page
      .getByRole('button', { name: t('editor.photo', { number: 3 }), exact: true })
      .waitFor();
    await checkScreen(page, language, 'edit');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('editor.collectPhoto') }).click();
    expect((await download).suggestedFilename()).toBe('photostrip.png');

    await page.waitForURL(origin() + paths.download);
    await heading(t('download.title'));
    await checkScreen(page, language, 'download');
    await page.getByRole('link', { name: t('download.sendLetter') }).click();

    await heading(t('letter.writeTitle'));
    await page.getByRole('textbox', { name: t('letter.messageLabel') }).fill(message);
    await checkScreen(page, language, 'textbox');
    await page.getByRole('button', { name: t('letter.continue') }).click();

    await heading(t('letter.ownTitle'));
    await page.getByRole('button', { name: t('letter.copyLink') }).click();
    await page.getByRole('status').getByText(t('letter.toast'), { exact: true }).waitFor();
    await checkScreen(page, language, 'final-letter');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/final-letter\?id=[\w-]{22}$/);
    expect(problems).toEqual([]);

    // The friend reads the page in their own language; the letter stays as it was written.
    const reader = wordsIn(readerLanguage);
    const friend = await newPage(readerLanguage === 'fr' ? 'fr-BE' : 'ar');
    const response = await friend.page.goto(link);
    expect(await response?.text()).toContain(
      `<html lang="${readerLanguage}" dir="${readerLanguage === 'ar' ? 'rtl' : 'ltr'}">`,
    );
    await friend.page
      .getByRole('heading', { level: 1, name: reader('letter.friendTitle'), exact: true })
      .waitFor();
    expect(await friend.page.locator('.letter-message').innerText()).toBe(message);
    await checkScreen(friend.page, readerLanguage, 'friend');
    expect(friend.problems).toEqual([]);
  });
});
