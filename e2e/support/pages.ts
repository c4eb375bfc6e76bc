import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { openPage, type PageProblem } from './browser.js';

/**
 * The pages a walk opens (several phones, a TV), closed after each test; what went wrong in
 * any of them while it ran (console errors, uncaught exceptions) fails that test.
 */
export function pagesClosedAfterEach(browser: () => Browser | undefined) {
  let opened: { page: Page; problems: PageProblem[] }[] = [];
  afterEach(async () => {
    const problems = opened.flatMap((entry) => entry.problems);
    for (const { page } of opened) await page.context().close();
    opened = [];
    expect(problems).toEqual([]);
  });
  return {
    /**
     * A page in a fresh context, a phone's (390×844) unless `viewport` says otherwise; `options`
     * adds to the context (touch, say).
     */
    async open(
      viewport = { width: 390, height: 844 },
      options: BrowserContextOptions = {},
    ): Promise<Page> {
      const entry = await openPage(browser(), viewport, options);
      opened.push(entry);
      return entry.page;
    },
    /** What the pages logged so far is expected (a test's own 404s): it fails nothing. */
    forgetProblems(): void {
      for (const entry of opened) entry.problems.length = 0;
    },
  };
}
