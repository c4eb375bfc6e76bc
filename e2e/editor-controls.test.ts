/**
 * The editor's controls column on /edit, against the production server: date stamp, frame
 * palette, the lazily loaded emoji picker and the AI box with the built-in offline provider (a
 * failing provider's messages: e2e/editor-ai-failures.test.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { FOOTER_HEIGHT, STRIP_PADDING, STRIP_WIDTH } from '../src/model/strip.js';
import { seriousAxeViolations } from './support/axe.js';
import { collectProblems, newContext, type PageProblem } from './support/browser.js';
import { openEditor } from './support/open-editor.js';
import { photoJpeg } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

/** Marks the picker's code: its stylesheet's class for native emoji. */
const PICKER_MARK = '__EmojiPicker__';
const BASE_ENV = { RATE_LIMIT_AI: '100' };

const shared = sharedServerAndBrowser({ env: BASE_ENV });
let folder: string;
let photos: string[];

/** The one page of the offline-provider server, on /edit with two photos. */
let page: Page;
let problems: PageProblem[];
/** Every request the page made, with the scripts' bodies (for the lazy-loading checks). */
const requests: Request[] = [];
const scripts: { url: string; body: string }[] = [];

async function makePhoto(name: string, colour: string): Promise<string> {
  const path = join(folder, name);
  await sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .png()
    .toFile(path);
  return path;
}

/** Walks /layout → Upload → /edit with two photos, as a visitor. */
async function walkToEditor(on: Page, origin: string): Promise<void> {
  await on.goto(origin + paths.layout);
  await on.getByRole('radio', { name: '2 Pose', exact: true }).check();
  await on.getByRole('radio', { name: 'Upload', exact: true }).check();
  const chooser = on.waitForEvent('filechooser');
  await on.getByRole('button', { name: 'Select 2 Photo(s)' }).click();
  await (await chooser).setFiles(photos);
  await on.getByText(/^2 photos loaded/).waitFor();
  await on.getByRole('button', { name: 'Next', exact: true }).click();
  await on.waitForURL(origin + paths.edit);
  await on.getByRole('switch', { name: 'Date stamp' }).waitFor();
}

/** Opens /edit on a visit of the same two photos seeded into storage (the walk is proven above). */
/** A 1366×900 page of its own, collecting its problems. */
async function openPage(): Promise<{ page: Page; problems: PageProblem[] }> {
  const context = await newContext(shared.browser(), {
    viewport: { width: 1366, height: 900 },
  });
  const opened = await context.newPage();
  opened.setDefaultTimeout(15_000);
  return { page: opened, problems: collectProblems(opened) };
}

/** 😀 in its own category (it shows again under Frequently Used once picked). */
const grinningFace = () =>
  page
    .getByRole('rowgroup', { name: 'Smileys & People' })
    .getByRole('gridcell', { name: 'grinning face', exact: true });
const preview = (on: Page = page) => on.getByTestId('strip-preview');
const stickers = (name: string, on: Page = page) =>
  preview(on).getByRole('button', { name, exact: true });
const themeInput = (on: Page = page) => on.getByRole('textbox', { name: 'Theme', exact: true });
const generateButton = (on: Page = page) =>
  on.getByRole('button', { name: /^(Generate|Generating\.\.\.)$/ });

