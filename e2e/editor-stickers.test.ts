/**
 * Stickers on /edit with a mouse and a keyboard, against the production server, in Chromium:
 * every way to add, select, move, resize, rotate and delete a sticker, undo and redo, the refusal
 * of images the export could not draw, and nothing lost on reload or on the way back from
 * /download. With fingers: e2e/editor-stickers-touch.test.ts. The steps and the geometry (strip
 * units, read from the sticker layer's data attributes): e2e/support/sticker-walk.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../src/model/paths.js';
import { seriousAxeViolations } from './support/axe.js';
import { shownBoxes, stickersOnFaces } from './support/strip-helpers.js';
import {
  addAt,
  button,
  centreOf,
  dropText,
  mouseDrag,
  only,
  preview,
  stickers,
  stickerWalk,
  stripHeight,
  toPage,
  visibleMiddle,
  type Visitor,
} from './support/sticker-walk.js';

const IMAGE_REFUSED =
  "That image can't be used: its site does not allow it to be saved into your strip. " +
  'Try another image or an emoji.';

const { origin, newVisitor, freshEditor } = stickerWalk();

describe('with a mouse and a keyboard (1366×793)', () => {
  let visitor: Visitor;
  let page: Page;

  beforeAll(async () => {
    // The strip at 300 px (the whole 3-pose strip under the page's header, at this height):
    // one strip unit is one CSS pixel, so a drop or drag lands on whole units.
    visitor = await newVisitor({ viewport: { width: 1366, height: 793 } });
    page = visitor.page;
  });

  afterAll(async () => {
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it('adds an emoji picked in the picker near the centre of the strip on screen, off the faces, selected', async () => {
    await freshEditor(page);
    // The unit-per-pixel the tests below count on (should the page's header change height).
    expect((await page.getByTestId('strip-preview').boundingBox())?.width).toBe(300);
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
    // Beside a face, not on it (on a phone 💖 went right onto one), within a photo's height.
    expect(stickersOnFaces(await shownBoxes(page))).toEqual([]);
    expect(Math.hypot(sticker.x + 32 - 150, sticker.y + 32 - middle)).toBeLessThan(204);
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

  it('keeps the bin upright, off a turned sticker and its neighbour: beside it, above it once upside down', async () => {
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
    // Off the box the turned sticker covers, clear of its handles; the neighbour lies just
    // below it, so the bin goes beside the sticker rather than on the neighbour.
    let covered = (await sticker.boundingBox())!;
    const other = (await page.locator('[data-sticker-id]').nth(1).boundingBox())!;
    const apart = (a: typeof covered, b: typeof covered) =>
      a.x + a.width <= b.x ||
      b.x + b.width <= a.x ||
      a.y + a.height <= b.y ||
      b.y + b.height <= a.y;
    expect(apart(shown, covered)).toBe(true);
    expect(apart(shown, other)).toBe(true);
    expect(shown.x).toBeGreaterThan(covered.x + covered.width + 8);
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
