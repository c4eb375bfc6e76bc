/**
 * A camera visit shot like a visitor shoots it, on the page's paused clock (support/sequence.ts),
 * with the fake camera the browser was launched with: /layout, /capture, every pose of
 * /sequence, then the editor.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { paths } from '../../src/model/paths.js';
import { pauseSoon } from './clock.js';
import { shootPose, untilGetReady } from './sequence.js';

/** The camera's own time a pose waits for before its countdown: a clip's second and a bit. */
const CAMERA_RUN_S = 1.2;

/**
 * Lets the camera show CAMERA_RUN_S of its picture before a pose is shot: the countdown passes
 * on the page's paused clock in a fraction of a second, but the camera's frames come in real
 * time, and a clip reaches a second before its shot. Counted on the video's own clock (the
 * frames presented), so a busy machine waits longer rather than shooting a short clip.
 */
export async function cameraRuns(page: Page): Promise<void> {
  await page.evaluate(
    (seconds) =>
      new Promise<void>((resolve) => {
        const video = document.querySelector('video');
        if (!video) throw new Error('No camera picture on the page');
        let start: number | null = null;
        const frame = (_now: number, shown: VideoFrameCallbackMetadata) => {
          start ??= shown.mediaTime;
          if (shown.mediaTime - start >= seconds) resolve();
          else video.requestVideoFrameCallback(frame);
        };
        video.requestVideoFrameCallback(frame);
      }),
    CAMERA_RUN_S,
  );
}

/** Shoots the pose whose 'Get ready' comes next, a clip's length after the camera ran. */
export async function shootLivingPose(page: Page, pose: number, total: number): Promise<void> {
  await untilGetReady(page, pose, total);
  await cameraRuns(page);
  await shootPose(page);
}

/**
 * After the last pose: the sequence opens the editor once that pose's clip is made, or after
 * CLIP_WAIT_MS of page time without it (a phone too slow for clips keeps its photos). The
 * page's clock stays paused until the editor's address shows, so a busy machine's clip, made
 * in real time, is waited for rather than dropped (a CI run lost one so); then it runs again.
 */
export async function untilEditorOpens(page: Page, origin: string): Promise<void> {
  await page.waitForURL(origin + paths.edit, { timeout: 60_000 });
  await page.clock.resume();
}

/**
 * Shoots a `poses`-pose strip with `filter` and a 3 s timer, and waits for the editor. The page's
 * clock must be installed (page.clock.install()); it runs again at the end.
 */
export async function shootCameraStrip(
  page: Page,
  origin: string,
  { poses, filter = 'Sepia' }: { poses: number; filter?: string },
): Promise<void> {
  await page.goto(origin + paths.layout);
  await page.getByRole('radio', { name: `${poses} Pose`, exact: true }).check();
  await page.getByRole('radio', { name: 'Take Photo', exact: true }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL(origin + paths.capture);
  await page.getByRole('radio', { name: filter, exact: true }).check();
  await page.getByRole('radio', { name: '3s', exact: true }).check();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect.poll(() => next.isEnabled()).toBe(true);
  await pauseSoon(page);
  await next.click();
  await page.waitForURL(origin + paths.sequence);
  for (let pose = 1; pose <= poses; pose += 1) await shootLivingPose(page, pose, poses);
  await untilEditorOpens(page, origin);
  await page.getByText(`${poses} photos ready for your strip`, { exact: false }).waitFor();
}
