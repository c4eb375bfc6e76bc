/**
 * Stickers as plain data and pure functions. Positions and sizes are in strip units
 * (src/model/strip.ts); x and y are the top left corner of the unrotated box, rotation turns
 * the box about its centre. Every change is computed from a snapshot taken when a gesture
 * started, so a gesture can be replayed, undone or rolled back with Escape.
 */
export const DEFAULT_STICKER_SIZE = 64;
export const MIN_STICKER_SIZE = 16;
/** An emoji is drawn at this fraction of its sticker's height (docs/using.md, Collect Photo and /download). */
export const EMOJI_SCALE = 0.8;
interface StickerBox {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Degrees, clockwise, in (-180, 180]. */
  readonly rotation: number;
}

export type StickerContent = { readonly char: string } | { readonly src: string };
export type Sticker = StickerBox & StickerContent;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const HANDLES = [
  'top-left',
  'top',
  'top-right',
  'right',
  'bottom-right',
  'bottom',
  'bottom-left',
  'left',
] as const;
export type Handle = (typeof HANDLES)[number];

/** Which sides a handle moves: -1 the left/top side, 1 the right/bottom side, 0 neither. */
const HANDLE_SIDES: Readonly<Record<Handle, readonly [number, number]>> = {
  'top-left': [-1, -1],
  top: [0, -1],
  'top-right': [1, -1],
  right: [1, 0],
  'bottom-right': [1, 1],
  bottom: [0, 1],
  'bottom-left': [-1, 1],
  left: [-1, 0],
};

export function isImageSticker(sticker: Sticker): sticker is StickerBox & { src: string } {
  return 'src' in sticker;
}

/** Dropped or pasted text: an address starting with http is an image, anything else an emoji. */
export function contentFromText(text: string): StickerContent | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^http/i.test(trimmed) ? { src: trimmed } : { char: trimmed };
}

/** An id from the clock (a timestamp), always above every id in use. */
export function nextStickerId(stickers: readonly Sticker[], now: number): number {
  return stickers.reduce((id, sticker) => Math.max(id, sticker.id + 1), Math.floor(now));
}

export function stickerCentre(sticker: Sticker): Point {
  return { x: sticker.x + sticker.width / 2, y: sticker.y + sticker.height / 2 };
}

/** Normalises degrees to (-180, 180]. */
export function normaliseDegrees(degrees: number): number {
  const turned = (((degrees + 180) % 360) + 360) % 360;
  return turned === 0 ? 180 : turned - 180;
}

/** Keeps the sticker's box inside the strip: no larger than it, and wholly within it. */
export function clampSticker<T extends Sticker>(sticker: T, bounds: Size): T {
  const width = Math.min(Math.max(sticker.width, MIN_STICKER_SIZE), bounds.width);
  const height = Math.min(Math.max(sticker.height, MIN_STICKER_SIZE), bounds.height);
  const x = Math.min(Math.max(sticker.x, 0), bounds.width - width);
  const y = Math.min(Math.max(sticker.y, 0), bounds.height - height);
  return { ...sticker, x, y, width, height };
}

/** A new sticker centred on `centre` (then kept inside the strip). */
export function placeSticker(
  id: number,
  content: StickerContent,
  centre: Point,
  bounds: Size,
  size: number = DEFAULT_STICKER_SIZE,
): Sticker {
  const box = { id, x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size };
  return clampSticker({ ...box, rotation: 0, ...content }, bounds);
}

export function moveSticker<T extends Sticker>(
  snapshot: T,
  dx: number,
  dy: number,
  bounds: Size,
): T {
  return clampSticker({ ...snapshot, x: snapshot.x + dx, y: snapshot.y + dy }, bounds);
}

function rotateVector(vector: Point, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: vector.x * cos - vector.y * sin, y: vector.x * sin + vector.y * cos };
}

/**
 * Resizes from a handle dragged by (dx, dy) strip units. The drag is read in the sticker's own
 * turned frame, and the side or corner opposite the handle stays where it was on the strip.
 */
