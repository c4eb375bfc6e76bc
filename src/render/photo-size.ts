/**
 * How small a photo can be kept and still fill its box at full sharpness: the export draws a
 * 2048 px photo into a box about 544 px wide, so keeping it decoded at full size would hold
 * 12 MB per photo for nothing. Scaled so that its cover-crop still has at least one source
 * pixel per export pixel, never enlarged.
 */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

export function preparedPhotoSize(
  source: PixelSize,
  box: PixelSize,
  pixelsPerUnit: number,
): PixelSize {
  const scale = Math.max(
    (box.width * pixelsPerUnit) / source.width,
    (box.height * pixelsPerUnit) / source.height,
  );
  if (scale >= 1) return { width: source.width, height: source.height };
  return {
    width: Math.min(source.width, Math.ceil(source.width * scale)),
    height: Math.min(source.height, Math.ceil(source.height * scale)),
  };
}
