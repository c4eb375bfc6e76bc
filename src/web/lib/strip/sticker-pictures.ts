/**
 * The image stickers' pictures, on the page: loaded as CORS-clean images (so they never taint a
 * canvas), kept per address, and as bitmaps a worker can receive. Shared by every export that
 * draws a strip (the still PNG, the living strip's video).
 */
import type { Decoration } from '../../../model/decoration.js';
import { isImageSticker } from '../../../model/sticker.js';

const stickerPictures = new Map<string, Promise<HTMLImageElement>>();
const stickerBitmapsByImage = new WeakMap<HTMLImageElement, Promise<ImageBitmap>>();

function loadStickerPicture(src: string): Promise<HTMLImageElement> {
  let picture = stickerPictures.get(src);
  if (!picture) {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = src;
    picture = image.decode().then(() => image);
    // A failed load is not kept: the next click tries again.
    picture.catch(() => stickerPictures.delete(src));
    stickerPictures.set(src, picture);
  }
  return picture;
}

/**
 * The image stickers' pictures by address. One that cannot be loaded is left out of the strip
 * and logged: the editor already refuses pictures the export could not draw, so this only
 * happens when the picture went away since.
 */
export async function loadStickerPictures(
  decoration: Decoration,
): Promise<Map<string, HTMLImageElement>> {
  const sources = new Set(decoration.stickers.filter(isImageSticker).map((s) => s.src));
  const loaded = await Promise.all(
    [...sources].map((src) =>
      loadStickerPicture(src).then(
        (image) => [src, image] as const,
        (error: unknown) => {
          console.warn('A sticker image could not be loaded and is left out', src, error);
          return null;
        },
      ),
    ),
  );
  return new Map(loaded.filter((entry) => entry !== null));
}

/** The same pictures as bitmaps, which a worker can receive. */
export async function stickerBitmaps(
  pictures: ReadonlyMap<string, HTMLImageElement>,
): Promise<Map<string, ImageBitmap>> {
  const entries = await Promise.all(
    [...pictures].map(async ([src, image]) => {
      let bitmap = stickerBitmapsByImage.get(image);
      if (!bitmap) {
        bitmap = createImageBitmap(image);
        stickerBitmapsByImage.set(image, bitmap);
      }
      return [src, await bitmap] as const;
    }),
  );
  return new Map(entries);
}
