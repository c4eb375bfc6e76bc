/**
 * Link-preview cards in the blob store's `cards/` folder, one per letter, named by the
 * letter's id (`cards/<id>.png`) and served at /cards/<id>.png. Beside strips, so every
 * instance (and the bucket, when S3 is configured) sees the same card.
 */
import { RANDOM_ID_PATTERN } from '../../model/ids.js';
import type { BlobStore } from './blobs.js';

export const CARDS_FOLDER = 'cards';

export const cardName = (letterId: string): string => `${letterId}.png`;
export const cardKey = (letterId: string): string => `${CARDS_FOLDER}/${cardName(letterId)}`;
export const cardPath = (letterId: string): string => `/${CARDS_FOLDER}/${cardName(letterId)}`;

/** The letter id a card's file name names (`<id>.png`), or null for any other name. */
export function letterIdOfCard(name: string): string | null {
  const id = name.endsWith('.png') ? name.slice(0, -'.png'.length) : '';
  return RANDOM_ID_PATTERN.test(id) ? id : null;
}

/** What the letters service needs of cards: removing a letter's with the letter. */
export interface CardFiles {
  /** Removes the letter's card (nothing to do when none was made). */
  remove(letterId: string): Promise<void>;
}

export function createCardFiles(blobs: Pick<BlobStore, 'delete'>): CardFiles {
  return { remove: (letterId) => blobs.delete(cardKey(letterId)) };
}
