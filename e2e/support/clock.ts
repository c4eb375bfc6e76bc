import type { Locator, Page } from 'playwright-core';

/**
 * Pauses the page's (installed) clock a moment ahead of its time, and returns that time. The
 * installed clock runs on with real time between two steps, so a busy machine may move it past
 * a fixed target on the way: then it tries again further ahead. (From here only runFor and
 * fastForward move time; anything that waits on the page's timers, like axe, needs resume().)
 */
export async function pauseSoon(page: Page): Promise<number> {
  for (let margin = 200; ; margin *= 2) {
    const at = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (error) {
      // 'Cannot fast-forward to the past': the page's time passed `at` on the way.
      if (margin > 10_000 || !String(error).includes('past')) throw error;
    }
  }
}

/**
 * Runs the page's paused clock `step` ms at a time until `done` answers true (asked before each
 * step), and answers how long the clock ran. For a wait that only page time ends: a timer the
 * page may set a moment after the test looks (an effect after a render) is still found by the
 * next step, so nothing depends on how fast the machine is. Throws after `limit` ms of page time.
 */
export async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  { step = 100, limit = 60_000, requests }: RunClockOptions = {},
): Promise<number> {
  for (let ran = 0; ; ran += step) {
    if (await done()) return ran;
    if (ran >= limit) throw new Error(`Not done after ${limit} ms of the page's clock.`);
    await page.clock.runFor(step);
    await requests?.settled();
  }
}

export interface RunClockOptions {
  step?: number;
  limit?: number;
  /**
   * The page's requests (`openRequests`), let end after each step: a timer that asks the server
   * is answered in real time, so a busy machine must not run the page's clock past the limit
   * while the answer is still on its way.
   */
  requests?: { settled(): Promise<void> };
}

/**
 * Runs the paused clock until `locator` is visible: a screen the app loads (a lazy route waits
 * on React's timers) or a step that a page timer begins. Answers how long the clock ran.
 */
export function runClockUntilVisible(
  page: Page,
  locator: Locator,
  options?: RunClockOptions,
): Promise<number> {
  return runClockUntil(page, () => locator.isVisible(), options);
}
