/**
 * Live in the editor (issue 28, item 2), on a camera visit whose poses have clips (seeded by
 * support/live-visit.ts: grey photos, clip frames of changing colours, a black band in each):
 * the 'Live' switch, reached by the keyboard, makes each cell play its clip, all cells on the
 * same clip frame, framed (zoom, pan) exactly as the still; a sticker stays drawn over it and can
 * be dragged while it plays; the choice is kept with the visit. With reduced motion the stills
 * show until the switch is turned on, and off screen the cells pause. Six cells play with no
 * long task.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DECORATION, type Decoration } from '../src/model/decoration.js';
import { paths } from '../src/model/paths.js';
import { stripGeometry } from '../src/model/strip.js';
import { collectProblems, newContext, openPage, type PageProblem } from './support/browser.js';
import { editorReady } from './support/open-editor.js';
import { STILL_GREY, openLiveEditor } from './support/live-visit.js';
import { visitStoreEntry } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const { origin, browser } = sharedServerAndBrowser();
let page: Page;
let problems: PageProblem[];

afterEach(async () => {
  expect(problems).toEqual([]);
  await page.context().close();
});

type Colour = [number, number, number];
interface Shot {
  data: Buffer;
  width: number;
  height: number;
}

const geometry = stripGeometry(2);
const box = geometry.photos[0]!;
/** A black square emoji over the right of photo 1, where its clip shows colour. */
const SQUARE = { id: 1, x: box.x + box.width * 0.8 - 24, y: box.y + 70, width: 48, height: 48 };
const decoration: Decoration = {
  ...DEFAULT_DECORATION,
  stickers: [{ ...SQUARE, rotation: 0, char: '⬛' }],
  // Photo 1 zoomed and panned: its clip must show the same part of each frame.
  photoFrames: [
    { source: 0, zoom: 2, offsetX: 40, offsetY: 0 },
    { source: 1, zoom: 1, offsetX: 0, offsetY: 0 },
  ],
};

const liveSwitch = () => page.getByRole('switch', { name: 'Live' });
const cell = (n: number) => page.locator('.strip-photo').nth(n - 1);

/** What cell `n` shows on screen, as raw RGB. */
async function shootCell(n: number): Promise<Shot> {
  const png = await cell(n).screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function pixel(shot: Shot, fx: number, fy: number): Colour {
  const x = Math.min(shot.width - 1, Math.round(fx * shot.width));
  const y = Math.min(shot.height - 1, Math.round(fy * shot.height));
  const at = (y * shot.width + x) * 3;
  return [shot.data[at]!, shot.data[at + 1]!, shot.data[at + 2]!];
}

const spread = ([r, g, b]: Colour) => Math.max(r, g, b) - Math.min(r, g, b);
const isDark = (colour: Colour) => Math.max(...colour) < 60;

/** Across the cell's row at `fy`, which pixels are dark (the band, a sticker). */
function darkRow(shot: Shot, fy: number): boolean[] {
  return Array.from({ length: shot.width }, (_, x) => isDark(pixel(shot, x / shot.width, fy)));
}

/** The hue (degrees) of cell `n` at (80 %, 85 %), clear of the sticker and the band. */
let pair: { shots: Shot[] } | null = null;
async function cellHue(n: number): Promise<number> {
  // One screenshot of the strip for both cells, so they are seen at the same instant.
  if (!pair || n === 1) {
    const png = await page.getByTestId('strip-preview').screenshot();
    const strip = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const whole = { data: strip.data, width: strip.info.width, height: strip.info.height };
    pair = { shots: [whole] };
  }
  const whole = pair.shots[0]!;
  const target = geometry.photos[n - 1]!;
  const [r, g, b] = pixel(
    whole,
    (target.x + target.width * 0.8) / geometry.width,
    (target.y + target.height * 0.85) / geometry.height,
  ).map((channel) => channel / 255) as Colour;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector =
    max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return sector * 60;
}

/** Waits for the page to paint `count` frames (a player would have moved within them). */
async function paintedFrames(count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let painted = 0;
        const paint = () => (++painted >= frames ? resolve() : requestAnimationFrame(paint));
        requestAnimationFrame(paint);
      }),
    count,
  );
}

/** The clip frame each playing cell drew last, read at once. */
function framesShown(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.strip-photo-live')].map(
      (cell) => cell.dataset.clipFrame ?? '',
    ),
  );
}

