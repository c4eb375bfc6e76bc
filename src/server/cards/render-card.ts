/**
 * Draws a letter's link-preview card with sharp: the strip, fitted to the card's height with a
 * margin, tilted a little over a soft shadow, on the card's artwork (card-art.ts). It is given
 * the strip's bytes only, so no message can reach the picture.
 */
import sharp from 'sharp';
import { MAX_STRIP_PIXELS } from '../../model/limits.js';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardBackgroundSvg,
  STRIP_SLOT,
  stripShadowSvg,
} from './card-art.js';

/** Draws the card for a strip (its PNG or display copy); rejects when the image is unreadable. */
export type CardRenderer = (strip: Buffer) => Promise<Buffer>;

/** Where the shadow lies from the strip: a little lower and to the right. */
const SHADOW_OFFSET = { x: 6, y: 12 } as const;

/** The size a strip of `width` × `height` px takes on the card, before its tilt. */
export function stripSizeOnCard(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(STRIP_SLOT.maxWidth / width, STRIP_SLOT.maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The artwork's pixels, drawn on first use and kept: the same under every strip. */
let background: Promise<Buffer> | undefined;
function backgroundPixels(): Promise<Buffer> {
  background ??= sharp(Buffer.from(cardBackgroundSvg())).raw().toBuffer();
  background.catch(() => (background = undefined));
  return background;
}

/** The top-left corner that centres a `width` × `height` image on the strip's place. */
const centredOnSlot = (width: number, height: number, offset = { x: 0, y: 0 }) => ({
  left: Math.round(STRIP_SLOT.centreX + offset.x - width / 2),
  top: Math.round(STRIP_SLOT.centreY + offset.y - height / 2),
});

export const renderCard: CardRenderer = async (strip) => {
  const source = sharp(strip, { limitInputPixels: MAX_STRIP_PIXELS, failOn: 'truncated' });
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error('the strip has no size');
  const size = stripSizeOnCard(meta.width, meta.height);
  const [tilted, pixels] = await Promise.all([
    source
      .resize(size.width, size.height, { fit: 'fill' })
      .rotate(STRIP_SLOT.tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true }),
    backgroundPixels(),
  ]);
  const shadow = stripShadowSvg(size.width, size.height);
  return sharp(pixels, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
    .composite([
      {
        input: Buffer.from(shadow.svg),
        ...centredOnSlot(shadow.width, shadow.height, SHADOW_OFFSET),
      },
      { input: tilted.data, ...centredOnSlot(tilted.info.width, tilted.info.height) },
    ])
    .png()
    .toBuffer();
};
