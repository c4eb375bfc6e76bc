/**
 * Collect Photo against html2canvas (the original app's method), side by side in one run in
 * headless Chromium, on the production build. The strip: 6 uploaded photos with a
 * camera's grain (2400×1800, brought in at 2048×1536 as uploads are) and 20 stickers (18 emoji, 2 AI images from the built-in provider), the date
 * stamp on and a coloured frame.
 *
 * - Collect Photo: from the click to the file handed to the browser (the <a download> click),
 *   median of RUNS; the longest main-thread task (PerformanceObserver 'longtask', which reports
 *   tasks over 50 ms) during that time. Each run starts on a fresh /edit, as a visitor's does:
 *   the photos are decoded again every time. Three clicks:
 *   - as soon as the preview shows its photos and fonts (by then the strip has usually been
 *     rendered ahead already, 300 ms after the editor opened);
 *   - right after a change (the frame colour chosen away and back): the strip rendered ahead is
 *     stale, so it is drawn on the click, as every click was before the strip was rendered
 *     ahead;
 *   - once the page has settled (the button says data-strip-ready="true"): the click costs the
 *     50 ms pause of docs/using.md and little else. It is compared with 50 ms + html2canvas, as the
 *     original app paused too. Also the longest main-thread task while the strip renders ahead
 *     (from the preview shown to ready).
 * - html2canvas: the same preview element at the export's size (scale 1,200 / preview width), then canvas.toBlob
 *   PNG, median of RUNS. It also drops the photos' cover-cropping and any CSS filter, so it is
 *   the baseline for time only.
 *
 * Targets: Collect Photo at most 0.35 of html2canvas's time, and no main-thread task over
 * 100 ms during the export; the settled click at most 0.25 of (50 ms + html2canvas), and no
 * task over 50 ms while the strip renders ahead. Run after `npm run build`:
 *
 *   npx tsx bench/collect-vs-html2canvas.ts
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Decoration } from '../src/model/decoration.js';
import type { Sticker } from '../src/model/sticker.js';
import { MIN_EXPORT_WIDTH } from '../src/model/strip.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { grainyPhotoJpeg, seedDecoration } from '../e2e/support/strip-helpers.js';
import { instrumentClickToFile } from './click-to-file.js';

const RUNS = 7;
const TARGET_RATIO = 0.35;
const TARGET_TASK_MS = 100;
const TARGET_SETTLED_RATIO = 0.25;
/** The pause docs/using.md gives between hiding the handles and drawing the strip (COLLECT_DELAY_MS). */
const COLLECT_PAUSE_MS = 50;
const EMOJI = ['🚀', '🌈', '🎉', '⭐', '🐙', '🍕', '💖', '🌸', '🎈'];

const require = createRequire(import.meta.url);

