/**
 * The app's frame in Chromium: the header's way home. Each screen's page (its status, and the
 * heading of the screens the server renders) and the 404 page are whole-app tests
 * (test/server/app/routes/screen-pages.test.ts); the walks open every screen in a browser
 * (Start from / in e2e/booth-upload.test.ts, /sequence and /edit without their state in
 * e2e/booth-camera.test.ts and e2e/booth-upload.test.ts).
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { openPhonePage, type PageProblem } from './support/browser.js';
import { sharedServerAndBrowser } from './support/suite.js';

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

describe('navigation', () => {
  it('the Postbooth link in the header leads home, where only the heading names the site', async () => {
    await page.goto(origin() + paths.layout);
    await page.getByRole('banner').getByRole('link', { name: 'Postbooth' }).click();

    await page.waitForURL(origin() + paths.home);
    await expectHeading('Postbooth');
    expect(await page.getByText('Postbooth', { exact: true }).count()).toBe(1);
    // Intentionally changed with the languages: / has a header now, for the menu.
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link').count()).toBe(0);
    expect(await banner.getByRole('combobox', { name: 'Language' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
