/**
 * Draws one frame of a living strip's video: the strip exactly as the still export draws it
 * (src/render's drawStrip), with each pose's picture of this frame, at its place in the video.
 *
 * On the Story card the strip is drawn at the card's scale, so its edges fall between pixels.
 * Drawing frame after frame onto the same canvas would blend those edge pixels a little more each
 * time, and the last frame would not lead cleanly into the first: so each frame first puts back
 * the paper under the strip (a copy of the background, drawn once with its shadow), and every
 * frame's pixels depend on that frame's pictures only.
 */
import { drawStrip, type StripImages, type StripToDraw } from '../../../render/draw-strip.js';
import { STORY_PAPER, STORY_SHADOW, type VideoLayout } from './video-layout.js';

type Context = OffscreenCanvasRenderingContext2D;

/** The strip's rectangle out to whole pixels. */
function stripBounds(layout: VideoLayout) {
  const x = Math.floor(layout.stripX);
  const y = Math.floor(layout.stripY);
  return {
    x,
    y,
    width: Math.ceil(layout.stripX + layout.stripWidth) - x,
    height: Math.ceil(layout.stripY + layout.stripHeight) - y,
  };
}

/**
 * The Story card's background: our paper, and under the strip its frame colour with a soft
 * shadow, as if it lay on the page. Null for the strip card, which the strip covers entirely.
 */
export function storyBackground(layout: VideoLayout, frameColour: string): ImageBitmap | null {
  if (!layout.onPaper) return null;
  const canvas = new OffscreenCanvas(layout.width, layout.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context in the worker');
  context.fillStyle = STORY_PAPER;
  context.fillRect(0, 0, layout.width, layout.height);
  context.shadowColor = STORY_SHADOW;
  context.shadowBlur = 28;
  context.shadowOffsetY = 10;
  context.fillStyle = frameColour;
  context.fillRect(layout.stripX, layout.stripY, layout.stripWidth, layout.stripHeight);
  return canvas.transferToImageBitmap();
}

export function drawLivingFrame(
  context: Context,
  layout: VideoLayout,
  background: ImageBitmap | null,
  strip: StripToDraw,
  images: StripImages<ImageBitmap>,
): void {
  if (background) {
    const { x, y, width, height } = stripBounds(layout);
    // Whole pixels, unscaled: an exact copy.
    context.drawImage(background, x, y, width, height, x, y, width, height);
  }
  context.save();
  // Only the strip: a sticker hanging over its edge is cut there, as in the still export.
  context.beginPath();
  context.rect(layout.stripX, layout.stripY, layout.stripWidth, layout.stripHeight);
  context.clip();
  context.translate(layout.stripX, layout.stripY);
  drawStrip(context, strip, images, layout.pixelsPerUnit);
  context.restore();
}
