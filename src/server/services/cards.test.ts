/**
 * The cards service with in-memory stores and a renderer that counts: a card is drawn once per
 * letter, from the right strip file, only for letters that exist, a few at a time.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cardKey } from './addresses.js';
import type { StoredBlob } from '../stores/blobs.js';
import { stripPath } from './addresses.js';
import { createStripFiles } from './strips.js';
import { createMemoryBlobStore, createMemoryDatabase } from '../../../test/server/memory-stores.js';
import { createCardsService } from './cards.js';
import type { CardsService } from './cards.js';
import { ServiceError } from './service-errors.js';

let blobs: ReturnType<typeof createMemoryBlobStore>;
let db: ReturnType<typeof createMemoryDatabase>;
/** The bytes each drawing was given. */
let drawn: string[];
/** Lets the drawings finish (each waits for it). */
let release: () => void;
let cards: CardsService;

function service(maxRenders = 2): CardsService {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  release = open;
  return createCardsService({
    letters: db.letters,
    blobs,
    maxRenders,
    render: async (strip) => {
      drawn.push(strip.toString());
      await gate;
      return Buffer.from(`card of ${strip.toString()}`);
    },
  });
}

/** A letter whose strip is `width` × `height` (a display copy beside it); resolves its id. */
async function letter(width = 600, height = 1800, id = 'L'.repeat(21) + '1'): Promise<string> {
  const strips = createStripFiles(blobs, db.strips, async () => Buffer.from('display'));
  const { name } = await strips.save({ png: Buffer.from('png'), width, height });
  await db.letters.create(
    id,
    { message: 'secret', imageUrl: stripPath(name), deleteTokenHash: null },
    name,
  );
  return id;
}

async function bytes(found: unknown): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of (found as StoredBlob).body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeEach(() => {
  blobs = createMemoryBlobStore();
  db = createMemoryDatabase();
  drawn = [];
  cards = service();
});

describe('cards service', () => {
  it('draws a card once, on the first request, and keeps it in the cards folder', async () => {
    const id = await letter();
    release();
    const first = await cards.get(id);
    expect(await bytes(first)).toBe('card of display');
    expect(await bytes(await cards.get(id))).toBe('card of display');
    expect(drawn).toEqual(['display']);
    expect(blobs.keys()).toContain(cardKey(id));
  });

  it('draws the card once for requests that arrive together', async () => {
    const id = await letter();
    const answers = Promise.all([cards.get(id), cards.get(id), cards.get(id)]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    for (const found of await answers) expect(await bytes(found)).toBe('card of display');
    expect(drawn).toHaveLength(1);
  });

  it('draws from the PNG when the display copy is too small for the card', async () => {
    const id = await letter(1200, 700);
    release();
    expect(await bytes(await cards.get(id))).toBe('card of png');
  });

  it('draws nothing for ids that name no letter, and nothing for a deleted letter', async () => {
    release();
    for (const id of ['A'.repeat(22), 'short', '../strips/x', ''])
      expect(await cards.get(id)).toBeNull();
    const id = await letter();
    expect(await cards.get(id)).not.toBeNull();
    await db.letters.delete(id);
    // Its file left behind (say a failed delete) is never served.
    expect(blobs.keys()).toContain(cardKey(id));
    expect(await cards.get(id)).toBeNull();
    expect(drawn).toHaveLength(1);
  });

  it('answers null when the strip file is gone', async () => {
    const id = await letter();
    for (const key of blobs.keys()) await blobs.delete(key);
    release();
    expect(await cards.get(id)).toBeNull();
    expect(drawn).toEqual([]);
  });

  it('removes a card drawn while its letter was being deleted', async () => {
    const id = await letter();
    const answer = cards.get(id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await db.letters.delete(id);
    release();
    expect(await answer).toBeNull();
    expect(blobs.keys()).not.toContain(cardKey(id));
  });

  it('refuses to draw more than maxRenders cards at once', async () => {
    cards = service(1);
    const first = await letter(600, 1800, 'A'.repeat(21) + '1');
    const second = await letter(600, 1800, 'B'.repeat(21) + '2');
    const drawing = cards.get(first);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(cards.get(second)).rejects.toEqual(new ServiceError('cards_busy'));
    release();
    await drawing;
    expect(await bytes(await cards.get(second))).toBe('card of display');
  });
});
