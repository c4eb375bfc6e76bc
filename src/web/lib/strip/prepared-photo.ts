/**
 * A photo decoded for drawing into a strip at `pixelsPerUnit`: scaled down to what its box needs
 * (src/render/photo-size.ts), so a 2048 px photo does not hold 12 MB decoded for a 544 px box.
 * Used off the main thread by the workers that draw strips.
 */
import { stripGeometry } from '../../../model/strip.js';
import { preparedPhotoSize } from '../../../render/photo-size.js';

export async function preparePhoto(blob: Blob, pixelsPerUnit: number): Promise<ImageBitmap> {
  const full = await createImageBitmap(blob);
  const box = stripGeometry(1).photos[0];
  if (!box) return full;
  const size = preparedPhotoSize(full, box, pixelsPerUnit);
  if (size.width === full.width && size.height === full.height) return full;
  try {
    return await createImageBitmap(full, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    });
  } finally {
    full.close();
  }
}
