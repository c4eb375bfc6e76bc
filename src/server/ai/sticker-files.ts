/** Sticker images in the blob store's `stickers/` folder, served at /stickers/<name>. */
import { randomBytes } from 'node:crypto';
import type { BlobStore } from '../stores/blobs.js';

export interface StickerFiles {
  /** Stores an AI image under a new random name and returns the name. */
  saveGenerated(png: Buffer): Promise<string>;
  /** Returns the emoji sticker's name, drawing and storing it the first time it is asked for. */
  emoji(hexcode: string, draw: () => Promise<Buffer>): Promise<string>;
}

export const STICKERS_FOLDER = 'stickers';

export function stickerKey(name: string): string {
  return `${STICKERS_FOLDER}/${name}`;
}

export function createStickerFiles(blobs: BlobStore): StickerFiles {
  return {
    async saveGenerated(png) {
      // A new random name that exists already (never seen with 128 bits) gets another name:
      // the store never overwrites, and we must not hand out a name showing another image.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const name = `ai-${Date.now()}-${randomBytes(16).toString('base64url')}.png`;
        if (await blobs.put(stickerKey(name), png)) return name;
      }
      throw new Error('3 new random sticker names all existed');
    },
    async emoji(hexcode, draw) {
      const name = `emoji-${hexcode.toLowerCase()}.png`;
      // Drawn once, then kept: the same emoji always makes the same picture.
      if (!(await blobs.exists(stickerKey(name)))) await blobs.put(stickerKey(name), await draw());
      return name;
    },
  };
}
