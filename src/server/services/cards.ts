/**
 * Link-preview cards: a 1200 × 630 picture of a letter's strip that chat apps show for its
 * share link (docs/using.md, "Writing and sharing a letter"). Made on the first request and kept in
 * the blob store; only a letter that exists has one, so a stranger asking for random ids
 * makes nothing. At most `maxRenders` cards are drawn at once; the same card asked for twice
 * at once is drawn once, and two instances drawing it together store the same bytes once
 * (the store never overwrites).
 */
import type { CardRenderer } from '../cards/render-card.js';
import type { BlobStore, GetOptions, StoredBlob, UnchangedBlob } from '../stores/blobs.js';
import { cardKey } from './addresses.js';
import type { LetterStore, ReadLetter } from '../stores/letters.js';
import { stripDisplayName, stripKey, stripNameFromPath } from './addresses.js';
import { stripSizeOnCard } from '../cards/render-card.js';
import { createInFlightLimit } from './in-flight.js';
import { isRandomId } from '../../model/ids.js';
import { ServiceError } from './service-errors.js';

export interface CardsService {
  /**
   * The card of letter `id` (drawn and stored first when there is none yet), or null when there
   * is no such letter (never stored, or deleted) or its strip is gone. Rejects with
   * `cards_busy` when too many cards are being drawn.
   */
  get(id: string, options?: GetOptions): Promise<StoredBlob | UnchangedBlob | null>;
}

export interface CardsDeps {
  letters: Pick<LetterStore, 'get'>;
  blobs: BlobStore;
  render: CardRenderer;
  /** Cards drawn at once, across all letters (2 by default: drawing one keeps a core busy). */
  maxRenders?: number;
}

/** The display copy (360 px wide) is enough when the strip takes no more width on the card. */
const DISPLAY_COPY_WIDTH = 360;

export function createCardsService(deps: CardsDeps): CardsService {
  const { letters, blobs, render } = deps;
  const renders = createInFlightLimit(deps.maxRenders ?? 2);
  /** Cards being drawn now, by letter id: a second request waits for the first one's. */
  const drawing = new Map<string, Promise<boolean>>();

  /** The strip file to draw from: the display copy when it is sharp enough, else the PNG. */
  function stripSource(letter: ReadLetter): string | null {
    const { strip } = letter;
    const name = strip?.name ?? stripNameFromPath(letter.imageUrl);
    if (!name) return null;
    const small =
      strip?.display === 'webp' &&
      strip.width &&
      strip.height &&
      stripSizeOnCard(strip.width, strip.height).width <= DISPLAY_COPY_WIDTH;
    return stripKey(small ? stripDisplayName(name) : name);
  }

  /** Reads the whole strip file, or null when it is gone. */
  async function readStrip(key: string): Promise<Buffer | null> {
    const found = await blobs.get(key);
    if (!found || 'unchanged' in found) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of found.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Draws and stores the card; false when there is nothing to draw it from. */
  async function draw(id: string, letter: ReadLetter): Promise<boolean> {
    const source = stripSource(letter);
    const strip = source && (await readStrip(source));
    if (!strip) return false;
    // Another instance may have stored the same card meanwhile: then ours is not written.
    await blobs.put(cardKey(id), await render(strip));
    // A letter deleted while its card was drawn must not leave the card behind.
    if (!(await letters.get(id))) await blobs.delete(cardKey(id));
    return true;
  }

  function drawOnce(id: string, letter: ReadLetter): Promise<boolean> {
    const pending = drawing.get(id);
    if (pending) return pending;
    if (!renders.tryEnter()) throw new ServiceError('cards_busy');
    const drawn = draw(id, letter).finally(() => {
      drawing.delete(id);
      renders.leave();
    });
    drawing.set(id, drawn);
    return drawn;
  }

  return {
    async get(id, options) {
      if (!isRandomId(id)) return null;
      // Checked on every request: a deleted letter's card is never served, even if its file
      // outlived it.
      const letter = await letters.get(id);
      if (!letter) return null;
      const stored = await blobs.get(cardKey(id), options);
      if (stored) return stored;
      if (!(await drawOnce(id, letter))) return null;
      return blobs.get(cardKey(id), options);
    },
  };
}
