/**
 * Stickers on /edit with fingers (390×844, touch through CDP touch events), against the
 * production server, in Chromium: a picked emoji landing where a finger tapped, select, drag and
 * pinch, the page still scrolling beside the stickers, and handles sized for fingers. With a
 * mouse and a keyboard: e2e/editor-stickers.test.ts.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAt,
  button,
  only,
  preview,
  stickers,
  stickerWalk,
  toPage,
  type Visitor,
} from './support/sticker-walk.js';

const { newVisitor, freshEditor } = stickerWalk();

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
