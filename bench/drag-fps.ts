/**
 * Frames per second while one of 30 stickers is dragged on /edit (docs/development.md, Benchmarks: 55 or more), in
 * headless Chromium on the production build. The mouse circles for about DRAG_MS in small
 * steps (one every few milliseconds, more often than frames), while the page counts its
 * requestAnimationFrame callbacks. The baseline, measured in the same run, is the page's own
 * frame rate with nothing moving: headless Chromium's frame clock, the most any drag can reach.
 *
 *   npx tsx bench/drag-fps.ts
 */
import type { Page } from 'playwright-core';
import type { Sticker } from '../src/model/sticker.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { openEditor } from '../e2e/support/open-editor.js';
import { photoJpeg } from '../e2e/support/strip-helpers.js';

const STICKERS = 30;
const DRAG_MS = 2000;
const TARGET_FPS = 55;
const EMOJI = ['🚀', '🌈', '🎉', '⭐', '🐙', '🍕', '💖', '🌸', '🎈', '🦄'];

interface FrameCount {
  frames: number;
  seconds: number;
  longestFrameMs: number;
}

function stickers(): Sticker[] {
  return Array.from({ length: STICKERS }, (_, i) => ({
    id: i + 1,
    x: 8 + (i % 5) * 56,
    y: 20 + Math.floor(i / 5) * 110,
    width: 56,
    height: 56,
    rotation: ((i * 29) % 120) - 60,
    char: EMOJI[i % EMOJI.length]!,
  }));
}

/** Starts counting animation frames in the page; the returned call stops and answers. */
async function countFrames(page: Page): Promise<() => Promise<FrameCount>> {
  // A string, not a function: tsx would wrap a named function in a helper the page lacks.
  await page.evaluate(`(() => {
    const state = { frames: 0, first: 0, last: 0, longest: 0, running: true };
    window.frameCount = state;
    requestAnimationFrame(function tick(now) {
      if (!state.running) return;
      if (state.frames === 0) state.first = now;
      else state.longest = Math.max(state.longest, now - state.last);
      state.last = now;
      state.frames += 1;
      requestAnimationFrame(tick);
    });
  })()`);
  return () =>
    page.evaluate(() => {
      const state = (
        window as unknown as {
          frameCount: {
            frames: number;
            first: number;
            last: number;
            longest: number;
            running: boolean;
          };
        }
      ).frameCount;
      state.running = false;
      return {
        // Frames after the first, over the time from the first to the last.
        frames: state.frames - 1,
        seconds: (state.last - state.first) / 1000,
        longestFrameMs: state.longest,
      };
    });
}

const fps = (count: FrameCount) => count.frames / count.seconds;

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const photos = await Promise.all(
    [0, 70, 140, 210, 280, 330].map(async (hue) => ({
      bytes: await photoJpeg(1280, 960, hue),
      type: 'image/jpeg',
    })),
  );
  await openEditor(page, server.url, {
    layout: 6,
    photos,
    decoration: { dateStamp: true, frameColour: '#FFE5E5', stickers: stickers() },
  });
  const shown = await page.locator('[data-sticker-id]').count();
  if (shown !== STICKERS)
    throw new Error(`Expected ${STICKERS} stickers on the preview, saw ${shown}.`);

  const sticker = page.locator('[data-sticker-id="13"]');
  await sticker.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);

  // Baseline: nothing moving.
  let stop = await countFrames(page);
  await page.waitForTimeout(DRAG_MS);
  const idle = await stop();

  // The drag: press on the sticker, circle around, release.
  const box = (await sticker.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const xBefore = await sticker.getAttribute('data-x');
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  stop = await countFrames(page);
  const started = Date.now();
  let moves = 0;
  while (Date.now() - started < DRAG_MS) {
    const angle = ((Date.now() - started) / 1000) * Math.PI * 2;
    await page.mouse.move(centre.x + 50 * Math.sin(angle), centre.y + 50 * (1 - Math.cos(angle)));
    moves += 1;
    await new Promise((resolve) => setTimeout(resolve, 4));
  }
  const dragging = await stop();
  await page.mouse.up();
  const moved = (await sticker.getAttribute('data-x')) !== xBefore;

  const line = (name: string, count: FrameCount) =>
    `${name.padEnd(32)}${fps(count).toFixed(1).padStart(6)} fps  ` +
    `(${count.frames} frames in ${count.seconds.toFixed(2)} s, longest frame ${count.longestFrameMs.toFixed(1)} ms)`;
  console.log(
    `Dragging one of ${STICKERS} stickers on /edit, ${moves} pointer moves in ${DRAG_MS} ms`,
  );
  console.log(line('idle page (baseline)', idle));
  console.log(line('while dragging', dragging));
  console.log(
    `ratio to the idle frame rate ${(fps(dragging) / fps(idle)).toFixed(2)}; ` +
      `target ≥ ${TARGET_FPS} fps: ${fps(dragging) >= TARGET_FPS ? 'met' : 'NOT met'}` +
      (moved ? '' : ' (the sticker did NOT move: the drag was not measured)'),
  );
  process.exitCode = fps(dragging) >= TARGET_FPS && moved ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
