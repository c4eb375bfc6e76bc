/**
 * The animated strip (docs/using.md, Collect Photo and /download): one frame per pose, each that
 * pose's cell of the strip (the photo with the frame around it and whatever stickers lie on
 * it) with the strip's footer (date stamp, event name) under it, laid out like a one-pose
 * strip. This is for cutting the frames from a strip's PNG, where nothing but the PNG is at hand
 * (a strip from a link or the gallery); frame-stickers.ts is for drawing them from the model.
 * Everything here is in strip units.
 */
import {
  PHOTO_GAP,
  STRIP_PADDING,
  STRIP_WIDTH,
  stripGeometry,
  type Box,
  type StripOptions,
} from './strip.js';

/** A part of the strip (`from`) and where it goes on the frame (`to`), the same size. */
export interface FramePiece {
  readonly from: Box;
  readonly to: Box;
}

export interface AnimationLayout {
  /** The frame's size. */
  readonly width: number;
  readonly height: number;
  /** Per pose, in strip order: the pieces drawn onto a frame filled with the frame colour. */
  readonly frames: readonly (readonly FramePiece[])[];
}

/**
 * Each frame is as tall as a one-pose strip: the padding above the photo, the photo, the
 * footer. The cell reaches half the gap above and below the photo (so a sticker over the gap is
 * shown up to that line, never the next photo); the footer is drawn last, over the lower half
 * gap.
 */
export function animationLayout(poseCount: number, options: StripOptions = {}): AnimationLayout {
  const strip = stripGeometry(poseCount, options);
  const last = strip.photos[strip.photos.length - 1];
  if (!last) throw new Error('A strip has at least one photo');
  const photosBottom = last.y + last.height;
  const footerHeight = strip.height - photosBottom;
  const margin = PHOTO_GAP / 2;
  const width = strip.width;
  const frames = strip.photos.map((box) => {
    const cellHeight = box.height + 2 * margin;
    const cell: FramePiece = {
      from: { x: 0, y: box.y - margin, width, height: cellHeight },
      to: { x: 0, y: STRIP_PADDING - margin, width, height: cellHeight },
    };
    const footer: FramePiece = {
      from: { x: 0, y: photosBottom, width, height: footerHeight },
      to: { x: 0, y: STRIP_PADDING + box.height, width, height: footerHeight },
    };
    return [cell, footer];
  });
  return { width, height: STRIP_PADDING + last.height + footerHeight, frames };
}

export interface StripLayout {
  readonly poseCount: number;
  /** The strip carries an event name line (a taller footer). */
  readonly eventName: boolean;
  /** False for a strip with neither stamp nor name: its footer is only the frame's margin. */
  readonly dateStamp: boolean;
  readonly pixelsPerUnit: number;
}

/** The footers a strip may have: [event name, date stamp] (a name's footer has its stamp's room). */
const FOOTERS = [
  [false, true],
  [true, true],
  [false, false],
] as const;

/** The most poses a strip may have (layouts offer 2, 3, 4 and 6). */
const MOST_POSES = 8;

/**
 * Which strip a PNG of this size is: its pose count, whether it has the event name's line,
 * and its scale. Every strip is STRIP_WIDTH units wide and its height in units differs for
 * every pose count and footer, so the size tells them apart. Null for an image no strip has
 * the size of (it is then not cut into frames).
 */
export function stripLayoutFromSize(width: number, height: number): StripLayout | null {
  if (!(width > 0 && height > 0)) return null;
  const pixelsPerUnit = width / STRIP_WIDTH;
  for (let poseCount = 1; poseCount <= MOST_POSES; poseCount += 1) {
    for (const [eventName, dateStamp] of FOOTERS) {
      const units = stripGeometry(poseCount, { eventName, dateStamp }).height;
      if (Math.abs(Math.round(units * pixelsPerUnit) - height) <= 1) {
        return { poseCount, eventName, dateStamp, pixelsPerUnit };
      }
    }
  }
  return null;
}
