/**
 * The byte budget's test of one page (e2e/page-budgets.test.ts for `/`,
 * e2e/page-budgets-friend.test.ts for a friend's page, one file each so that neither runs past
 * 30 s): the JavaScript and CSS it fetches before and after the first paint in every language,
 * and the app started only after that paint. Call it at a test file's top level.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/model/languages.js';
import { APP_RUNS } from './browser.js';
import { budgetPages } from './budget-pages.js';
import { byteFigures, byteProblems, type PageBudget } from './page-budgets.js';
import { measurePageLoad, type PageLoad } from './page-load.js';

export function describeByteBudget(
  which: PageBudget,
  origin: () => string,
  browser: () => Browser,
): void {
  const pages = budgetPages(origin).filter(([budget]) => budget === which);
  for (const [budget, pathOf] of pages) {
    /** A page that waits for its reader is measured with the app started by a first input. */
    const firstInput = budget.beforeInput !== undefined;
    describe(budget.name, () => {
      it('fetches its JavaScript and CSS within budget in every language, the app after the paint', async () => {
        // Four languages at a time: bytes and the order of the start do not depend on the CPU.
        const loads: [string, PageLoad][] = [];
        for (let first = 0; first < LANGUAGES.length; first += 4) {
          const codes = LANGUAGES.slice(first, first + 4).map(({ code }) => code);
          loads.push(
            ...(await Promise.all(
              codes.map(
                async (code) =>
                  [
                    code,
                    await measurePageLoad(browser(), origin() + pathOf(), APP_RUNS, {
                      locale: code,
                      firstInput,
                    }),
                  ] as [string, PageLoad],
              ),
            )),
          );
        }
        const problems: string[] = [];
        let heaviest = 0;
        for (const [code, load] of loads) {
          expect(load.firstPaintMs, `${budget.name} in ${code} painted`).toBeGreaterThan(0);
          problems.push(...byteProblems(budget, code, load));
          heaviest = Math.max(heaviest, byteFigures(load).scriptKb);
        }
        // The figure beside its budget in the test's output: the room left.
        console.log(
          `${budget.name}: JavaScript ${heaviest.toFixed(1)} KB gzipped in the heaviest ` +
            `language, budget ${budget.bytes.scriptKb} KB`,
        );
        expect(problems).toEqual([]);
      });
    });
  }
}
