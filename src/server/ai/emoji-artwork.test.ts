/**
 * The Noto artwork has every emoji the offline provider can choose, and sequences (skin tones,
 * ZWJ, keycaps, the presentation selector) find their own picture.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STICKER_SIZE } from '../services/images.js';
import { artworkKey, emojiArtworkSvg, hasArtwork } from './emoji-artwork.js';
import { renderEmojiPng } from './emoji-image.js';
import { loadEmojiData, stickerChoices } from './emoji-match.js';

describe('emoji artwork', () => {
  it('has artwork for every emoji the offline provider can choose', async () => {
    const choices = stickerChoices(loadEmojiData());
    expect(choices.length).toBeGreaterThan(1300);
    const missing: string[] = [];
    for (const entry of choices) {
      if (!(await hasArtwork(entry.emoji))) missing.push(`${entry.emoji} ${entry.label}`);
    }
    expect(missing).toEqual([]);
  });

  it.each([
    ['❤️', '2764'],
    ['❤', '2764'],
    ['👍🏽', '1f44d-1f3fd'],
    ['#️⃣', '0023-20e3'],
    ['👩🏽‍🚀', '1f469-1f3fd-200d-1f680'],
  ])('keys %s as %s', (emoji, key) => {
    expect(artworkKey(emoji)).toBe(key);
  });

  it('gives a skin tone its own picture, and nothing for what is no emoji', async () => {
    const [plain, toned] = await Promise.all([
      emojiArtworkSvg('👍', 64),
      emojiArtworkSvg('👍🏽', 64),
    ]);
    expect(plain).toContain('width="64"');
    expect(toned).toBeDefined();
    expect(toned).not.toBe(plain);
    expect(await emojiArtworkSvg('x', 64)).toBeUndefined();
  });

  it('draws a sticker of STICKER_SIZE with a transparent corner and a filled middle', async () => {
    const { data, info } = await sharp(await renderEmojiPng('🎉'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([STICKER_SIZE, STICKER_SIZE, 4]);
    expect(data[3]).toBe(0);
    const middle = (STICKER_SIZE / 2) * STICKER_SIZE * 4 + (STICKER_SIZE / 2) * 4;
    expect(data[middle + 3]).toBe(255);
  });

  it('falls back to a plainer form, and refuses text that is no emoji', async () => {
    // A ZWJ sequence the artwork lacks (a hypothetical one) draws its first part.
    expect(await renderEmojiPng('🎉\u200D🦄')).toEqual(await renderEmojiPng('🎉'));
    await expect(renderEmojiPng('x')).rejects.toThrow(/no artwork/);
  });
});
