import type { Page } from 'playwright-core';

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
