/**
 * Speed that holds, in CPU: on a CPU slowed 4× (Lighthouse's phone), the first page and a
 * friend's page, loaded from the production build, run few long tasks and little script
 * (support/page-budgets.ts), and a friend's page runs no app code until its reader's first
 * input. Run alone, after the other browser tests (vitest.config.ts, project `cpu-budgets`):
 * a test file loading pages beside it would lengthen these tasks, not the pages.
 */
import { describe, expect, it } from 'vitest';
import { APP_RUNS } from './support/browser.js';
import { budgetPages } from './support/budget-pages.js';
import { CPU_SLOWDOWN, cpuFigures, cpuProblems } from './support/page-budgets.js';
import { measurePageLoad, type PageLoad } from './support/page-load.js';
import { sharedServerAndBrowser } from './support/suite.js';

// The pages' CPU as the visitor's browser spends it, not the headless shell's.
const { origin, browser } = sharedServerAndBrowser({ visitorsBrowser: true });

/** Loads per page on the slowed CPU, at most: the least busy one counts. */
const SLOWED_LOADS = 3;

/**
 * Loads the page until the loads' least figures are within budget, at most SLOWED_LOADS times:
 * the least of more loads can only be lower, so once within budget they would change nothing
 * but the stage's time (a quiet machine passes on the first load).
 */
async function loadsUntilWithin(
  load: () => Promise<PageLoad>,
  within: (loads: readonly PageLoad[]) => boolean,
): Promise<PageLoad[]> {
  const loads: PageLoad[] = [];
  do loads.push(await load());
  while (loads.length < SLOWED_LOADS && !within(loads));
  return loads;
}

function leastOf(loads: readonly PageLoad[]): string {
  return loads.length === 1 ? 'one load' : `least of ${loads.length} loads`;
}

const pages = budgetPages(origin);

for (const [budget, pathOf] of pages) {
  /** A page that waits for its reader is measured with the app started by a first input. */
  const firstInput = budget.beforeInput !== undefined;
  describe(budget.name, () => {
    it(`has few long tasks and little script on a CPU slowed ${CPU_SLOWDOWN}×`, async () => {
      const loads = await loadsUntilWithin(
        () =>
          measurePageLoad(browser(), origin() + pathOf(), APP_RUNS, {
            cpuSlowdown: CPU_SLOWDOWN,
            firstInput,
          }),
        (tried) => cpuProblems(budget, tried).length === 0,
      );
      const figures = cpuFigures(loads);
      console.log(
        `${budget.name}, CPU slowed ${CPU_SLOWDOWN}×, ${leastOf(loads)}: ` +
          `${figures.longTasks} long tasks (budget ${budget.cpu.longTasks}), longest ` +
          `${figures.longestTaskMs.toFixed(0)} ms (${budget.cpu.longestTaskMs}), script ` +
          `${figures.scriptMs.toFixed(0)} ms (${budget.cpu.scriptMs}); each load's long tasks: ` +
          loads
            .map((load) => `[${load.longTasksMs.map((ms) => ms.toFixed(0)).join(' ')}]`)
            .join(' '),
      );
      // Something was measured: the app's start runs script even at its best.
      expect(figures.scriptMs).toBeGreaterThan(0);
      expect(cpuProblems(budget, loads)).toEqual([]);
    });

    if (firstInput) {
      it(`is read without the app until the first input, on a CPU slowed ${CPU_SLOWDOWN}×`, async () => {
        const loads = await loadsUntilWithin(
          () =>
            measurePageLoad(browser(), origin() + pathOf(), null, { cpuSlowdown: CPU_SLOWDOWN }),
          (tried) => cpuProblems(budget, tried, { beforeInput: true }).length === 0,
        );
        const figures = cpuFigures(loads);
        console.log(
          `${budget.name}, CPU slowed ${CPU_SLOWDOWN}×, before any input, ${leastOf(loads)}: ` +
            `${figures.longTasks} long tasks, script ` +
            `${figures.scriptMs.toFixed(0)} ms (budget ${budget.beforeInput?.scriptMs})`,
        );
        for (const load of loads) {
          expect(load.firstPaintMs).toBeGreaterThan(0);
          expect(load.appStartMs, 'the app started without an input').toBeNull();
        }
        expect(cpuProblems(budget, loads, { beforeInput: true })).toEqual([]);
      });
    }
  });
}
