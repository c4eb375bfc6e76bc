/**
 * The camera's shooting sequence (/sequence) on Playwright's clock: each pose's 'Get ready' wait
 * and countdown pass in page time, so a test sees every number without waiting for it.
 */
import type { Page } from 'playwright-core';
import { GET_READY_MS, TICK_MS } from '../../src/web/features/capture/sequence-machine.js';
import { runClockUntil, runClockUntilVisible } from './clock.js';

/** The clock's step while a pose is shot: a timer set just after a look loses at most this. */
const STEP_MS = 100;

/**
 * The least page time from 'Get ready' to the shot with a `timer` s countdown: the get-ready
 * wait and a tick per number, less one step (the wait may have begun just before the test saw
 * 'Get ready').
 */
export function poseMs(timer: number): number {
  return GET_READY_MS + timer * TICK_MS - STEP_MS;
}

/** What the sequence's overlay shows now. */
async function overlay(page: Page): Promise<{ count: number | null; flash: boolean }> {
  return page.evaluate(() => {
    const count = document.querySelector('.sequence-count')?.textContent;
    return {
      count: count ? Number(count) : null,
      flash: document.querySelector('.sequence-flash') !== null,
    };
  });
}

export interface PoseShot {
  /** The countdown's numbers, in the order they were shown. */
  counts: number[];
  /** Page time from 'Get ready' to the end of the countdown (the shot), in ms. */
  ms: number;
}

/**
 * Runs the page's paused clock (page.clock.install(), then pauseSoon) until /sequence says 'Get
 * ready for photo `pose` of `total`': the screen loads and the camera starts on the way.
 */
export async function untilGetReady(page: Page, pose: number, total: number): Promise<void> {
  await runClockUntilVisible(page, page.getByText(`Get ready for photo ${pose} of ${total}`), {
    step: STEP_MS,
  });
}

/**
 * Takes the pose whose 'Get ready' the page shows, on its paused clock: runs the clock until the
 * countdown has come and gone, noting each number shown. The photo itself is taken in real time
 * after that: wait for it by what the page shows.
 */
export async function shootPose(page: Page): Promise<PoseShot> {
  const counts: number[] = [];
  const ms = await runClockUntil(
    page,
    async () => {
      const { count, flash } = await overlay(page);
      if (count !== null && counts.at(-1) !== count) counts.push(count);
      return counts.length > 0 && (count === null || flash);
    },
    { step: STEP_MS },
  );
  return { counts, ms };
}
