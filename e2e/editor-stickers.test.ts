/**
 * Stickers on /edit, against the production server, in Chromium: every way to add, select,
 * move, resize, rotate and delete a sticker (mouse, touch with two fingers, keyboard), undo and
 * redo, the refusal of images the export could not draw, and nothing lost on reload or on the
 * way back from /download. Sticker geometry is read from the data attributes the sticker layer
 * exposes (strip units); drags are given in strip units too, turned into CSS px at the
 * preview's scale (on a wide screen the strip is wider than its 300 units).
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import { collectProblems, newContext, type PageProblem } from './support/browser.js';
import { dropTextAt } from './support/drop-text.js';
import { openEditor } from './support/open-editor.js';
import { shownBoxes, stickersOnFaces, type SeededVisit } from './support/strip-helpers.js';
import { sharedServerAndBrowser } from './support/suite.js';

const IMAGE_REFUSED =
  "That image can't be used: its site does not allow it to be saved into your strip. " +
  'Try another image or an emoji.';

const { origin, browser } = sharedServerAndBrowser({ env: { RATE_LIMIT_AI: '100' } });
let photos: SeededVisit['photos'];

interface StickerState {
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
interface Visitor {
  context: BrowserContext;
  page: Page;
  problems: PageProblem[];
}

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

const preview = (page: Page) => page.getByTestId('strip-preview');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function stickers(page: Page): Promise<StickerState[]> {
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

async function only(page: Page): Promise<StickerState> {
  const all = await stickers(page);
  expect(all).toHaveLength(1);
  return all[0]!;
}

/** Where a point in strip units is on the page, in CSS px. */
async function toPage(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await preview(page).boundingBox();
  if (!box) throw new Error('The preview is not visible.');
  const scale = box.width / 300;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

/** The middle of the rows of the strip on screen, in strip units (where a pick lands). */
async function visibleMiddle(page: Page): Promise<number> {
  const box = await preview(page).boundingBox();
  if (!box) throw new Error('The preview is not visible.');
  const viewport = page.viewportSize()!;
  const scale = box.width / 300;
  const top = Math.max(0, -box.y) / scale;
  const bottom = (Math.min(box.y + box.height, viewport.height) - box.y) / scale;
  return (top + bottom) / 2;
}

async function stripHeight(page: Page): Promise<number> {
  const box = await preview(page).boundingBox();
  return box ? (box.height / box.width) * 300 : 0;
}

/** A drag-and-drop of text onto the preview at (x, y) strip units, as the browser sends it. */
async function dropText(page: Page, text: string, x: number, y: number, type = 'text/plain') {
  await dropTextAt(page, await toPage(page, x, y), text, type);
}

/** Adds an emoji sticker by a drop at (x, y) and waits for it. */
async function addAt(page: Page, char: string, x: number, y: number): Promise<StickerState> {
  const before = (await stickers(page)).length;
  await dropText(page, char, x, y);
  await expect.poll(async () => (await stickers(page)).length).toBe(before + 1);
  return (await stickers(page)).at(-1)!;
}

/** A mouse drag from one page point by (dx, dy) strip units, in small steps. */
async function mouseDrag(
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

async function centreOf(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await button(page, name).boundingBox();
  if (!box) throw new Error(`${name} is not visible.`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

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

describe('with a mouse and a keyboard (1366×750)', () => {
  let visitor: Visitor;
  let page: Page;

  beforeAll(async () => {
    // The strip at 300 px (40 % of the screen's height): one strip unit is one CSS pixel, so
    // a drop or drag lands on whole units.
    visitor = await newVisitor({ viewport: { width: 1366, height: 750 } });
    page = visitor.page;
  });

  afterAll(async () => {
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it('adds an emoji picked in the picker at the centre of the strip on screen, selected', async () => {
    await freshEditor(page);
    const cell = page.locator('.emoji-panel button.emoji-cell').first();
    await cell.waitFor();
    const char = (await cell.textContent())?.trim() ?? '';
    await cell.scrollIntoViewIfNeeded();
    const middle = await visibleMiddle(page);
    await cell.click();
    const sticker = await only(page);
    expect(sticker).toMatchObject({
      name: `Sticker ${char}`,
      selected: true,
      width: 64,
      height: 64,
    });
    expect(sticker.x + 32).toBeCloseTo(150, 0);
    expect(sticker.y + 32).toBeCloseTo(middle, 0);
    expect(await page.getByRole('button', { name: /^Sticker / }).count()).toBe(1);
  });

  it('adds dropped emoji text centred on the drop point, light blue while it hovers', async () => {
    await freshEditor(page);
    const at = await toPage(page, 80, 120);
    await page.evaluate((at) => {
      const data = new DataTransfer();
      data.setData('text/plain', '🚀');
      const target = document.elementFromPoint(at.x, at.y)!;
      for (const name of ['dragenter', 'dragover']) {
        target.dispatchEvent(
          new DragEvent(name, {
            bubbles: true,
            cancelable: true,
            dataTransfer: data,
            clientX: at.x,
            clientY: at.y,
          }),
        );
      }
    }, at);
    const background = () => preview(page).evaluate((e) => getComputedStyle(e).backgroundColor);
    expect(await background()).toBe('rgb(219, 238, 255)');
    await dropText(page, '🚀', 80, 120);
    expect(await background()).toBe('rgb(255, 255, 255)');
    const rocket = await only(page);
    expect(rocket).toMatchObject({ name: 'Sticker 🚀', x: 48, y: 88, selected: true });

    // Near the edge, the sticker is kept inside the strip.
    const edge = await addAt(page, '⭐', 5, 5);
    expect(edge).toMatchObject({ x: 0, y: 0 });
    // A sentence is not a sticker.
    await dropText(page, 'hello there, friend', 150, 150);
    await page.getByRole('alert').filter({ hasText: 'Only an emoji or an image' }).waitFor();
    expect(await stickers(page)).toHaveLength(2);

    // A file dropped on the strip is refused with the same message, and a file dropped
    // anywhere on the page never makes the browser leave the editor to show it.
    await addAt(page, '🌈', 150, 300); // a sticker added clears the message
    const refusal = page.getByRole('alert').filter({ hasText: 'Only an emoji or an image' });
    expect(await refusal.count()).toBe(0);
    const kept = await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['x'], 'photo.png', { type: 'image/png' }));
      const onPage = new DragEvent('drop', {
        dataTransfer: transfer,
        bubbles: true,
        cancelable: true,
      });
      document.body.dispatchEvent(onPage);
      const preview = document.querySelector('[data-testid="strip-preview"]')!;
      const onStrip = new DragEvent('drop', {
        dataTransfer: transfer,
        bubbles: true,
        cancelable: true,
      });
      preview.dispatchEvent(onStrip);
      return [onPage.defaultPrevented, onStrip.defaultPrevented];
    });
    expect(kept).toEqual([true, true]);
    await refusal.waitFor();
    expect(await stickers(page)).toHaveLength(3);
  });

  it('adds an image from our own /stickers/, refuses one from another site with a message', async () => {
    await freshEditor(page);
    const answer = await page.request.post(origin() + '/api/ai/decorations', {
      data: { theme: 'ocean' },
    });
    expect(answer.status()).toBe(200);
    const [own] = ((await answer.json()) as { stickers: string[] }).stickers;
    expect(own).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/stickers\//);

    await dropText(page, 'https://example.com/cat.png', 150, 150, 'text/uri-list');
    const alert = page.getByRole('alert').filter({ hasText: "That image can't be used" });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(IMAGE_REFUSED);
    expect(await stickers(page)).toEqual([]);

    await dropText(page, own!, 100, 200);
    await expect.poll(async () => (await stickers(page)).length).toBe(1);
    expect(await only(page)).toMatchObject({ name: 'Sticker (image)', x: 68, y: 168 });
    expect(await alert.count()).toBe(0);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.sticker img');
      return image?.complete && image.naturalWidth > 0;
    });

    // A click on an AI sticker adds it selected, off the faces: its centre on an edge or a seam
    // of the strip, not in a photo's middle, and in the part of the strip on screen.
    await page.getByRole('textbox', { name: 'Theme' }).fill('ocean');
    await button(page, 'Generate').click();
    await button(page, 'Add AI sticker 1').scrollIntoViewIfNeeded();
    const middle = await visibleMiddle(page);
    await button(page, 'Add AI sticker 1').click();
    await expect.poll(async () => (await stickers(page)).length).toBe(2);
    const fromAi = (await stickers(page))[1]!;
    expect(fromAi).toMatchObject({ name: 'Sticker (image)', selected: true });
    expect(stickersOnFaces(await shownBoxes(page))).not.toContain(1);
    expect(Math.abs(fromAi.y + fromAi.height / 2 - middle)).toBeLessThan(250);

    // The refusal is the CSP's work here (img-src 'self'): the browser logged it. Nothing else.
    const csp = visitor.problems.filter((p) => p.text.includes('Content Security Policy'));
    expect(csp.length).toBeGreaterThan(0);
    visitor.problems.length = 0;
  });

  it('selects by click, moves by the drag (kept inside the strip), deselects on the empty strip', async () => {
    await freshEditor(page);
    const first = await addAt(page, '🌙', 100, 100);
    await addAt(page, '🐙', 220, 300);
    expect((await stickers(page)).map((s) => s.selected)).toEqual([false, true]);

    const moon = page.getByRole('button', { name: 'Sticker 🌙' });
    await moon.click();
    expect((await stickers(page)).map((s) => s.selected)).toEqual([true, false]);

    await mouseDrag(page, await toPage(page, 100, 100), 40, 25);
    const moved = (await stickers(page))[0]!;
    expect(moved.x - first.x).toBeCloseTo(40, 0);
    expect(moved.y - first.y).toBeCloseTo(25, 0);
    expect(moved.selected).toBe(true);

    await mouseDrag(page, await toPage(page, 140, 125), -900, -900);
    expect((await stickers(page))[0]).toMatchObject({ x: 0, y: 0 });
    const height = await stripHeight(page);
    await mouseDrag(page, await toPage(page, 32, 32), 900, 2000);
    const corner = (await stickers(page))[0]!;
    expect(corner.x).toBe(300 - 64);
    expect(corner.y).toBeCloseTo(height - 64, 0);

    // An empty spot: the strip's frame beside the photos.
    const empty = await toPage(page, 5, 200);
    await page.mouse.click(empty.x, empty.y);
    expect((await stickers(page)).every((s) => !s.selected)).toBe(true);
    expect(await button(page, 'Delete sticker').count()).toBe(0);
  });

  it('resizes from each of the eight handles, moving only the sides it holds', async () => {
    await freshEditor(page);
    const start = await addAt(page, '🍩', 150, 200);
    const handles = [
      ['top left', -1, -1],
      ['top', 0, -1],
      ['top right', 1, -1],
      ['right', 1, 0],
      ['bottom right', 1, 1],
      ['bottom', 0, 1],
      ['bottom left', -1, 1],
      ['left', -1, 0],
    ] as const;
    for (const [label, sx, sy] of handles) {
      const name = `Resize sticker (${label})`;
      // Outwards by 20 px on the sides the handle holds, and 13 px along the others (ignored).
      await mouseDrag(page, await centreOf(page, name), sx ? sx * 20 : 13, sy ? sy * 20 : 13);
      const s = await only(page);
      const expected = {
        width: start.width + (sx ? 20 : 0),
        height: start.height + (sy ? 20 : 0),
        x: start.x - (sx === -1 ? 20 : 0),
        y: start.y - (sy === -1 ? 20 : 0),
      };
      for (const key of ['width', 'height', 'x', 'y'] as const) {
        expect(s[key], `${label}: ${key}`).toBeCloseTo(expected[key], 0);
      }
      await button(page, 'Undo').click();
      expect(await only(page)).toEqual(start);
    }
    // Smaller, too: the bottom-right handle dragged in.
    await mouseDrag(page, await centreOf(page, 'Resize sticker (bottom right)'), -24, -24);
    expect(await only(page)).toMatchObject({ width: 40, height: 40, x: start.x, y: start.y });
  });

  it('rotates by the round handle (Shift snaps to 15°)', async () => {
    await freshEditor(page);
    const s = await addAt(page, '🎈', 150, 200);
    const centre = await toPage(page, s.x + 32, s.y + 32);
    const handle = await centreOf(page, 'Rotate sticker');
    const box = await button(page, 'Rotate sticker').boundingBox();
    expect(box?.width).toBeCloseTo(36, 0);
    const radius = centre.y - handle.y;
    // A quarter turn clockwise along the circle.
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    for (let degrees = 10; degrees <= 90; degrees += 10) {
      const a = (degrees * Math.PI) / 180;
      await page.mouse.move(centre.x + radius * Math.sin(a), centre.y - radius * Math.cos(a));
    }
    await page.mouse.up();
    expect((await only(page)).rotation).toBeCloseTo(90, 0);

    const now = await centreOf(page, 'Rotate sticker');
    await page.keyboard.down('Shift');
    await page.mouse.move(now.x, now.y);
    await page.mouse.down();
    const a = (112 * Math.PI) / 180;
    await page.mouse.move(centre.x + radius * Math.sin(a), centre.y - radius * Math.cos(a), {
      steps: 3,
    });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    expect((await only(page)).rotation).toBe(105);
  });

  it('keeps the bin upright and off a turned sticker: below it, above it once upside down', async () => {
    await freshEditor(page);
    await addAt(page, '🍩', 150, 150);
    const neighbour = await addAt(page, '🥨', 150, 250);
    const sticker = page.locator('[data-sticker-id]').first();
    await sticker.click();
    const bin = button(page, 'Delete sticker');
    /** The bin's box, its turn (none when its transform and its ancestors' only move it). */
    const binState = () =>
      bin.evaluate((element) => {
        const turned = (node: Element) => {
          const { transform } = getComputedStyle(node);
          if (transform === 'none') return false;
          const [, b, c] = new DOMMatrixReadOnly(transform).toFloat64Array();
          return Math.abs(b!) > 1e-6 || Math.abs(c!) > 1e-6;
        };
        let any = false;
        for (let node: Element | null = element; node; node = node.parentElement) {
          any ||= turned(node);
        }
        const { x, y, width, height } = element.getBoundingClientRect();
        return { turned: any, x, y, width, height };
      });
    for (let press = 0; press < 3; press += 1) await page.keyboard.press(']');
    expect((await stickers(page))[0]!.rotation).toBe(45);
    let shown = await binState();
    expect(shown.turned).toBe(false);
    expect([shown.width, shown.height]).toEqual([32, 32]);
    // Below the box the turned sticker covers, clear of its handles.
    let covered = (await sticker.boundingBox())!;
    expect(shown.y).toBeGreaterThan(covered.y + covered.height + 8);
    expect(Math.abs(shown.x + 16 - (covered.x + covered.width / 2))).toBeLessThan(1);
    // Upside down, the rotate handle points down: the bin goes above instead.
    for (let press = 0; press < 6; press += 1) await page.keyboard.press(']');
    expect((await stickers(page))[0]!.rotation).toBe(135);
    shown = await binState();
    covered = (await sticker.boundingBox())!;
    expect(shown.turned).toBe(false);
    expect(shown.y + shown.height).toBeLessThan(covered.y - 8);
    await bin.click();
    expect((await stickers(page)).map((s) => s.id)).toEqual([neighbour.id]);
  });

  it('Shift pressed or released mid-turn re-snaps the sticker at once, without a move', async () => {
    await freshEditor(page);
    const s = await addAt(page, '🎈', 150, 200);
    const centre = await toPage(page, s.x + 32, s.y + 32);
    const handle = await centreOf(page, 'Rotate sticker');
    const radius = centre.y - handle.y;
    const turn = async () => (await only(page)).rotation;
    await page.mouse.move(handle.x, handle.y);
    await page.mouse.down();
    const a = (20 * Math.PI) / 180;
    await page.mouse.move(centre.x + radius * Math.sin(a), centre.y - radius * Math.cos(a), {
      steps: 3,
    });
    await expect.poll(turn).toBeGreaterThan(18);
    const free = await turn();
    expect(free).toBeLessThan(22);
    await page.keyboard.down('Shift');
    await expect.poll(turn).toBe(15);
    await page.keyboard.up('Shift');
    await expect.poll(turn).toBe(free);
    await page.mouse.up();
    expect(await turn()).toBe(free);
  });

  it('Escape during a drag puts the sticker back, and records nothing', async () => {
    await freshEditor(page);
    const s = await addAt(page, '🦄', 150, 150);
    const from = await toPage(page, 150, 150);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
    await expect.poll(async () => (await only(page)).x).toBeCloseTo(s.x + 60, 0);
    await page.keyboard.press('Escape');
    expect(await only(page)).toMatchObject({ x: s.x, y: s.y, selected: true });
    await page.mouse.move(from.x + 90, from.y + 90, { steps: 2 });
    await page.mouse.up();
    expect(await only(page)).toMatchObject({ x: s.x, y: s.y });
    // The only entry is the addition.
    await button(page, 'Undo').click();
    expect(await stickers(page)).toEqual([]);
    expect(await button(page, 'Undo').isDisabled()).toBe(true);
  });

  it('deletes with the bin button and with Delete or Backspace', async () => {
    await freshEditor(page);
    await addAt(page, '🍕', 60, 60);
    await addAt(page, '🍔', 150, 150);
    await addAt(page, '🌮', 240, 240);
    await button(page, 'Delete sticker').click();
    expect((await stickers(page)).map((s) => s.name)).toEqual(['Sticker 🍕', 'Sticker 🍔']);

    await page.getByRole('button', { name: 'Sticker 🍕' }).click();
    await page.keyboard.press('Delete');
    expect((await stickers(page)).map((s) => s.name)).toEqual(['Sticker 🍔']);
    // Focus went on to the next sticker, which Backspace deletes too.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Sticker 🍔',
    );
    await page.keyboard.press('Backspace');
    expect(await stickers(page)).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'strip-preview',
    );
  });

  it('works from the keyboard: Tab, arrows, Shift+arrows, + and -, [ and ], Escape, Delete', async () => {
    await freshEditor(page);
    const s = await addAt(page, '🐝', 150, 150);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const empty = await toPage(page, 5, 200);
    await page.mouse.click(empty.x, empty.y);
    await button(page, 'Undo').focus();
    // Redo is disabled: the next stop is the sticker (the preview, the handles and the bin are
    // out of the Tab order).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Sticker 🐝',
    );
    expect((await only(page)).selected).toBe(true);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await only(page)).toMatchObject({ x: s.x + 1, y: s.y + 1 });
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    expect(await only(page)).toMatchObject({ x: s.x - 9, y: s.y - 9 });
    await page.keyboard.press('+');
    expect((await only(page)).width).toBeCloseTo(70.4, 1);
    await page.keyboard.press('-');
    expect((await only(page)).width).toBeCloseTo(64, 1);
    await page.keyboard.press(']');
    await page.keyboard.press(']');
    expect((await only(page)).rotation).toBe(30);
    await page.keyboard.press('[');
    expect((await only(page)).rotation).toBe(15);
    await page.keyboard.press('Escape');
    expect((await only(page)).selected).toBe(false);
    // Each key press was one entry.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Control+z');
    expect((await only(page)).rotation).toBe(0);
    expect((await only(page)).width).toBeCloseTo(70.4, 1);
    await page.getByRole('button', { name: 'Sticker 🐝' }).focus();
    await page.keyboard.press('Delete');
    expect(await stickers(page)).toEqual([]);
  });

  it('undoes and redoes every change, by the buttons and by Ctrl+Z / Shift+Ctrl+Z', async () => {
    await freshEditor(page);
    expect(await button(page, 'Undo').isDisabled()).toBe(true);
    expect(await button(page, 'Redo').isDisabled()).toBe(true);
    await addAt(page, '🌸', 150, 150);
    await mouseDrag(page, await toPage(page, 150, 150), 30, 0);
    await page.getByRole('switch', { name: /Date stamp/ }).click();
    expect(await page.locator('.strip-stamp').count()).toBe(0);

    await button(page, 'Undo').click();
    expect(await page.locator('.strip-stamp').count()).toBe(1);
    await page.keyboard.press('Control+z');
    expect((await only(page)).x).toBe(118);
    await page.keyboard.press('Control+z');
    expect(await stickers(page)).toEqual([]);
    expect(await button(page, 'Undo').isDisabled()).toBe(true);

    await button(page, 'Redo').click();
    expect((await only(page)).x).toBe(118);
    await page.keyboard.press('Control+Shift+z');
    expect((await only(page)).x).toBe(148);
    await page.keyboard.press('Control+y');
    expect(await page.locator('.strip-stamp').count()).toBe(0);
    expect(await button(page, 'Redo').isDisabled()).toBe(true);
  });

  it('keeps stickers, colour and date stamp over a reload and the way back from /download', async () => {
    await freshEditor(page);
    await addAt(page, '🌈', 100, 100);
    await mouseDrag(page, await toPage(page, 100, 100), 20, 10);
    await page.getByRole('button', { name: 'Ruby Red' }).click();
    await page.getByRole('switch', { name: /Date stamp/ }).click();
    const before = await stickers(page);
    await page.reload();
    await preview(page).waitFor();
    await expect.poll(async () => (await stickers(page)).length).toBe(1);
    expect((await stickers(page)).map((s) => ({ ...s, selected: false }))).toEqual(
      before.map((s) => ({ ...s, selected: false })),
    );
    expect(await preview(page).evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      'rgb(230, 57, 70)',
    );
    expect(await page.locator('.strip-stamp').count()).toBe(0);

    await page.getByRole('button', { name: 'Collect Photo', exact: true }).click();
    await page.waitForURL(origin() + paths.download, { timeout: 15_000 });
    await page.goBack();
    await page.waitForURL(origin() + paths.edit);
    await expect.poll(async () => (await stickers(page)).length).toBe(1);
    expect((await only(page)).x).toBe(before[0]!.x);
    expect(await preview(page).evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      'rgb(230, 57, 70)',
    );
  });

  it('axe finds no serious or critical violation on /edit, with a sticker selected', async () => {
    await freshEditor(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await addAt(page, '🎉', 150, 150);
    expect((await only(page)).selected).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('with fingers (390×844, touch)', () => {
  let visitor: Visitor;
  let page: Page;
  let cdp: CDPSession;

  type Finger = { x: number; y: number; id: number };
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Finger[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });

  beforeAll(async () => {
    visitor = await newVisitor({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    page = visitor.page;
    cdp = await page.context().newCDPSession(page);
  });

  afterAll(async () => {
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it('a picked emoji lands where a finger tapped the strip', async () => {
    await freshEditor(page);
    const at = await toPage(page, 90, 140);
    await page.touchscreen.tap(at.x, at.y);
    // On a phone the picker opens as a sheet at the bottom of the screen.
    await button(page, 'Emoji stickers').tap();
    const cell = page.locator('.emoji-panel button.emoji-cell').first();
    await cell.tap();
    const s = await only(page);
    expect(s.x + 32).toBeCloseTo(90, 0);
    expect(s.y + 32).toBeCloseTo(140, 0);
    // The next pick, with no new tap, goes where the visitor is looking, clear of the first.
    await cell.tap();
    await expect.poll(async () => (await stickers(page)).length).toBe(2);
    const second = (await stickers(page))[1]!;
    const apart =
      second.x >= s.x + s.width ||
      s.x >= second.x + second.width ||
      second.y >= s.y + s.height ||
      s.y >= second.y + second.height;
    expect(apart).toBe(true);
    await button(page, 'Done').tap();
  });

  it('taps to select, drags with one finger, pinches with two to grow and turn', async () => {
    await freshEditor(page);
    const s = await addAt(page, '🐳', 150, 150);
    const empty = await toPage(page, 5, 200);
    await page.touchscreen.tap(empty.x, empty.y);
    expect((await only(page)).selected).toBe(false);
    await preview(page).scrollIntoViewIfNeeded();
    const centre = await toPage(page, 150, 150);
    await page.touchscreen.tap(centre.x, centre.y);
    expect((await only(page)).selected).toBe(true);

    // One finger: drag by (30, 20).
    await touch('touchStart', [{ ...centre, id: 1 }]);
    for (let step = 1; step <= 5; step += 1) {
      await touch('touchMove', [{ x: centre.x + step * 6, y: centre.y + step * 4, id: 1 }]);
    }
    await touch('touchEnd', []);
    await expect.poll(async () => (await only(page)).x).toBeCloseTo(s.x + 30, 0);
    expect((await only(page)).y).toBeCloseTo(s.y + 20, 0);

    // Two fingers: 40 px apart, then 80 px apart and turned a quarter.
    const moved = await only(page);
    const c = await toPage(page, moved.x + 32, moved.y + 32);
    const a = { x: c.x - 20, y: c.y, id: 1 };
    const b = { x: c.x + 20, y: c.y, id: 2 };
    await touch('touchStart', [a]);
    await touch('touchStart', [a, b]);
    for (let step = 1; step <= 6; step += 1) {
      const angle = ((step / 6) * Math.PI) / 2;
      const r = 20 + (20 * step) / 6;
      await touch('touchMove', [
        { x: c.x - r * Math.cos(angle), y: c.y - r * Math.sin(angle), id: 1 },
        { x: c.x + r * Math.cos(angle), y: c.y + r * Math.sin(angle), id: 2 },
      ]);
    }
    await touch('touchEnd', []);
    await expect.poll(async () => (await only(page)).width).toBeCloseTo(128, 0);
    const pinched = await only(page);
    expect(pinched.height).toBeCloseTo(128, 0);
    expect(pinched.rotation).toBeCloseTo(90, 0);
    expect(pinched.x + 64).toBeCloseTo(moved.x + 32, 0);
    // One change, one history entry.
    await button(page, 'Undo').tap();
    expect(await only(page)).toMatchObject({ x: moved.x, width: 64, rotation: 0 });
  });

  it('a finger on the strip beside the stickers still scrolls the page', async () => {
    await freshEditor(page);
    const cactus = await addAt(page, '🌵', 150, 150);
    await page.evaluate(() => window.scrollTo(0, 0));
    const from = await toPage(page, 5, 300);
    await touch('touchStart', [{ ...from, id: 1 }]);
    for (let step = 1; step <= 8; step += 1) {
      await touch('touchMove', [{ x: from.x, y: from.y - step * 25, id: 1 }]);
    }
    await touch('touchEnd', []);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    expect(await only(page)).toEqual(cactus);
  });

  it("a sticker at the strip's top keeps its rotate handle below it, off Undo", async () => {
    await freshEditor(page);
    await addAt(page, '🎈', 150, 20);
    await preview(page).scrollIntoViewIfNeeded();
    const s = await only(page);
    expect(s.y).toBeCloseTo(0, 0);
    const centre = await toPage(page, s.x + s.width / 2, s.y + s.height / 2);
    await page.touchscreen.tap(centre.x, centre.y);
    expect((await only(page)).selected).toBe(true);
    const rotate = (await button(page, 'Rotate sticker').boundingBox())!;
    const undo = (await button(page, 'Undo').boundingBox())!;
    const bin = (await button(page, 'Delete sticker').boundingBox())!;
    const stickerBox = (await page.getByRole('button', { name: 'Sticker 🎈' }).boundingBox())!;
    const apart = (a: typeof rotate, b: typeof rotate) =>
      a.x + a.width <= b.x ||
      b.x + b.width <= a.x ||
      a.y + a.height <= b.y ||
      b.y + b.height <= a.y;
    expect(apart(rotate, undo)).toBe(true);
    expect(rotate.y).toBeGreaterThan(stickerBox.y + stickerBox.height);
    expect(apart(rotate, bin)).toBe(true);
    // It still turns the sticker, from below.
    const from = { x: rotate.x + rotate.width / 2, y: rotate.y + rotate.height / 2 };
    const pivot = {
      x: stickerBox.x + stickerBox.width / 2,
      y: stickerBox.y + stickerBox.height / 2,
    };
    await touch('touchStart', [{ ...from, id: 1 }]);
    await touch('touchMove', [{ x: pivot.x + (from.y - pivot.y), y: pivot.y, id: 1 }]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await only(page)).rotation).toBeCloseTo(-90, 0);
  });

  it('handles keep a comfortable size for fingers, whatever the sticker size', async () => {
    await freshEditor(page);
    await addAt(page, '🐞', 150, 150);
    await page.getByRole('button', { name: 'Sticker 🐞' }).focus();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('-');
    expect((await only(page)).width).toBeLessThan(40);
    const handle = await button(page, 'Resize sticker (top left)').boundingBox();
    expect(handle?.width).toBeGreaterThanOrEqual(44);
    const bin = await button(page, 'Delete sticker').boundingBox();
    expect(bin?.width).toBeGreaterThanOrEqual(40);
    expect((await button(page, 'Rotate sticker').boundingBox())?.width).toBeCloseTo(36, 0);
  });
});
