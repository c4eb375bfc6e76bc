/**
 * The camera refused by the browser itself: Chromium with the fake camera but without the switch
 * that answers its permission prompt, so headless Chromium refuses (e2e/support/browser.ts).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '../src/model/paths.js';
import { cameraArgs, openPhonePage, type PageProblem } from './support/browser.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser({
  browserArgs: cameraArgs({ grant: false }),
  // The full browser's permission prompt, refused: the headless shell has none to refuse.
  visitorsBrowser: true,
});
let page: Page;
let problems: PageProblem[];

beforeEach(async () => {
  ({ page, problems } = await openPhonePage(browser()));
});

afterEach(async () => {
  await page.context().close();
});

it('keeps Next on /capture disabled while the camera is refused', async () => {
  await page.goto(origin() + paths.capture);
  await page.getByRole('heading', { level: 1, name: 'Camera', exact: true }).waitFor();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toContain('Camera access was refused');

  await page.getByRole('radio', { name: '3s', exact: true }).check();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  expect(await next.isDisabled()).toBe(true);
  expect(await page.getByText('The camera is needed to go on.').isVisible()).toBe(true);
  // The refusal is logged as a warning, never as an error.
  expect(problems).toEqual([]);
});
