import { normaliseDegrees, stickerCentre, type Sticker } from '../../../model/sticker.js';

/**
 * Where the selected sticker's bin goes: outside the box the turned sticker covers on screen
 * (axis-aligned, strip units), upright, on the side away from the rotate handle: below the
 * sticker while its top points up, above it once turned past 90° (the rotate handle then points
 * down). So the bin never turns with the sticker nor lands on its handles.
 */
export interface BinPlacement {
  /** The turned sticker's bounding box, strip units. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly side: 'below' | 'above';
}

export function binPlacement(sticker: Sticker): BinPlacement {
  const radians = (normaliseDegrees(sticker.rotation) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const width = sticker.width * cos + sticker.height * sin;
  const height = sticker.width * sin + sticker.height * cos;
  const centre = stickerCentre(sticker);
  return {
    x: centre.x - width / 2,
    y: centre.y - height / 2,
    width,
    height,
    side: Math.abs(normaliseDegrees(sticker.rotation)) > 90 ? 'above' : 'below',
  };
}

/**
 * How far the rotate handle reaches above a sticker's box on a touch screen, CSS px (editor.css:
 * the handle's offset, half its hit area, 20 px and half its own 36 px).
 */
export const ROTATE_REACH_PX = 72;

/**
 * Whether the selected sticker's handles go below it: a sticker this near the strip's top would
 * lift its rotate handle out of the strip onto the controls above it (Undo on a phone). Read from
 * the unturned box, which a turn does not move, so the handle stays put while it is dragged.
 * Then the rotate handle sits under the sticker (in its own frame, so only while it is upright)
 * and the bin further down, under the rotate handle.
 */
export function handlesBelow(sticker: Sticker, scale: number): boolean {
  return sticker.y * scale < ROTATE_REACH_PX;
}

/** Where the bin's centre may go, and which side of the sticker that is. */
export type BinSide = 'below' | 'above' | 'right' | 'left' | 'under-rotate';

export interface BinSpot {
  /** The bin's centre, CSS px from the strip's top left. */
  readonly x: number;
  readonly y: number;
  readonly side: BinSide;
}

export interface BinSurroundings {
  /** The strip's size, strip units: the bin stays on it, off the page's words under it. */
  readonly strip: { readonly width: number; readonly height: number };
  /** The other stickers, which the bin must not land on (a tap there would delete instead). */
  readonly others: readonly Sticker[];
  /** CSS px per strip unit. */
  readonly scale: number;
  /** From the box's edge to the bin's centre, CSS px (clear of the handles' hit areas). */
  readonly reach: number;
  /** Half the bin's hit area, CSS px. */
  readonly radius: number;
}

/** The rotate handle's distance from the sticker's edge, CSS px (editor.css, a finger's). */
const ROTATE_FROM_EDGE_PX = 53;
/** Half the rotate handle's hit area and a little air, CSS px. */
const ROTATE_CLEAR_PX = 24;
/** How much further down the bin goes under a rotate handle that sits below the sticker. */
const UNDER_ROTATE_PX = 48;

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function boxOnScreen(sticker: Sticker, scale: number): Rect {
  const box = binPlacement(sticker);
  return {
    left: box.x * scale,
    top: box.y * scale,
    right: (box.x + box.width) * scale,
    bottom: (box.y + box.height) * scale,
  };
}

/** The rotate handle's centre, CSS px: above the sticker in its own turned frame, or below. */
function rotateHandleAt(sticker: Sticker, scale: number, below: boolean) {
  const radians = (sticker.rotation * Math.PI) / 180;
  const centre = stickerCentre(sticker);
  const away = ((sticker.height * scale) / 2 + ROTATE_FROM_EDGE_PX) * (below ? 1 : -1);
  return {
    x: centre.x * scale - Math.sin(radians) * away,
    y: centre.y * scale + Math.cos(radians) * away,
  };
}

/**
 * The bin's spot: the first of the sides (its usual one first, then the sticker's right and
 * left, then the far side) where the bin is wholly on the strip, on no other sticker and off the
 * rotate handle; failing that, the first on the strip and off the handle; failing that, the
 * usual side.
 */
export function binSpot(sticker: Sticker, around: BinSurroundings): BinSpot {
  const { scale, reach, radius } = around;
  const box = boxOnScreen(sticker, scale);
  const cx = (box.left + box.right) / 2;
  const cy = (box.top + box.bottom) / 2;
  const below = handlesBelow(sticker, scale);
  const usual = binPlacement(sticker).side;
  const spots: Record<BinSide, BinSpot> = {
    below: { x: cx, y: box.bottom + reach, side: 'below' },
    above: { x: cx, y: box.top - reach, side: 'above' },
    right: { x: box.right + reach, y: cy, side: 'right' },
    left: { x: box.left - reach, y: cy, side: 'left' },
    'under-rotate': { x: cx, y: box.bottom + reach + UNDER_ROTATE_PX, side: 'under-rotate' },
  };
  const first: BinSide = below ? 'under-rotate' : usual;
  const last: BinSide = below || usual === 'below' ? 'above' : 'below';
  const order: BinSide[] = [first, 'right', 'left', last];
  const rotate = rotateHandleAt(sticker, scale, below && usual === 'below');
  const area = (spot: BinSpot): Rect => ({
    left: spot.x - radius,
    top: spot.y - radius,
    right: spot.x + radius,
    bottom: spot.y + radius,
  });
  const offHandle = (spot: BinSpot) =>
    Math.hypot(spot.x - rotate.x, spot.y - rotate.y) >= radius + ROTATE_CLEAR_PX;
  const onStrip = (spot: BinSpot) => {
    const { left, top, right, bottom } = area(spot);
    return (
      left >= 0 &&
      top >= 0 &&
      right <= around.strip.width * scale &&
      bottom <= around.strip.height * scale
    );
  };
  const clear = (spot: BinSpot) =>
    around.others.every(
      (other) => other.id === sticker.id || !overlaps(area(spot), boxOnScreen(other, scale)),
    );
  const candidates = order.map((side) => spots[side]).filter(offHandle);
  return (
    candidates.find((spot) => onStrip(spot) && clear(spot)) ??
    candidates.find(onStrip) ??
    spots[first]
  );
}
