/**
 * The built-in provider, used when no AI key is configured. It works offline and
 * matches keywords: the theme's words are looked up in emoji keywords (emojibase-data)
 * and colour names (color-name-list). It is not a language model.
 */
import sharp from 'sharp';
import { toHex } from '../../model/colour.js';
import { matchColour, loadColourNames } from './colour-match.js';
import { renderEmojiPng } from './emoji-image.js';
import { loadEmojiData, matchEmoji } from './emoji-match.js';
import { STICKER_COUNT } from './provider.js';
import type { DecorationProvider } from './provider.js';
import type { StickerFiles } from './sticker-files.js';
import { themeWords } from './theme-words.js';

/** A soft pink, for a theme whose words name no colour and find no emoji. */
const DEFAULT_FRAME_COLOUR = '#ffd6e0';

/** The frame colour the theme's words name, or null. */
export async function keywordColour(theme: string): Promise<string | null> {
  return matchColour(themeWords(theme), await loadColourNames());
}

export function createOfflineProvider(files: StickerFiles): DecorationProvider {
  /** Mean colour of each emoji drawn, kept so an emoji is measured once. */
  const emojiColours = new Map<string, string>();

  return {
    kind: 'offline',
    async suggest(theme) {
      const words = themeWords(theme);
      const emoji = matchEmoji(words, loadEmojiData(), STICKER_COUNT);
      const stickerNames = await Promise.all(
        emoji.map((entry) =>
          files.emoji(entry.hexcode, async () => {
            const png = await renderEmojiPng(entry.emoji);
            emojiColours.set(entry.hexcode, await meanOpaqueColour(png));
            return png;
          }),
        ),
      );
      const first = emoji[0];
      let frameColor = matchColour(words, await loadColourNames());
      if (!frameColor && first) {
        // No colour in the words: take the first sticker's colour, so frame and stickers match.
        frameColor =
          emojiColours.get(first.hexcode) ??
          (await meanOpaqueColour(await renderEmojiPng(first.emoji)));
        emojiColours.set(first.hexcode, frameColor);
      }
      return { frameColor: frameColor ?? DEFAULT_FRAME_COLOUR, stickerNames };
    },
  };
}

/** The mean colour of the visible pixels (transparent ones do not count). */
export async function meanOpaqueColour(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let r = 0;
  let g = 0;
  let b = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const alpha = data.readUInt8(i + 3);
    r += data.readUInt8(i) * alpha;
    g += data.readUInt8(i + 1) * alpha;
    b += data.readUInt8(i + 2) * alpha;
    weight += alpha;
  }
  return weight === 0 ? DEFAULT_FRAME_COLOUR : toHex([r / weight, g / weight, b / weight]);
}