async function previewBackground(): Promise<string> {
  return preview().evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Today as the date stamp writes it, in the page's locale. */
async function today(): Promise<string> {
  return page.evaluate(() =>
    new Date().toLocaleDateString(undefined, { month: 'long', day: 'numeric', year: 'numeric' }),
  );
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'postbooth-controls-'));
  photos = [await makePhoto('one.png', '#e63946'), await makePhoto('two.png', '#457b9d')];

  // The first page, then /edit, in one tab: every request and script is recorded from the start.
  ({ page, problems } = await openPage());
  page.on('request', (request) => requests.push(request));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: (await response.body()).toString('utf8') });
  });
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the emoji picker', () => {
  it('is not loaded by the first page', async () => {
    const origin = shared.origin();
    await page.goto(origin + paths.home, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.body.includes(PICKER_MARK))).toEqual([]);
  });

  it('loads in its own chunk on /edit, native emoji only, nothing from another origin', async () => {
    const origin = shared.origin();
    const before = requests.length;
    await walkToEditor(page, origin);
    await grinningFace().waitFor();

    const pickerChunks = scripts.filter((script) => script.body.includes(PICKER_MARK));
    expect(pickerChunks).toHaveLength(1);
    // Not the editor screen's own chunk: the picker arrives after it, on its own.
    expect(pickerChunks[0]!.body).not.toContain('Collect Photo');

    const opened = requests.slice(before);
    const elsewhere = opened
      .map((request) => request.url())
      .filter((url) => !url.startsWith(origin + '/') && !/^(data|blob):/.test(url));
    expect(elsewhere).toEqual([]);
    const images = opened
      .filter((request) => request.resourceType() === 'image')
      .map((request) => request.url())
      .filter((url) => !/^(data|blob):/.test(url));
    expect(images).toEqual([]);

    // Native: the cells hold the characters themselves, no <img>.
    const cell = grinningFace();
    expect(await cell.textContent()).toBe('😀');
    expect(await page.locator('.emoji-panel img').count()).toBe(0);
    const box = await page.locator('.emoji-panel .EmojiPickerReact').boundingBox();
    expect(box?.height).toBe(250);
    expect(problems).toEqual([]);
  });

  it('adds an emoji sticker with a click, and another by dragging it onto the preview', async () => {
    const grinning = stickers('Sticker 😀');
    const before = await grinning.count();
    await grinningFace().click();
    await expect.poll(() => grinning.count()).toBe(before + 1);

    await grinningFace().dragTo(preview(), { targetPosition: { x: 60, y: 60 } });
    await expect.poll(() => grinning.count()).toBe(before + 2);
    expect(problems).toEqual([]);
  });
});

