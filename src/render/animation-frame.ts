/**
 * Draws one frame of the animated strip (docs/using.md, Collect Photo and /download), either from
 * the model (drawStripFrame: every sticker whole) or, where only the strip's PNG is at hand,
 * from the drawn strip (drawAnimationFrame: the frame filled with the frame colour, then that
 * pose's cell and the footer copied from the strip as src/model's animationLayout places them,
 * stickers cut where the cell ends). Works on a page canvas, an OffscreenCanvas and a recording
 * fake alike.
 */
import type { AnimationLayout } from '../model/animation-frames.js';
import { frameStickers } from '../model/frame-stickers.js';
import { frameAt } from '../model/photo-frame.js';
import { drawStrip, type StripContext, type StripImages, type StripToDraw } from './draw-strip.js';

/** The members of a 2D context the frame is drawn with. */
export interface FrameContext<Image> {
  fillStyle: string | object;
  imageSmoothingEnabled?: boolean;
  imageSmoothingQuality?: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(
    image: Image,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
}

export interface FrameScales {
  /** Pixels per strip unit of the drawn strip. */
  readonly strip: number;
  /** Pixels per strip unit of the frame. */
  readonly frame: number;
}

/** The frame's size in pixels at `pixelsPerUnit`. */
export function framePixelSize(
  layout: AnimationLayout,
  pixelsPerUnit: number,
): { width: number; height: number } {
  return {
    width: Math.round(layout.width * pixelsPerUnit),
    height: Math.round(layout.height * pixelsPerUnit),
  };
}

export function drawAnimationFrame<Image>(
  context: FrameContext<Image>,
  strip: Image,
  layout: AnimationLayout,
  index: number,
  scales: FrameScales,
  frameColour: string,
): void {
  const pieces = layout.frames[index];
  if (!pieces) throw new RangeError(`The strip has no pose ${index + 1}`);
  const { width, height } = framePixelSize(layout, scales.frame);
  context.fillStyle = frameColour;
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const s = scales.strip;
  const f = scales.frame;
  for (const { from, to } of pieces) {
    context.drawImage(
      strip,
      from.x * s,
      from.y * s,
      from.width * s,
      from.height * s,
      to.x * f,
      to.y * f,
      to.width * f,
      to.height * f,
    );
  }
}

/**
 * Draws frame `index` of the animated strip from the model rather than from the drawn strip: a
 * one-pose strip (drawStrip, so the same photo crop, footer and sticker drawing as the strip)
 * of that pose's photo, with the stickers src/model's frameStickers gives that frame, each
 * whole. Used where the visit's photos and decoration are at hand: a sticker across two photos
 * or over the date then shows whole in its frame(s), not as the strip's cut pieces.
 */
export function drawStripFrame<Image>(
  context: StripContext<Image>,
  strip: StripToDraw,
  images: StripImages<Image>,
  index: number,
  pixelsPerUnit: number,
): void {
  if (!(index >= 0 && index < strip.poseCount)) {
    throw new RangeError(`The strip has no pose ${index + 1}`);
  }
  const { decoration } = strip;
  const options = { eventName: (strip.eventName ?? '') !== '', dateStamp: decoration.dateStamp };
  const frames =
    decoration.photoFrames?.length === strip.poseCount ? decoration.photoFrames : undefined;
  const stickers = frameStickers(decoration.stickers, strip.poseCount, index, options);
  const frameDecoration = { ...decoration, photoFrames: [frameAt(frames, index)], stickers };
  drawStrip(
    context,
    { ...strip, poseCount: 1, decoration: frameDecoration },
    images,
    pixelsPerUnit,
  );
}

/**
 * The commonest colour of RGBA pixels, as #rrggbb: the frame colour, read from a strip's
 * margin (where only a sticker could cover it). Black for no pixels.
 */
export function commonestColour(rgba: ArrayLike<number>): string {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const colour = ((rgba[i] ?? 0) << 16) | ((rgba[i + 1] ?? 0) << 8) | (rgba[i + 2] ?? 0);
    const count = (counts.get(colour) ?? 0) + 1;
    counts.set(colour, count);
    if (count > bestCount) {
      best = colour;
      bestCount = count;
    }
  }
  return `#${best.toString(16).padStart(6, '0')}`;
}
