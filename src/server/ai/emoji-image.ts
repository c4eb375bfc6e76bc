/**
 * Draws an emoji as a 256×256 PNG sticker from Noto's SVG artwork (emoji-artwork.ts), which
 * sharp (librsvg) rasterises at the sticker's size: no font of the host is used.
 */
import sharp from 'sharp';
import { STICKER_SIZE } from '../services/images.js';
import { emojiArtworkSvg } from './emoji-artwork.js';

/** Skin-tone modifiers U+1F3FB–U+1F3FF. */
const SKIN_TONES = /[\u{1F3FB}-\u{1F3FF}]/gu;
const ZWJ = '\u200D';

/**
 * The emoji, then plainer forms of it, for artwork that lacks a sequence: without skin tones,
 * then the first part of a ZWJ sequence (👩🏽‍🚀 → 👩‍🚀 → 👩).
 */
function plainerForms(emoji: string): string[] {
  const untoned = emoji.replace(SKIN_TONES, '');
  return [emoji, untoned, untoned.split(ZWJ)[0] ?? untoned];
}

export async function renderEmojiPng(emoji: string): Promise<Buffer> {
  for (const form of plainerForms(emoji)) {
    const svg = await emojiArtworkSvg(form, STICKER_SIZE);
    if (svg) return sharp(Buffer.from(svg)).png().toBuffer();
  }
  throw new Error(`no artwork for the emoji ${JSON.stringify(emoji)}`);
}
