import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { cameraArgs, newContext } from './support/browser.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser({ browserArgs: cameraArgs() });

/**
 * How /layout draws its two group headings and their groups. A screen's stylesheet stays in
 * the page once loaded, so these must not change after another screen has been shown.
 */
async function groupLooks(page: Page) {
  await page.getByRole('radio', { name: 'Take Photo', exact: true }).waitFor();
  return page.locator('fieldset').evaluateAll((groups) =>
    groups.map((group) => {
      const legend = getComputedStyle(group.querySelector('legend')!);
      const fieldset = getComputedStyle(group);
      return {
        legend: group.querySelector('legend')!.textContent,
        fontWeight: legend.fontWeight,
        fontFamily: legend.fontFamily,
        fontSize: legend.fontSize,
        letterSpacing: legend.letterSpacing,
        marginBottom: legend.marginBottom,
        groupMargin: fieldset.margin,
      };
    }),
  );
}

describe('screens keep their styles to themselves', () => {
  it('/layout looks the same after a visit to /capture', async () => {
    const context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(origin() + paths.layout);
      const before = await groupLooks(page);
      expect(before.map((group) => group.legend)).toEqual([
        'How many poses?',
        'Where do your photos come from?',
      ]);

      await page.getByRole('radio', { name: '2 Pose', exact: true }).check();
      await page.getByRole('radio', { name: 'Take Photo', exact: true }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Camera', exact: true }).waitFor();
      await page.getByRole('radio', { name: '3s', exact: true }).waitFor();
      await page.goBack();
      await page.waitForURL(origin() + paths.layout);

      expect(await groupLooks(page)).toEqual(before);
    } finally {
      await context.close();
    }
  });
});
