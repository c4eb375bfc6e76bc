/**
 * The strip as a PNG, drawn by src/render from the same model as the preview. In a worker when
 * the browser allows (the photos decoded there ahead of time, the drawing and the PNG encoding
 * off the main thread); else on the page, so the strip is never lost.
 */
import type { Decoration } from '../../../../model/decoration.js';
import type { CollectInput } from './collect-input.js';
import { renderOnPage } from './page-renderer.js';
import { loadStickerPictures, stickerBitmaps } from '../../../lib/strip/sticker-pictures.js';
import { canRenderInWorker, preparePhotosInWorker, renderInWorker } from './worker-renderer.js';

/** Starts decoding the photos for a strip at `pixelsPerUnit`, before anyone asks for it. */
export function prepareStrip(photos: readonly Blob[], pixelsPerUnit: number): void {
  preparePhotosInWorker(photos, pixelsPerUnit);
}

/** Loads what the strip's stickers need; resolves with the input collectStrip takes. */
export function prepareStickers(decoration: Decoration) {
  return loadStickerPictures(decoration);
}

/**
 * The strip drawn in the worker only, for rendering it ahead of the click: never on the page,
 * whose main thread the visitor is using. Rejects where or when the worker cannot draw.
 */
export async function renderAheadInWorker(input: CollectInput): Promise<Blob> {
  if (!canRenderInWorker()) throw new Error('The strip worker cannot draw in this browser');
  const stickerImages = await stickerBitmaps(await loadStickerPictures(input.decoration));
  const photos = input.photos.slice(0, input.poseCount);
  return renderInWorker({ ...input, photos, stickerImages });
}

export async function collectStrip(
  input: CollectInput,
  stickerPictures: ReadonlyMap<string, HTMLImageElement>,
): Promise<Blob> {
  const photos = input.photos.slice(0, input.poseCount);
  if (canRenderInWorker()) {
    try {
      const stickerImages = await stickerBitmaps(stickerPictures);
      return await renderInWorker({ ...input, photos, stickerImages });
    } catch (error) {
      // A photo that cannot be read fails on the page too, with the same message.
      console.warn('The strip worker could not render the strip; drawing it on the page', error);
    }
  }
  return renderOnPage({ ...input, photos, stickerPictures });
}