/** Waits until every cell has drawn a clip frame. */
async function playing(cells: number): Promise<void> {
  await page.waitForFunction((count) => {
    const cells = [...document.querySelectorAll<HTMLElement>('.strip-photo-live')];
    return cells.length === count && cells.every((cell) => cell.dataset.clipFrame);
  }, cells);
}

describe('Live in the editor', () => {
  it('plays every cell in step, framed as its still, under the stickers, kept with the visit', async () => {
    ({ page, problems } = await openPage(browser(), { width: 1280, height: 800 }));
    // Turned off before (a camera strip starts live where motion is welcome).
    await openLiveEditor(page, origin(), { layout: 2, decoration, live: false });
    const still = [await shootCell(1), await shootCell(2)];
    expect(await liveSwitch().isChecked()).toBe(false);
    expect(spread(pixel(still[1]!, 0.8, 0.5))).toBeLessThan(12);
    expect(pixel(still[1]!, 0.8, 0.5)[0]).toBeCloseTo(STILL_GREY, -1.5);

    // By the keyboard: the switch is focused and pressed like any checkbox.
    await liveSwitch().focus();
    await page.keyboard.press('Space');
    expect(await liveSwitch().isChecked()).toBe(true);
    await playing(2);

    // Moving: cell 2's colour (its clip frames are hues, its photo grey) changes over time.
    const colours = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const shot = await shootCell(2);
      const colour = pixel(shot, 0.8, 0.5);
      expect(spread(colour)).toBeGreaterThan(100);
      colours.add(colour.map((channel) => Math.round(channel / 16)).join());
      await page.waitForTimeout(150);
    }
    expect(colours.size).toBeGreaterThanOrEqual(3);

    // In step on screen: at one instant, cell 2's hue is cell 1's + 40° (the same clip frame).
    for (let i = 0; i < 4; i += 1) {
      const [one, two] = [await cellHue(1), await cellHue(2)];
      const apart = ((((two - one - 40) % 360) + 540) % 360) - 180;
      expect(Math.abs(apart)).toBeLessThan(12);
    }

    // In step: both cells drew the same clip frame, every time we look.
    for (let i = 0; i < 10; i += 1) {
      const shown = await framesShown();
      expect(shown).toHaveLength(2);
      expect(new Set(shown).size).toBe(1);
      await page.waitForTimeout(40);
    }

    // Framed as the still: the black band lies where it lies in the still, zoomed and panned
    // (cell 1) and plain (cell 2), to a pixel or two at its edges.
    for (const n of [1, 2]) {
      const live = darkRow(await shootCell(n), 0.9);
      const stillRow = darkRow(still[n - 1]!, 0.9);
      expect(stillRow.filter(Boolean).length).toBeGreaterThan(10);
      const differ = live.filter((dark, x) => dark !== stillRow[x]).length;
      expect(differ).toBeLessThanOrEqual(4);
    }

    // The sticker is drawn over the clip: dark on screen where the clip under it is coloured.
    const scale = (await cell(1).boundingBox())!.width / box.width;
    const centre = {
      fx: (SQUARE.x + 24 - box.x) / box.width,
      fy: (SQUARE.y + 24 - box.y) / box.height,
    };
    // Under it, the clip's colour (the stickers hidden a moment to look).
    const hidden = await page.addStyleTag({ content: '.sticker-layer { visibility: hidden; }' });
    expect(spread(pixel(await shootCell(1), centre.fx, centre.fy))).toBeGreaterThan(100);
    await hidden.evaluate((style) => (style as HTMLStyleElement).remove());
    const sticker = pixel(still[0]!, centre.fx, centre.fy);
    expect(Math.max(...sticker)).toBeLessThan(100);
    for (let i = 0; i < 3; i += 1) {
      const shown = pixel(await shootCell(1), centre.fx, centre.fy);
      shown.forEach((channel, c) => expect(Math.abs(channel - sticker[c]!)).toBeLessThan(24));
      await page.waitForTimeout(100);
    }

    // Dragged while it plays: it moves, and the cells go on playing.
    const square = page.getByRole('button', { name: 'Sticker ⬛' });
    const at = (await square.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 - 20, at.y + at.height / 2 + 15, { steps: 4 });
    await page.mouse.move(at.x + at.width / 2 - 40, at.y + at.height / 2 + 30, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => Number(await square.getAttribute('data-x')))
      .toBeCloseTo(SQUARE.x - 40 / scale, -0.5);
    const before = (await framesShown())[0];
    await expect.poll(async () => (await framesShown())[0]).not.toBe(before);

    // Kept with the visit: a reload opens playing.
    await expect
      .poll(async () => ((await visitStoreEntry(page, 'current')) as { live?: boolean }).live)
      .toBe(true);
    await page.goto(origin() + paths.edit);
    await editorReady(page);
    expect(await liveSwitch().isChecked()).toBe(true);
    await playing(2);
  });

  it('shows stills with reduced motion until the switch is turned on (phone)', async () => {
    const context = await newContext(browser(), {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    page.setDefaultTimeout(30_000);
    problems = collectProblems(page);
    await openLiveEditor(page, origin(), { layout: 2 });
    expect(await liveSwitch().isChecked()).toBe(false);
    // The switch is on the first screen, above the strip.
    const toggle = (await page.locator('.live-toggle').boundingBox())!;
    const strip = (await page.getByTestId('strip-preview').boundingBox())!;
    expect(toggle.y + toggle.height).toBeLessThanOrEqual(Math.min(844, strip.y));
    expect(await page.locator('.strip-photo-live').count()).toBe(0);
    const first = await shootCell(1);
    // Twenty painted frames: a playing cell would have shown other clip frames by then.
    await paintedFrames(20);
    const later = await shootCell(1);
    expect(later.data.equals(first.data)).toBe(true);
    expect(spread(pixel(first, 0.8, 0.5))).toBeLessThan(12);

    await liveSwitch().click();
    await playing(2);
    const colours = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      colours.add(pixel(await shootCell(1), 0.8, 0.5).join());
      await page.waitForTimeout(150);
    }
    expect(colours.size).toBeGreaterThanOrEqual(3);

    // Scrolled off screen it pauses; back on screen it goes on (a shorter screen, so the
    // two-pose strip can leave it: on a phone the frame's controls are in a sheet, so little of
    // the page is below the strip).
    await page.setViewportSize({ width: 390, height: 360 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const away = (await page.getByTestId('strip-preview').boundingBox())!;
    expect(away.y + away.height).toBeLessThan(0);
    // Ten painted frames for the pause to take, then thirty in which nothing may move.
    await paintedFrames(10);
    const paused = await framesShown();
    await paintedFrames(30);
    expect(await framesShown()).toEqual(paused);
    await page.getByTestId('strip-preview').scrollIntoViewIfNeeded();
    await expect.poll(framesShown).not.toEqual(paused);
  });

  it('plays six cells with no long task', async () => {
    ({ page, problems } = await openPage(browser(), { width: 1280, height: 800 }));
    await openLiveEditor(page, origin(), { layout: 6, live: false });
    // The switch and its hint sit beside the strip, taking none of its room: the hint on two
    // lines at most (it was five, squeezed beside the switch over a 182 px strip).
    const strip = (await page.getByTestId('strip-preview').boundingBox())!;
    const toggle = (await page.locator('.editor-stage > .live-toggle').boundingBox())!;
    expect(strip.width).toBeGreaterThanOrEqual(320);
    expect(toggle.x).toBeGreaterThanOrEqual(strip.x + strip.width);
    expect(toggle.y + toggle.height).toBeLessThanOrEqual(800);
    const lines = await page.locator('.live-toggle-hint').evaluate((hint) => {
      const { height } = hint.getBoundingClientRect();
      return Math.round(height / parseFloat(getComputedStyle(hint).lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
    await liveSwitch().click();
    await playing(6);
    // From when all six play (turning it on renders the editor, as any switch does).
    await page.evaluate(() => {
      const durations: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    // Three seconds of playing (a whole boomerang is 3.07 s), looking at the frames shown.
    const seen = new Set<string>();
    const end = Date.now() + 3000;
    while (Date.now() < end) {
      const shown = await framesShown();
      expect(new Set(shown).size).toBe(1);
      seen.add(shown[0]!);
      await page.waitForTimeout(50);
    }
    // It moves (how many frames a look catches depends on how busy the machine is: 17 of 92
    // with five other test runs beside it, so only a few are asked for).
    expect(seen.size).toBeGreaterThanOrEqual(5);
    const longTasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    expect(longTasks).toEqual([]);
  });
});
