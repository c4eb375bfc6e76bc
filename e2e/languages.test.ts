/**
 * The booth in the visitor's language (README, Languages), in Chromium against the production
 * server: the language from ?lang=, the browser's languages and the saved choice; the menu that
 * switches in place without losing the visit; Arabic laid out right to left.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../src/model/languages.js';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import { collectProblems, type PageProblem } from './support/browser.js';
import { wordsIn } from './support/messages.js';
import { photoJpeg, seedVisit } from './support/strip-helpers.js';
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
  const context = await browser().newContext({ ...options, locale });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { page, problems: collectProblems(page) };
}

async function htmlLanguage(page: Page): Promise<[string, string]> {
  return page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
}

/** Waits until the app runs (the menu is enabled once it does). */
async function appStarted(page: Page): Promise<void> {
  await page.locator('.language-menu select:not([disabled])').waitFor();
}

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
    await page.goto(origin() + paths.home);
    await seedVisit(page, {
      layout: 3,
      photos: await Promise.all(
        [0, 120, 240].map(async (hue) => ({
          bytes: await photoJpeg(600, 450, hue),
          type: 'image/jpeg',
        })),
      ),
    });
    await page.goto(origin() + paths.edit);
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

export type { Language };