export function resizeSticker<T extends Sticker>(
  snapshot: T,
  handle: Handle,
  dx: number,
  dy: number,
  bounds: Size,
): T {
  const [sideX, sideY] = HANDLE_SIDES[handle];
  const local = rotateVector({ x: dx, y: dy }, -snapshot.rotation);
  const maxSize = Math.min(bounds.width, bounds.height);
  const width = Math.min(Math.max(snapshot.width + sideX * local.x, MIN_STICKER_SIZE), maxSize);
  const height = Math.min(Math.max(snapshot.height + sideY * local.y, MIN_STICKER_SIZE), maxSize);
  // The anchor is the opposite side's midpoint or corner, in the sticker's frame from its centre.
  const centre = stickerCentre(snapshot);
  const anchorOffset = { x: (-sideX * snapshot.width) / 2, y: (-sideY * snapshot.height) / 2 };
  const anchor = rotateVector(anchorOffset, snapshot.rotation);
  const toCentre = rotateVector(
    { x: (sideX * width) / 2, y: (sideY * height) / 2 },
    snapshot.rotation,
  );
  const newCentre = {
    x: centre.x + anchor.x + toCentre.x,
    y: centre.y + anchor.y + toCentre.y,
  };
  return clampSticker(
    { ...snapshot, x: newCentre.x - width / 2, y: newCentre.y - height / 2, width, height },
    bounds,
  );
}

/** The angle of `point` around `centre`, in degrees clockwise from the x axis. */
function angleAround(centre: Point, point: Point): number {
  return (Math.atan2(point.y - centre.y, point.x - centre.x) * 180) / Math.PI;
}

/**
 * Turns the sticker by the angle the pointer swept around its centre since `start`. With
 * `snap`, the result lands on multiples of 15°.
 */
export function rotateSticker<T extends Sticker>(
  snapshot: T,
  start: Point,
  now: Point,
  snap = false,
): T {
  const centre = stickerCentre(snapshot);
  const swept = angleAround(centre, now) - angleAround(centre, start);
  const rotation = snapshot.rotation + swept;
  return {
    ...snapshot,
    rotation: normaliseDegrees(snap ? Math.round(rotation / 15) * 15 : rotation),
  };
}

export function turnSticker<T extends Sticker>(sticker: T, degrees: number): T {
  return { ...sticker, rotation: normaliseDegrees(sticker.rotation + degrees) };
}

/** Grows or shrinks the sticker about its centre by `factor`. */
export function scaleSticker<T extends Sticker>(sticker: T, factor: number, bounds: Size): T {
  const maxSize = Math.min(bounds.width, bounds.height);
  const limit = Math.min(maxSize / sticker.width, maxSize / sticker.height);
  const floor = Math.max(MIN_STICKER_SIZE / sticker.width, MIN_STICKER_SIZE / sticker.height);
  const f = Math.min(Math.max(factor, floor), limit);
  const centre = stickerCentre(sticker);
  const width = sticker.width * f;
  const height = sticker.height * f;
  return clampSticker(
    { ...sticker, x: centre.x - width / 2, y: centre.y - height / 2, width, height },
    bounds,
  );
}

/**
 * Two fingers: the sticker follows their midpoint, grows with their distance and turns with
 * the line between them, all relative to where they were when the pinch started.
 */
export function pinchSticker<T extends Sticker>(
  snapshot: T,
  start: readonly [Point, Point],
  now: readonly [Point, Point],
  bounds: Size,
): T {
  const [a0, b0] = start;
  const [a1, b1] = now;
  const distance0 = Math.hypot(b0.x - a0.x, b0.y - a0.y);
  const distance1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const factor = distance0 > 0 ? distance1 / distance0 : 1;
  const turned = angleAround(a1, b1) - angleAround(a0, b0);
  const moved = moveSticker(
    snapshot,
    (a1.x + b1.x) / 2 - (a0.x + b0.x) / 2,
    (a1.y + b1.y) / 2 - (a0.y + b0.y) / 2,
    bounds,
  );
  return turnSticker(scaleSticker(moved, factor, bounds), turned);
}