interface Timing {
  ms: number;
  longestTaskMs: number;
  /** Collect Photo only: the longest task from the click until /download shows the strip. */
  longestUntilShownMs?: number;
  /** Settled Collect Photo only: the longest task while the strip was rendered ahead. */
  longestAheadMs?: number;
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

const fixed = (value: number) => value.toFixed(1).padStart(7);

function stickers(images: readonly string[]): Sticker[] {
  return Array.from({ length: 20 }, (_, i) => {
    const box = {
      id: i + 1,
      x: 8 + (i % 4) * 68,
      y: 30 + Math.floor(i / 4) * 250 + (i % 2) * 60,
      width: 64 + (i % 3) * 8,
      height: 64 + (i % 3) * 8,
      rotation: ((i * 23) % 90) - 45,
    };
    const src = i === 5 ? images[0] : i === 14 ? images[1] : undefined;
    return src ? { ...box, src } : { ...box, char: EMOJI[i % EMOJI.length]! };
  });
}

async function previewReady(page: Page): Promise<void> {
  await page.getByTestId('strip-preview').waitFor();
  await page.waitForFunction(() => {
    const images = [
      ...document.querySelectorAll<HTMLImageElement>('[data-testid="strip-preview"] img'),
    ];
    return images.length >= 8 && images.every((image) => image.complete && image.naturalWidth > 0);
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** When Collect Photo is clicked: see the header. */
type ClickAfter = 'preview shown' | 'a change' | 'settled';

/** One Collect Photo on the /edit shown. */
async function collectOnce(page: Page, after: ClickAfter): Promise<Timing> {
  await previewReady(page);
  let longestAheadMs: number | undefined;
  if (after === 'a change') {
    // Away and back: the strip is the same as the others, but the one rendered ahead is gone.
    await page.getByRole('button', { name: 'Royal Blue', exact: true }).click();
    await page.getByRole('button', { name: 'Forest Green', exact: true }).click();
  }
  if (after === 'settled') {
    const since = await page.evaluate(() => performance.now());
    await page.locator('button[data-strip-ready="true"]').waitFor();
    // Long tasks are reported after they end: give the observer a moment.
    await page.waitForTimeout(100);
    longestAheadMs = await page.evaluate((since) => {
      const { bench } = window as unknown as {
        bench: { tasks: { start: number; duration: number }[] };
      };
      let longest = 0;
      for (const task of bench.tasks) {
        if (task.start + task.duration > since) longest = Math.max(longest, task.duration);
      }
      return longest;
    }, since);
  }
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Collect Photo' }).click();
  await download;
  await page.waitForURL('**/download');
  await page.getByRole('img', { name: 'Your photostrip' }).waitFor();
  // Long tasks are reported after they end: give the observer a moment.
  await page.waitForTimeout(100);
  const timing = await page.evaluate(() => {
    const { bench } = window as unknown as {
      bench: { clickAt: number; fileAt: number; tasks: { start: number; duration: number }[] };
    };
    // Plain loops: tsx would wrap a named function in a helper the page lacks.
    const shownAt = performance.now() - 100;
    let duringExport = 0;
    let untilShown = 0;
    for (const task of bench.tasks) {
      if (task.start + task.duration <= bench.clickAt) continue;
      if (task.start < bench.fileAt) duringExport = Math.max(duringExport, task.duration);
      if (task.start < shownAt) untilShown = Math.max(untilShown, task.duration);
    }
    return {
      ms: bench.fileAt - bench.clickAt,
      longestTaskMs: duringExport,
      longestUntilShownMs: untilShown,
    };
  });
  await page.goBack();
  await page.waitForURL('**/edit');
  return longestAheadMs === undefined ? timing : { ...timing, longestAheadMs };
}

async function html2canvasOnce(page: Page, scale: number): Promise<Timing> {
  await previewReady(page);
  return page.evaluate(async (scale) => {
    type Html2Canvas = (element: HTMLElement, options: object) => Promise<HTMLCanvasElement>;
    const { html2canvas, bench } = window as unknown as {
      html2canvas: Html2Canvas;
      bench: { tasks: { start: number; duration: number }[] };
    };
    const preview = document.querySelector<HTMLElement>('[data-testid="strip-preview"]')!;
    const start = performance.now();
    const canvas = await html2canvas(preview, { scale, useCORS: true, logging: false });
    await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    const end = performance.now();
    // Long tasks are reported after they end: give the observer a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const during = bench.tasks.filter(
      (task) => task.start + task.duration > start && task.start < end,
    );
    return { ms: end - start, longestTaskMs: Math.max(0, ...during.map((task) => task.duration)) };
  }, scale);
}

const work = await mkdtemp(join(tmpdir(), 'postbooth-collect-bench-'));
const server = await startServer();
const browser = await launchBrowser();
try {
  const files = await Promise.all(
    [0, 50, 110, 170, 230, 300].map(async (hue, i) => {
      const path = join(work, `photo-${i}.jpg`);
      await writeFile(path, await grainyPhotoJpeg(2400, 1800, hue));
      return path;
    }),
  );
  const ai = await fetch(server.url + '/api/ai/decorations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ theme: 'ocean party' }),
  });
  const { stickers: images } = (await ai.json()) as { stickers: string[] };

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(instrumentClickToFile, 'Collect Photo');
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);

  // The upload path, as a visitor brings six photos.
  await page.goto(server.url + '/layout');
  await page.getByRole('radio', { name: '6 Pose', exact: true }).check();
  await page.getByRole('radio', { name: 'Upload', exact: true }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select 6 Photo(s)' }).click();
  await (await chooser).setFiles(files);
  await page.getByText(/^6 photos loaded/).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForURL('**/edit');
  await page.getByTestId('strip-preview').waitFor();
  const decoration: Decoration = {
    dateStamp: true,
    frameColour: '#2A9D8F',
    stickers: stickers(images),
  };
  await seedDecoration(page, decoration);
  await page.reload();
  await previewReady(page);
  // html2canvas, from its published file; page.evaluate is not subject to the page's CSP.
  await page.evaluate(
    await readFile(require.resolve('html2canvas/dist/html2canvas.min.js'), 'utf8'),
  );

  const size = await page.getByTestId('strip-preview').evaluate((el) => {
    const { width, height } = el.getBoundingClientRect();
    return { width, height };
  });
  const exportWidth = Math.max(2 * size.width, MIN_EXPORT_WIDTH);

  // Warm up both (worker start, JIT, lazy chunks), then alternate so both see the same machine.
  await collectOnce(page, 'preview shown');
  await collectOnce(page, 'a change');
  await collectOnce(page, 'settled');
  await html2canvasOnce(page, exportWidth / size.width);
  const ours: Timing[] = [];
  const changed: Timing[] = [];
  const settled: Timing[] = [];
  const theirs: Timing[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    ours.push(await collectOnce(page, 'preview shown'));
    changed.push(await collectOnce(page, 'a change'));
    settled.push(await collectOnce(page, 'settled'));
    theirs.push(await html2canvasOnce(page, exportWidth / size.width));
  }

  const exportHeight = Math.round((exportWidth * size.height) / size.width);
  console.log(
    `Collect Photo vs html2canvas: 6 poses, 20 stickers, preview ${size.width}×${Math.round(size.height)} CSS px, ` +
      `export ${exportWidth}×${exportHeight} px, ${RUNS} runs each`,
  );
  console.log('                                 median      min      max   longest task (max)');
  const rows: [string, Timing[]][] = [
    ['Collect Photo (click → file)', ours],
    ['  the same, right after a change', changed],
    ['  the same, page settled', settled],
    [`html2canvas scale ${(exportWidth / size.width).toFixed(2)} + toBlob`, theirs],
  ];
  for (const [name, timings] of rows) {
    const time = stats(timings.map((t) => t.ms));
    const task = stats(timings.map((t) => t.longestTaskMs));
    console.log(
      `${name.padEnd(30)}${fixed(time.median)}  ${fixed(time.min)}  ${fixed(time.max)}  ${fixed(task.max)}`,
    );
  }
  const theirsMedian = stats(theirs.map((t) => t.ms)).median;
  const ratio = stats(ours.map((t) => t.ms)).median / theirsMedian;
  const changedRatio = stats(changed.map((t) => t.ms)).median / theirsMedian;
  const longest = Math.max(...[...ours, ...changed, ...settled].map((t) => t.longestTaskMs));
  console.log(
    `ratio ${ratio.toFixed(2)} of html2canvas's median time, right after a change ` +
      `${changedRatio.toFixed(2)} (target ≤ ${TARGET_RATIO}): ` +
      (Math.max(ratio, changedRatio) <= TARGET_RATIO ? 'met' : 'NOT met'),
  );
  console.log(
    `longest main-thread task during Collect Photo (all three clicks): ${longest.toFixed(0)} ms ` +
      `(target ≤ ${TARGET_TASK_MS} ms; 0 means none over 50 ms): ` +
      (longest <= TARGET_TASK_MS ? 'met' : 'NOT met'),
  );
  const untilShown = stats(ours.map((t) => t.longestUntilShownMs ?? 0)).max;
  console.log(
    `longest main-thread task from the click until /download shows the strip (storing it, ` +
      `the next screen): ${untilShown.toFixed(0)} ms`,
  );
  const settledMedian = stats(settled.map((t) => t.ms)).median;
  const settledRatio = settledMedian / (COLLECT_PAUSE_MS + theirsMedian);
  console.log(
    `settled: ratio ${settledRatio.toFixed(2)} of (${COLLECT_PAUSE_MS} ms pause + html2canvas's ` +
      `median) (target ≤ ${TARGET_SETTLED_RATIO}): ` +
      (settledRatio <= TARGET_SETTLED_RATIO ? 'met' : 'NOT met') +
      `; beyond the pause: ${(settledMedian - COLLECT_PAUSE_MS).toFixed(1)} ms`,
  );
  const settledLongest = Math.max(
    stats(settled.map((t) => t.longestTaskMs)).max,
    stats(settled.map((t) => t.longestUntilShownMs ?? 0)).max,
  );
  const ahead = stats(settled.map((t) => t.longestAheadMs ?? 0)).max;
  console.log(
    `settled: longest main-thread task from the click until /download shows the strip: ` +
      `${settledLongest.toFixed(0)} ms; while the strip rendered ahead: ${ahead.toFixed(0)} ms ` +
      `(0 means none over 50 ms)`,
  );
  const met =
    Math.max(ratio, changedRatio) <= TARGET_RATIO &&
    longest <= TARGET_TASK_MS &&
    settledRatio <= TARGET_SETTLED_RATIO;
  process.exitCode = met ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
