/**
 * The one way the e2e tests reach the editor when the walk there is not what they test (the
 * walk /layout → Upload → /edit is walked by booth-upload and editor-controls): the visit is
 * seeded into the app's storage and /edit opened on it.
 */
import type { Page } from 'playwright-core';
import { paths } from '../../src/model/paths.js';
import { openOrigin } from './browser.js';
import { seedVisit, type SeededVisit } from './strip-helpers.js';

export interface EditorVisit extends SeededVisit {
  /**
   * Runs on the app's origin before the visit is seeded: for what else the browser keeps
   * (event mode's settings in localStorage, say).
   */
  before?: (page: Page) => Promise<void>;
  /**
   * What to wait for: 'photos' (the default) until every photo is decoded and placed by its
   * frame, 'preview' only until the strip preview is shown (a photo that cannot be decoded).
   */
  ready?: 'photos' | 'preview';
}

/**
 * Opens /edit afresh on this visit and waits until the editor is ready. sessionStorage is
 * cleared first: the write-ahead copy of the decoration an earlier editor of this tab left
 * there would be shown instead of the seeded one.
 */
export async function openEditor(page: Page, origin: string, visit: EditorVisit): Promise<void> {
  await openOrigin(page, origin);
  await page.evaluate(() => sessionStorage.clear());
  await visit.before?.(page);
  const { layout, photos, decoration, photosSource } = visit;
  await seedVisit(page, {
    layout,
    photos,
    ...(decoration ? { decoration } : {}),
    ...(photosSource ? { photosSource } : {}),
  });
  await page.goto(origin + paths.edit);
  await (visit.ready === 'preview' ? previewShown(page) : editorReady(page));
}

async function previewShown(page: Page): Promise<void> {
  await page.getByTestId('strip-preview').waitFor();
}

/**
 * Waits until the editor on this page shows the strip preview with every photo decoded and
 * placed by its frame (its size known), as after opening /edit or a reload of it.
 */
export async function editorReady(page: Page): Promise<void> {
  await previewShown(page);
  await page.waitForFunction(() => {
    const boxes = document.querySelectorAll('.strip-photo').length;
    const images = [...document.querySelectorAll<HTMLImageElement>('.strip-photo img')];
    return (
      boxes > 0 &&
      images.length === boxes &&
      images.every(
        (image) =>
          image.complete &&
          image.naturalWidth > 0 &&
          image.classList.contains('strip-photo-framed'),
      )
    );
  });
}

/**
 * Runs `use` with the frame palette in view, as the visitor of this screen size has it: on a
 * phone the palette is in the Frame sheet, opened from the bar at the foot and closed with Done
 * after; on a wider screen it is on the page.
 */
export async function withFramePalette<T>(page: Page, use: () => Promise<T>): Promise<T> {
  const frameSheet = page.getByRole('button', { name: 'Frame', exact: true });
  const inSheet = await frameSheet.isVisible();
  if (inSheet) await frameSheet.click();
  const result = await use();
  if (inSheet) await page.getByRole('button', { name: 'Done', exact: true }).click();
  return result;
}

/** Picks these frame colours, one after the other, from the palette (withFramePalette). */
export function pickFrameColour(page: Page, ...names: string[]): Promise<void> {
  return withFramePalette(page, async () => {
    for (const name of names) await page.getByRole('button', { name, exact: true }).click();
  });
}