describe('date stamp and frame colour', () => {
  it('the date stamp is on by default and the switch hides and shows the date', async () => {
    const toggle = page.getByRole('switch', { name: 'Date stamp', exact: true });
    const date = preview().getByText(await today(), { exact: true });
    if (!(await toggle.isChecked())) await toggle.click();
    await date.waitFor();
    // The strip's height in strip units (it is STRIP_WIDTH units wide).
    const units = async () => {
      const box = (await preview().boundingBox())!;
      return (box.height / box.width) * STRIP_WIDTH;
    };
    const stamped = await units();
    await toggle.click();
    expect(await toggle.isChecked()).toBe(false);
    await date.waitFor({ state: 'detached' });
    // No empty footer band: the strip ends with the frame's margin under its last photo.
    expect(stamped - (await units())).toBeCloseTo(FOOTER_HEIGHT - STRIP_PADDING, 0);
    await toggle.click();
    await date.waitFor();
    expect(await units()).toBeCloseTo(stamped, 1);
  });

  it('each palette button is named by its label and sets the frame colour', async () => {
    const expected: [string, string][] = [
      ['Ruby Red', 'rgb(230, 57, 70)'],
      ['Jet Black', 'rgb(0, 0, 0)'],
      ['Mint Cream', 'rgb(168, 218, 220)'],
      ['Pure White', 'rgb(255, 255, 255)'],
    ];
    const palette = page.getByRole('group', { name: 'Frame colour' });
    expect(await palette.getByRole('button').count()).toBe(11);
    for (const [label, rgb] of expected) {
      const button = palette.getByRole('button', { name: label, exact: true });
      await button.click();
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      expect(await palette.locator('[aria-pressed="true"]').count()).toBe(1);
      await expect.poll(previewBackground).toBe(rgb);
    }
  });

  it('Custom sets any colour through the colour input', async () => {
    await page.getByLabel('Custom', { exact: true }).fill('#123456');
    await expect.poll(previewBackground).toBe('rgb(18, 52, 86)');
    const palette = page.getByRole('group', { name: 'Frame colour' });
    expect(await palette.locator('[aria-pressed="true"]').count()).toBe(0);
    expect(await page.getByLabel('Custom', { exact: true }).inputValue()).toBe('#123456');
    await page.getByText('Dark Slate Gray #123456', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('the AI box with the built-in provider', () => {
  it('generates a swatch and three 56 px stickers; they apply and add', async () => {
    // Held back until the generating state has been seen.
    let release: (value: undefined) => void = () => undefined;
    const held = new Promise<undefined>((resolve) => (release = resolve));
    await page.route('**/api/ai/decorations', async (route) => {
      await held;
      await route.continue();
    });
    await themeInput().fill('beach party');
    await themeInput().press('Enter');
    const busy = page.getByRole('button', { name: 'Generating...', exact: true });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await themeInput().isDisabled()).toBe(true);
    release(undefined);

    const swatch = page.getByRole('button', { name: /^Apply frame colour #[0-9a-f]{6}$/ });
    await swatch.waitFor();
    await page.unroute('**/api/ai/decorations');
    expect(await generateButton().textContent()).toBe('Generate');
    expect(await themeInput().isEnabled()).toBe(true);

    // Named by its visible text, 'Apply frame colour #rrggbb' (the colour's name describes it).
    const hex = /#[0-9a-f]{6}$/.exec((await swatch.textContent()) ?? '')![0];
    expect(await swatch.textContent()).toContain(hex);
    const thumbnails = page.getByRole('button', { name: /^Add AI sticker [123]$/ });
    expect(await thumbnails.count()).toBe(3);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.ai-sticker img')).every(
        (image) => image.complete && image.naturalWidth > 0,
      ),
    );
    const sizes = await page
      .locator('.ai-sticker img')
      .evaluateAll((images) =>
        images.map((image) => [
          image.getBoundingClientRect().width,
          image.getBoundingClientRect().height,
        ]),
      );
    expect(sizes).toEqual([
      [56, 56],
      [56, 56],
      [56, 56],
    ]);

    const name = (await page.locator('.ai-colour-name').textContent())?.trim();
    await swatch.click();
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    await expect.poll(previewBackground).toBe(`rgb(${r}, ${g}, ${b})`);
    // Applied, it keeps the name the AI box gave it.
    expect(await page.locator('.palette-chosen').textContent()).toBe(name);

    const images = stickers('Sticker (image)');
    const before = await images.count();
    await page.getByRole('button', { name: 'Add AI sticker 1', exact: true }).click();
    await expect.poll(() => images.count()).toBe(before + 1);
    await page
      .getByRole('button', { name: 'Add AI sticker 2', exact: true })
      .dragTo(preview(), { targetPosition: { x: 80, y: 120 } });
    await expect.poll(() => images.count()).toBe(before + 2);
    expect(problems).toEqual([]);
  });

  it('axe finds no serious or critical violation with the picker and AI results shown', async () => {
    await grinningFace().waitFor();
    await page.getByRole('button', { name: 'Add AI sticker 3', exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('no request of the whole visit left our origin', () => {
    const origin = shared.origin();
    const elsewhere = requests
      .map((request) => request.url())
      .filter((url) => !url.startsWith(origin + '/') && !/^(data|blob):/.test(url));
    expect(elsewhere).toEqual([]);
  });
});

describe('controls where the eye is (desktop and tablet)', () => {
  /** A page of its own at this size, on /edit with `poses` photos, scrolled to the top. */
  async function sixPoses(width: number, height: number, poses: 4 | 6 = 6): Promise<Page> {
    const context = await newContext(shared.browser(), { viewport: { width, height } });
    const opened = await context.newPage();
    opened.setDefaultTimeout(15_000);
    const seeded = await Promise.all(
      [0, 60, 120, 180, 240, 300].slice(0, poses).map(async (hue) => ({
        bytes: await photoJpeg(320, 240, hue),
        type: 'image/jpeg',
      })),
    );
    await openEditor(opened, shared.origin(), { layout: poses, photos: seeded });
    await opened.evaluate(() => window.scrollTo(0, 0));
    return opened;
  }

  type Box = { x: number; y: number; width: number; height: number };
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('Not shown.');
    return found;
  };

  it('a six-pose strip takes the room beside the controls; Collect Photo is on the first screen and never over it', async () => {
    for (const [width, height] of [
      [1280, 800],
      [1024, 768],
      [820, 1180],
    ] as const) {
      const on = await sixPoses(width, height);
      const collect = on.getByRole('button', { name: 'Collect Photo' });
      expect((await box(collect)).y + (await box(collect)).height).toBeLessThanOrEqual(height);
      // At least 40 % of the screen's height wide, or of its width where that is less: faces
      // and stickers large enough to work on (it was 124 px at 1280 × 800).
      const strip = await box(preview(on));
      expect(strip.width).toBeGreaterThanOrEqual(Math.floor(0.4 * Math.min(width, height)) - 1);
      // Wherever the page is scrolled, the button lies clear of the strip.
      for (const share of [0, 0.5, 1]) {
        await on.evaluate(
          (at) => window.scrollTo(0, at * document.documentElement.scrollHeight),
          share,
        );
        const [shown, button] = [await box(preview(on)), await box(collect)];
        const apart =
          button.y + button.height <= shown.y ||
          button.y >= shown.y + shown.height ||
          button.x + button.width <= shown.x ||
          button.x >= shown.x + shown.width;
        expect(apart, `${width}×${height} scrolled to ${share}`).toBe(true);
      }
      await on.context().close();
    }
  });

  it('a four-pose strip shows whole on the first screen at 1280 × 800, 230 px wide, Collect Photo beside it', async () => {
    const on = await sixPoses(1280, 800, 4);
    const [strip, collect] = [
      await box(preview(on)),
      await box(on.getByRole('button', { name: 'Collect Photo' })),
    ];
    // It was 964 px tall, its foot two thirds of a screen down; then 182 px wide under Collect
    // Photo. Now the strip's column is the strip, Collect Photo in the column beside it.
    expect(strip.y).toBeGreaterThanOrEqual(0);
    expect(strip.y + strip.height).toBeLessThanOrEqual(800);
    expect(strip.width).toBeGreaterThanOrEqual(230);
    expect(collect.y).toBeGreaterThanOrEqual(0);
    expect(collect.y + collect.height).toBeLessThanOrEqual(800);
    expect(collect.x).toBeGreaterThanOrEqual(strip.x + strip.width);
    expect(collect.x + collect.width).toBeLessThanOrEqual(1280);
    // Nothing moves as stickers and photos are added, selected and let go, at the top of the
    // page or at its end: the hint's room is kept beside Undo and Redo, the photo's toolbar
    // floats. (At the end the first sticker's hint, under the strip then, lifted it 117 px.)
    const stripTop = async () => (await box(preview(on))).y;
    const photo = on.getByRole('button', { name: 'Photo 1', exact: true });
    for (const end of [true, false]) {
      await on.evaluate(
        (to) => window.scrollTo(0, to ? document.documentElement.scrollHeight : 0),
        end,
      );
      const before = await stripTop();
      const bin = on.getByRole('button', { name: 'Delete sticker' });
      const toolbar = on.getByRole('region', { name: 'Photo 1', exact: true });
      /** What to do, and what shows it done. */
      const steps: [string, () => Promise<void>, () => Promise<unknown>][] = [
        // The grid lies on the screen at the page's end: the click scrolls nothing.
        [
          'an emoji added',
          () => on.locator('.emoji-panel button.emoji-cell').first().click(),
          // The hint about moving it shows with the first sticker.
          () => on.locator('.editor-hint').waitFor(),
        ],
        [
          'the sticker selected',
          () => on.locator('[data-sticker-id]').first().click(),
          () => bin.waitFor(),
        ],
        [
          'the sticker let go',
          () => on.keyboard.press('Escape'),
          () => bin.waitFor({ state: 'detached' }),
        ],
        // A corner of the photo, clear of the sticker.
        [
          'a photo selected',
          async () => {
            const corner = await box(photo);
            await on.mouse.click(corner.x + 8, corner.y + 8);
          },
          () => toolbar.waitFor(),
        ],
        [
          'the photo let go',
          () => on.keyboard.press('Escape'),
          () => toolbar.waitFor({ state: 'detached' }),
        ],
      ];
      for (const [step, act, done] of end ? steps : steps.slice(1)) {
        await act();
        await done();
        expect(await stripTop(), `${step}, ${end ? 'at the end' : 'at the top'}`).toBe(before);
      }
    }
    await on.context().close();
  });

  it("Photos 1's and 3's toolbars sit beside the strip, clear of every photo and of the emoji grid", async () => {
    const on = await sixPoses(1280, 800, 4);
    const apart = (a: Box, b: Box) =>
      a.x + a.width <= b.x ||
      b.x + b.width <= a.x ||
      a.y + a.height <= b.y ||
      b.y + b.height <= a.y;
    const photos = on.getByRole('button', { name: /^Photo \d$/ });
    // Photo 1's covered Photos 2 and 3 ([947,409 300×224] over the strip).
    for (const name of ['Photo 1', 'Photo 3']) {
      const photo = on.getByRole('button', { name, exact: true });
      const shown = await box(photo);
      await on.mouse.click(shown.x + shown.width / 2, shown.y + shown.height / 2);
      const bar = await box(on.getByRole('region', { name, exact: true }));
      const grid = await box(on.locator('.emoji-panel .EmojiPickerReact'));
      const strip = await box(preview(on));
      expect(apart(bar, grid)).toBe(true);
      for (const other of await photos.all()) expect(apart(bar, await box(other)), name).toBe(true);
      // In the column beside the strip, within the screen.
      expect(bar.x).toBeGreaterThanOrEqual(strip.x + strip.width);
      expect(bar.x + bar.width).toBeLessThanOrEqual(1280);
      expect(bar.y + bar.height).toBeLessThanOrEqual(800);
      await on.keyboard.press('Escape');
    }
    await on.context().close();
  });

  it('a selected photo shows its controls as a toolbar beside the strip, next in Tab order', async () => {
    const on = await sixPoses(1280, 900);
    for (const index of [0, 4]) {
      const photo = on.getByRole('button', { name: `Photo ${index + 1}`, exact: true });
      // A large strip is taller than the screen: the page scrolls to the photo.
      await photo.scrollIntoViewIfNeeded();
      const shown = await box(photo);
      await on.mouse.click(shown.x + shown.width / 2, shown.y + shown.height / 2);
      const toolbar = on.getByRole('region', { name: `Photo ${index + 1}`, exact: true });
      const bar = await box(toolbar);
      // In the column beside the strip: it covers no photo, and is in sight with the photo.
      const strip = await box(preview(on));
      expect(bar.x).toBeGreaterThanOrEqual(strip.x + strip.width);
      expect(bar.y).toBeGreaterThanOrEqual(0);
      expect(bar.y + bar.height).toBeLessThanOrEqual(900);
      // Nothing else covers it (the picker's labels, Collect Photo): each control answers where
      // it is drawn.
      const covered = await toolbar.evaluate((section) =>
        [...section.querySelectorAll('button:not([hidden]), input[type="range"]')]
          .filter((control) => control.getClientRects().length > 0)
          .filter((control) => {
            const { x, y, width, height } = control.getBoundingClientRect();
            const hit = document.elementFromPoint(x + width / 2, y + height / 2);
            return !hit || !section.contains(hit);
          })
          .map((control) => control.textContent || control.getAttribute('aria-valuetext')),
      );
      expect(covered).toEqual([]);
    }
    // From the last photo, Tab reaches the toolbar's slider next.
    await on.getByRole('button', { name: 'Photo 6', exact: true }).focus();
    await on.keyboard.press('Tab');
    expect(
      await on.evaluate(() => document.activeElement?.getAttribute('aria-valuetext') ?? ''),
    ).toBe('100 %');
    await on.keyboard.press('Escape');
    await on.context().close();
  });
});
