import { frameCrop } from '../../../../model/photo-frame.js';
import type { CellPlacement } from './live-protocol.js';

/**
 * Draws a clip frame into a cell's canvas as the export draws its photo: the part frameCrop
 * picks with the photo's own zoom and pan (a clip has its photo's shape, so the same framing
 * picks the same part of it), over the whole canvas.
 */
export function drawClipFrame(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  bitmap: ImageBitmap,
  placement: Pick<CellPlacement, 'box' | 'frame'>,
): void {
  const { canvas } = context;
  const size = { width: bitmap.width, height: bitmap.height };
  const crop = frameCrop(size, placement.box, placement.frame);
  context.drawImage(bitmap, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, canvas.width, canvas.height);
}
