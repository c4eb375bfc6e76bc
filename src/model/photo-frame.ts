/**
 * How each photo sits in its box on the strip: which of the visit's photos it is (the order of
 * the strip) and how it is framed, zoomed 1–3× and panned by an offset in strip units. The
 * photo always covers its box: the offset is clamped to the room the zoom leaves. The export
 * crops the source by frameCrop and the preview places the <img> by framePlacement, both from
 * the same numbers, so they show the same part of the photo.
 */
import type { Box, SourceRect } from './strip.js';

export interface PhotoFrame {
  /** The index of the visit's photo shown in this box. */
  readonly source: number;
  /** 1 is cover-cropped as on /layout; 3 shows a third of that width. */
  readonly zoom: number;
  /** How far the photo is moved right (and down) from centred, in strip units. */
  readonly offsetX: number;
  readonly offsetY: number;
  /**
   * A photo brought in by Replace photo in this session, by the editor's number for it, shown
   * instead of the visit's photo `source` (so undo can bring the earlier one back). Not kept:
   * the visit's photo itself is replaced too.
   */
  readonly replacement?: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

export interface SourceSize {
  readonly width: number;
  readonly height: number;
}

type BoxSize = Pick<Box, 'width' | 'height'>;

export function plainFrame(source: number): PhotoFrame {
  return { source, zoom: 1, offsetX: 0, offsetY: 0 };
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The frames of a strip of `count` photos: those kept, then plain ones for the rest. */
export function framesFor(frames: readonly PhotoFrame[] | undefined, count: number): PhotoFrame[] {
  const kept = frames && frames.length === count ? frames : [];
  return Array.from({ length: count }, (_, index) => kept[index] ?? plainFrame(index));
}

/** The frame of the box at `index` (a plain one when none is kept). */
export function frameAt(frames: readonly PhotoFrame[] | undefined, index: number): PhotoFrame {
  return frames?.[index] ?? plainFrame(index);
}

/** The photo's size in strip units at this zoom: it covers the box at zoom 1. */
function shownSize(source: SourceSize, box: BoxSize, zoom: number): SourceSize {
  const scale = Math.max(box.width / source.width, box.height / source.height) * clampZoom(zoom);
  return { width: source.width * scale, height: source.height * scale };
}

/** The offset moved back inside the room the zoom leaves, so the photo still covers its box. */
export function clampOffset(
  source: SourceSize,
  box: BoxSize,
  frame: Pick<PhotoFrame, 'zoom' | 'offsetX' | 'offsetY'>,
): { offsetX: number; offsetY: number } {
  const shown = shownSize(source, box, frame.zoom);
  const roomX = Math.max(0, (shown.width - box.width) / 2);
  const roomY = Math.max(0, (shown.height - box.height) / 2);
  const clamp = (value: number, room: number) =>
    Number.isFinite(value) ? Math.min(room, Math.max(-room, value)) : 0;
  // + 0 turns -0 into 0, so a clamped centre compares equal to a plain one.
  return { offsetX: clamp(frame.offsetX, roomX) + 0, offsetY: clamp(frame.offsetY, roomY) + 0 };
}

/** Where the whole photo lies, relative to its box's top left corner, in strip units. */
export function framePlacement(
  source: SourceSize,
  box: BoxSize,
  frame: Pick<PhotoFrame, 'zoom' | 'offsetX' | 'offsetY'>,
): Box {
  const shown = shownSize(source, box, frame.zoom);
  const { offsetX, offsetY } = clampOffset(source, box, frame);
  return {
    x: (box.width - shown.width) / 2 + offsetX,
    y: (box.height - shown.height) / 2 + offsetY,
    width: shown.width,
    height: shown.height,
  };
}

/** The part of the source drawn into the box: exactly coverCrop at zoom 1 and no offset. */
export function frameCrop(
  source: SourceSize,
  box: BoxSize,
  frame: Pick<PhotoFrame, 'zoom' | 'offsetX' | 'offsetY'>,
): SourceRect {
  // The arithmetic of coverCrop, with the zoom in the scale and the offset taken off.
  const scale =
    Math.max(box.width / source.width, box.height / source.height) * clampZoom(frame.zoom);
  const sw = box.width / scale;
  const sh = box.height / scale;
  const { offsetX, offsetY } = clampOffset(source, box, frame);
  return {
    sx: (source.width - sw) / 2 - offsetX / scale,
    sy: (source.height - sh) / 2 - offsetY / scale,
    sw,
    sh,
  };
}

/** Swaps the photos (with their framing) of two boxes. */
export function swapFrames(frames: readonly PhotoFrame[], a: number, b: number): PhotoFrame[] {
  const next = [...frames];
  const first = frames[a];
  const second = frames[b];
  if (!first || !second || a === b) return next;
  next[a] = second;
  next[b] = first;
  return next;
}

/** Back to no zoom, centred: the same photo. */
export function resetFrame(frame: PhotoFrame): PhotoFrame {
  const plain = plainFrame(frame.source);
  return frame.replacement === undefined ? plain : { ...plain, replacement: frame.replacement };
}

export const isPlain = (frame: PhotoFrame): boolean =>
  frame.zoom === 1 && frame.offsetX === 0 && frame.offsetY === 0;
