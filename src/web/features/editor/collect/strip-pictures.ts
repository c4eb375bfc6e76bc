/**
 * The photos a strip is drawn from on the page, for drawing there when no worker can: decoded
 * to bitmaps (off the main thread, kept per Blob so a second click decodes nothing). The
 * stickers' pictures are shared with the other exports (src/web/lib/strip/sticker-pictures.ts).
 */
const decodedPhotos = new WeakMap<Blob, Promise<ImageBitmap>>();

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
