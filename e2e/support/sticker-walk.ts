/**
 * The sticker walks on /edit (e2e/editor-stickers.test.ts with a mouse and a keyboard,
 * e2e/editor-stickers-touch.test.ts with fingers): a visitor's profile, /edit opened on three
 * photos, and sticker geometry read from the data attributes the sticker layer exposes (strip
 * units), drags given in strip units turned into CSS px at the preview's scale.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import { collectProblems, newContext, type PageProblem } from './browser.js';
import { dropTextAt } from './drop-text.js';
import { openEditor } from './open-editor.js';
import type { SeededVisit } from './strip-helpers.js';
import { sharedServerAndBrowser } from './suite.js';

export interface StickerState {
  id: number;
  name: string;
  selected: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** A visitor's page: its context, the problems it logs. */
export interface Visitor {
  context: BrowserContext;
  page: Page;
  problems: PageProblem[];
}

export const preview = (page: Page) => page.getByTestId('strip-preview');
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export async function stickers(page: Page): Promise<StickerState[]> {
  return page.locator('[data-sticker-id]').evaluateAll((elements) =>
    (elements as HTMLElement[]).map((element) => ({
      id: Number(element.dataset.stickerId),
      name: element.getAttribute('aria-label') ?? '',
      selected: element.getAttribute('aria-pressed') === 'true',
      x: Number(element.dataset.x),
      y: Number(element.dataset.y),
      width: Number(element.dataset.width),
      height: Number(element.dataset.height),
      rotation: Number(element.dataset.rotation),
    })),
  );
}

export async function only(page: Page): Promise<StickerState> {
  const all = await stickers(page);
  expect(all).toHaveLength(1);
  return all[0]!;
}

/** Where a point in strip units is on the page, in CSS px. */
export async function toPage(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await preview(page).boundingBox();
  if (!box) throw new Error('The preview is not visible.');
  const scale = box.width / 300;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

/** The middle of the rows of the strip on screen, in strip units (where a pick lands). */
export async function visibleMiddle(page: Page): Promise<number> {
  const box = await preview(page).boundingBox();
  if (!box) throw new Error('The preview is not visible.');
  const viewport = page.viewportSize()!;
  const scale = box.width / 300;
  const top = Math.max(0, -box.y) / scale;
  const bottom = (Math.min(box.y + box.height, viewport.height) - box.y) / scale;
  return (top + bottom) / 2;
}

export async function stripHeight(page: Page): Promise<number> {
  const box = await preview(page).boundingBox();
  return box ? (box.height / box.width) * 300 : 0;
}

/** A drag-and-drop of text onto the preview at (x, y) strip units, as the browser sends it. */
export async function dropText(
  page: Page,
  text: string,
  x: number,
  y: number,
  type = 'text/plain',
) {
  await dropTextAt(page, await toPage(page, x, y), text, type);
}

/** Adds an emoji sticker by a drop at (x, y) and waits for it. */
export async function addAt(page: Page, char: string, x: number, y: number): Promise<StickerState> {
  const before = (await stickers(page)).length;
  await dropText(page, char, x, y);
  await expect.poll(async () => (await stickers(page)).length).toBe(before + 1);
  return (await stickers(page)).at(-1)!;
}

/** A mouse drag from one page point by (dx, dy) strip units, in small steps. */
export async function mouseDrag(
  page: Page,
  from: { x: number; y: number },
  units: number,
  unitsY: number,
) {
  const box = await preview(page).boundingBox();
  const scale = box ? box.width / 300 : 1;
  const [dx, dy] = [units * scale, unitsY * scale];
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}

export async function centreOf(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await button(page, name).boundingBox();
  if (!box) throw new Error(`${name} is not visible.`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Call at the top level of a test file: its server, browser, photos and visitors. */
export function stickerWalk() {
  const { origin, browser } = sharedServerAndBrowser({ env: { RATE_LIMIT_AI: '100' } });
  let photos: SeededVisit['photos'] = [];

  beforeAll(async () => {
    photos = await Promise.all(
      ['#e63946', '#457b9d', '#2a9d8f'].map(async (colour) => ({
        bytes: await sharp({ create: { width: 160, height: 120, channels: 3, background: colour } })
          .png()
          .toBuffer(),
        type: 'image/png',
      })),
    );
  });

  async function newVisitor(options: Parameters<Browser['newContext']>[0]): Promise<Visitor> {
    const context = await newContext(browser(), options);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    return { context, page, problems: collectProblems(page) };
  }

  /**
   * Opens /edit afresh on the visit of three photos, with no decoration (the walk there is
   * walked by booth-upload and editor-controls).
   */
  async function freshEditor(page: Page): Promise<void> {
    await openEditor(page, origin(), { layout: 3, photos });
  }

  return { origin, newVisitor, freshEditor };
}
