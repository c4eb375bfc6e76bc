/**
 * Brings picked files in as photos: decoded with the EXIF orientation applied, scaled down to
 * at most 2048 px on the long side and re-encoded as JPEG Blobs.
 *
 * Why JPEG at 0.92: these are photos. A 2048 px photo is a few hundred KB as JPEG against
 * several MB as PNG, and up to six are kept in IndexedDB. At 0.92 the loss does not show on a
 * strip, and the exported strip is a PNG drawn from these anyway. Re-encoding every photo
 * (even small ones) also applies the orientation for good and drops the metadata, GPS included.
 * Transparent areas are laid on white first, since JPEG has no alpha.
 */
import { looksLikeImage, targetSize } from './ingest-rules.js';

const PHOTO_TYPE = 'image/jpeg';
const PHOTO_QUALITY = 0.92;

export interface IngestResult {
  photos: Blob[];
  /** Names of the files that could not be read, in pick order. */
  unreadable: string[];
}

/** Decodes and scales one file; rejects when the browser cannot read it as an image. */
export async function ingestFile(file: File): Promise<Blob> {
  if (!looksLikeImage(file)) throw new Error(`${file.name} is not an image`);
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = targetSize(bitmap);
    return await encode(bitmap, width, height);
  } finally {
    bitmap.close();
  }
}

/** Brings in every file of a pick, in order; one unreadable file never stops the others. */
export async function ingestFiles(files: readonly File[]): Promise<IngestResult> {
  const photos: Blob[] = [];
  const unreadable: string[] = [];
  // One at a time: a handful of 12-megapixel decodes at once can exhaust a phone's memory.
  for (const file of files) {
    try {
      photos.push(await ingestFile(file));
    } catch {
      unreadable.push(file.name);
    }
  }
  return { photos, unreadable };
}

function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: PHOTO_TYPE, quality: PHOTO_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      PHOTO_TYPE,
      PHOTO_QUALITY,
    );
  });
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
): void {
  if (!context) throw new Error('No 2D canvas in this browser');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
