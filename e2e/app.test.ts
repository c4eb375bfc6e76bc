import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { openPhonePage, type PageProblem } from './support/browser.js';
import { sharedServerAndBrowser } from './support/suite.js';

const screens = [
  { path: paths.home, heading: 'Postbooth' },
  { path: paths.layout, heading: 'Choose your layout' },
  { path: paths.capture, heading: 'Camera' },
  // /sequence opened without the settings /capture gives sends the visitor to /layout.
  { path: paths.sequence, heading: 'Choose your layout' },
  // /edit without photos sends the visitor to /layout (e2e/booth-upload.test.ts).
  { path: paths.edit, heading: 'Choose your layout' },
  { path: paths.download, heading: 'Your photostrip' },
  { path: paths.textbox, heading: 'Write a letter' },
  { path: paths.finalLetter, heading: 'Your letter' },
];

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];

/** Waits until the screen's <h1> with exactly this text is visible. */
async function expectHeading(name: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name, exact: true });
  await heading.waitFor({ state: 'visible' });
  expect(await heading.isVisible()).toBe(true);
}

beforeEach(async () => {
  ({ page, problems } = await openPhonePage(browser()));
});

afterEach(async () => {
  await page.context().close();
});

describe('every screen opens at its own address', () => {
  it.each(screens)('$path shows $heading', async ({ path, heading }) => {
    const response = await page.goto(origin() + path);

    expect(response?.status()).toBe(200);
    await expectHeading(heading);
    expect(problems).toEqual([]);
  });
});

describe('an unknown address', () => {
  it('answers 404 and shows "Page not found" with a way back', async () => {
    const url = `${origin()}/no-such-page`;
    const response = await page.goto(url);

    expect(response?.status()).toBe(404);
    await expectHeading('Page not found');
    await page.getByRole('link', { name: 'Back to the start' }).click();
    await page.waitForURL(`${origin()}${paths.home}`);
    await expectHeading('Postbooth');
    // Chromium reports the 404 of the page itself as a failed resource; nothing else may fail.
    const pageNotFound = (problem: PageProblem) =>
      problem.url === url && problem.text.includes('status of 404');
    expect(problems.filter((problem) => !pageNotFound(problem))).toEqual([]);
  });
});

describe('navigation', () => {
  it('Start on the home screen leads to the layout choice', async () => {
    await page.goto(origin() + paths.home);
    await page.getByRole('link', { name: 'Start', exact: true }).click();

    await page.waitForURL(origin() + paths.layout);
    await expectHeading('Choose your layout');
    expect(problems).toEqual([]);
  });

  it('/ names the site once: its heading; its header holds only the language menu', async () => {
    await page.goto(origin() + paths.home);
    await expectHeading('Postbooth');
    expect(await page.getByText('Postbooth', { exact: true }).count()).toBe(1);
    // Intentionally changed with the languages: / has a header now, for the menu.
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link').count()).toBe(0);
    expect(await banner.getByRole('combobox', { name: 'Language' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('the Postbooth link in the header leads home', async () => {
    await page.goto(origin() + paths.layout);
    await page.getByRole('banner').getByRole('link', { name: 'Postbooth' }).click();

    await page.waitForURL(origin() + paths.home);
    await expectHeading('Postbooth');
    expect(problems).toEqual([]);
  });
});
