/**
 * Draws an emoji as a 256×256 PNG sticker with the system's colour emoji font
 * (Debian: fonts-noto-color-emoji), through sharp's text renderer.
 */
import sharp from 'sharp';
import { STICKER_SIZE } from '../images.js';

const EMOJI_FONT = 'Noto Color Emoji';

export async function renderEmojiPng(emoji: string): Promise<Buffer> {
  const markup = `<span font="${EMOJI_FONT} 180">${escapeMarkup(emoji)}</span>`;
  const drawn = await sharp({ text: { text: markup, rgba: true, dpi: 72 } })
    .png()
    .toBuffer();
  return sharp(drawn)
    .resize(STICKER_SIZE, STICKER_SIZE, {
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .png()
    .toBuffer();
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
