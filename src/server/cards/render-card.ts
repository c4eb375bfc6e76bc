/**
 * Draws a letter's link-preview card with sharp: the strip, fitted to the card's height with a
 * margin, tilted a little over a soft shadow, on the card's artwork (card-art.ts). It is given
 * the strip's bytes only, so no message can reach the picture.
 */
import sharp from 'sharp';
import { MAX_STRIP_PIXELS } from '../images.js';
import { cardBackgroundSvg, STRIP_SLOT } from './card-art.js';

/** Draws the card for a strip (its PNG or display copy); rejects when the image is unreadable. */
export type CardRenderer = (strip: Buffer) => Promise<Buffer>;

/** The size a strip of `width` × `height` px takes on the card, before its tilt. */
export function stripSizeOnCard(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(STRIP_SLOT.maxWidth / width, STRIP_SLOT.maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export const renderCard: CardRenderer = async (strip) => {
  const source = sharp(strip, { limitInputPixels: MAX_STRIP_PIXELS, failOn: 'truncated' });
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error('the strip has no size');
  const size = stripSizeOnCard(meta.width, meta.height);
  const tilted = await source
    .resize(size.width, size.height, { fit: 'fill' })
    .rotate(STRIP_SLOT.tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const background = Buffer.from(cardBackgroundSvg(size.width, size.height));
  return sharp(background)
    .composite([
      {
        input: tilted.data,
        left: Math.round(STRIP_SLOT.centreX - tilted.info.width / 2),
        top: Math.round(STRIP_SLOT.centreY - tilted.info.height / 2),
      },
    ])
    .png()
    .toBuffer();
};
