import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/** axe-core's source, read once per test file. */
let axeSource: Promise<string> | undefined;

/**
 * The serious and critical axe violations on the page as it is now, as `id: targets`, so that
 * `expect(await seriousAxeViolations(page)).toEqual([])` fails on any and shows which.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFile(axePath, 'utf8').then(
    // axe waits on setTimeout between rules: it gets the browser's own timers, so that it also
    // finishes on a page whose time is Playwright's clock, paused (e2e/support/clock.ts).
    (source) => `(function (setTimeout, clearTimeout) {\n${source}\n}).call(window,
      (window.__pwClock?.builtins ?? window).setTimeout.bind(window),
      (window.__pwClock?.builtins ?? window).clearTimeout.bind(window));`,
  );
  // page.evaluate is not subject to the page's CSP, unlike an injected <script>.
  await page.evaluate(await axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}
