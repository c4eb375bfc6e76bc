/**
 * Link-preview cards in the blob store's `cards/` folder, one per letter, named by the
 * letter's id (`cards/<id>.png`) and served at /cards/<id>.png. Beside strips, so every
 * instance (and the bucket, when S3 is configured) sees the same card.
 */
import type { BlobStore } from '../stores/blobs.js';
import { cardKey } from './addresses.js';

/** What the letters service needs of cards: removing a letter's with the letter. */
export interface CardFiles {
  /** Removes the letter's card (nothing to do when none was made). */
  remove(letterId: string): Promise<void>;
}

export function createCardFiles(blobs: Pick<BlobStore, 'delete'>): CardFiles {
  return { remove: (letterId) => blobs.delete(cardKey(letterId)) };
}
