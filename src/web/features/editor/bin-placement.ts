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
