/**
 * The pictures a strip is drawn from, on the page: image stickers loaded as CORS-clean images
 * (so they never taint a canvas), and, for drawing on the page when no worker can, the photos
 * decoded to bitmaps (off the main thread, kept per Blob so a second click decodes nothing).
 */
import type { Decoration } from '../../../../model/decoration.js';
import { isImageSticker } from '../../../../model/sticker.js';

const stickerPictures = new Map<string, Promise<HTMLImageElement>>();
const stickerBitmapsByImage = new WeakMap<HTMLImageElement, Promise<ImageBitmap>>();
const decodedPhotos = new WeakMap<Blob, Promise<ImageBitmap>>();

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

export class PhotoUnreadableError extends Error {
  constructor(cause: unknown) {
    super('A photo of your strip could not be read.', { cause });
  }
}

/** The photos as bitmaps, decoded off the main thread and kept per Blob. */
export function decodePhotos(photos: readonly Blob[]): Promise<ImageBitmap[]> {
  return Promise.all(
    photos.map((photo) => {
      let bitmap = decodedPhotos.get(photo);
      if (!bitmap) {
        bitmap = createImageBitmap(photo);
        bitmap.catch(() => decodedPhotos.delete(photo));
        decodedPhotos.set(photo, bitmap);
      }
      return bitmap;
    }),
  ).catch((error: unknown) => {
    throw new PhotoUnreadableError(error);
  });
}
