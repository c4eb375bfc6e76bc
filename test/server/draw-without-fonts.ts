/**
 * Run as a child process by drawing-without-fonts.test.ts, with FONTCONFIG_FILE naming a
 * configuration that has no fonts (fontconfig reads it once, when a process first uses it).
 * Draws into the folder given: the stickers for the emoji given, and a card; and, as controls,
 * the same things through the host's fonts as the server drew them before (sharp's text renderer
 * with 'Noto Color Emoji', an SVG <text> in DejaVu Sans), which must come out as tofu here.
 *
 *   node --import tsx test/server/draw-without-fonts.ts <folder> <emoji>...
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { artworkKey } from '../../src/server/ai/emoji-artwork.js';
import { renderEmojiPng } from '../../src/server/ai/emoji-image.js';
import { CARD_HEIGHT, CARD_WIDTH } from '../../src/server/cards/card-art.js';
import { renderCard } from '../../src/server/cards/render-card.js';
import { STICKER_SIZE } from '../../src/server/services/images.js';

const [folder, ...emoji] = process.argv.slice(2);
if (!folder) throw new Error('usage: draw-without-fonts.ts <folder> <emoji>...');
const out = (name: string) => path.join(folder, name);

/** The way stickers were drawn before: a glyph of the host's colour emoji font. */
async function hostFontEmoji(text: string): Promise<Buffer> {
  const markup = `<span font="Noto Color Emoji 180">${text}</span>`;
  const drawn = await sharp({ text: { text: markup, rgba: true, dpi: 72 } })
    .png()
    .toBuffer();
  return sharp(drawn)
    .resize(STICKER_SIZE, STICKER_SIZE, { fit: 'contain', background: '#0000' })
    .png()
    .toBuffer();
}

/** The card's name as it was set before: an SVG <text> in a system font, on the paper. */
function hostFontCard(): Promise<Buffer> {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#fff7ef"/>`,
    `<text x="650" y="535" font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="44" font-weight="bold" fill="#2b1d16">Postbooth</text>`,
    `</svg>`,
  ].join('');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const strip = await sharp({
  create: { width: 600, height: 1800, channels: 3, background: '#e63946' },
})
  .png()
  .toBuffer();

await Promise.all([
  ...emoji.map(async (text) => {
    await writeFile(out(`sticker-${artworkKey(text)}.png`), await renderEmojiPng(text));
    await writeFile(out(`host-font-sticker-${artworkKey(text)}.png`), await hostFontEmoji(text));
  }),
  renderCard(strip).then((card) => writeFile(out('card.png'), card)),
  hostFontCard().then((card) => writeFile(out('host-font-card.png'), card)),
]);
