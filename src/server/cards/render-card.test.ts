/**
 * The card as drawn by sharp: 1200 × 630 on our paper colour, the whole strip on it (a tall
 * 4-pose strip, a short 2-pose one and a wide one), and the same bytes for the same strip.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, STRIP_SLOT } from './card-art.js';
import { renderCard, stripSizeOnCard } from './render-card.js';

const PAPER = [0xff, 0xf7, 0xef];
const PHOTO = [0xe6, 0x39, 0x46];

/** A booth strip: white, with `poses` photo boxes of one colour and a margin around each. */
function strip(poses: number, width: number, height: number): Promise<Buffer> {
  const margin = 30;
  const box = Math.floor((height - margin * (poses + 1) - 100) / poses);
  const boxes = Array.from(
    { length: poses },
    (_, i) =>
      `<rect x="${margin}" y="${margin + i * (box + margin)}" width="${width - 2 * margin}" height="${box}" fill="#e63946"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${boxes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(png)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

describe('renderCard', () => {
  it.each([
    ['a tall 4-pose strip', 4, 600, 1800],
    ['a short 2-pose strip', 2, 600, 1000],
    ['a wide strip', 2, 1200, 700],
  ])('lays %s whole on a 1200 × 630 card of our paper', async (_name, poses, width, height) => {
    const card = await renderCard(await strip(poses, width, height));
    const meta = await sharp(card).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    expect(await pixel(card, 2, 2)).toEqual(PAPER);
    expect(await pixel(card, CARD_WIDTH - 3, CARD_HEIGHT / 2)).toEqual(PAPER);
    // The strip fits inside its slot with room for its tilt: nothing of it is cut off.
    const size = stripSizeOnCard(width, height);
    const turn = (Math.abs(STRIP_SLOT.tilt) * Math.PI) / 180;
    const tiltedWidth = size.width * Math.cos(turn) + size.height * Math.sin(turn);
    const tiltedHeight = size.width * Math.sin(turn) + size.height * Math.cos(turn);
    expect(STRIP_SLOT.centreX - tiltedWidth / 2).toBeGreaterThan(0);
    expect(STRIP_SLOT.centreX + tiltedWidth / 2).toBeLessThan(600);
    expect(STRIP_SLOT.centreY - tiltedHeight / 2).toBeGreaterThan(0);
    expect(STRIP_SLOT.centreY + tiltedHeight / 2).toBeLessThan(CARD_HEIGHT);
    // A photo near the top of the strip is drawn where the strip lies.
    const top = STRIP_SLOT.centreY - size.height / 2 + size.height * (poses === 4 ? 0.1 : 0.2);
    const found = await pixel(card, STRIP_SLOT.centreX, Math.round(top));
    for (const [index, value] of found.entries()) expect(value).toBeCloseTo(PHOTO[index]!, -1.5);
  });

  it('draws the same bytes for the same strip', async () => {
    const png = await strip(3, 600, 1400);
    expect((await renderCard(png)).equals(await renderCard(png))).toBe(true);
  });

  it('refuses bytes that are no image', async () => {
    await expect(renderCard(Buffer.from('not an image'))).rejects.toThrow();
  });
});
