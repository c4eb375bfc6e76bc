import { beforeEach, describe, expect, it } from 'vitest';
import { cardKey } from './addresses.js';
import { createCardFiles } from './card-files.js';
import { stripDisplayName, stripKey, stripPath } from './addresses.js';
import { createStripFiles } from './strips.js';
import { createMemoryBlobStore, createMemoryDatabase } from '../../../test/server/memory-stores.js';
import { createLettersService } from './letters.js';
import type { LettersService } from './letters.js';
import { ServiceError } from './service-errors.js';

const origin = 'https://booth.example';
let blobs: ReturnType<typeof createMemoryBlobStore>;
let service: LettersService;
let saveStrip: () => Promise<string>;

/** The memory store keeps no videos: their rules are tested on SQL (test/server/app/routes/letter-videos.test.ts). */
const noVideos = { remove: async () => undefined, checkClaim: async () => 'unknown' as const };

/** The claim tokens of the strips saved, by address: the uploader's browser. */
const claims = new Map<string, string>();
const saved = (address: string, claimToken: string) => {
  claims.set(address, claimToken);
  return address;
};
/** A letter as the strip's uploader sends it. */
const letterWith = (message: string, address: string) => ({
  message,
  stripAddress: address,
  stripClaim: claims.get(address),
});

beforeEach(() => {
  blobs = createMemoryBlobStore();
  const db = createMemoryDatabase();
  const strips = createStripFiles(blobs, db.strips, async () => Buffer.from('webp'));
  service = createLettersService(db.letters, strips, createCardFiles(blobs), noVideos);
  saveStrip = async () => {
    const strip = await strips.save({ png: Buffer.from('png'), width: 600, height: 2664 });
    return saved(`${origin}${stripPath(strip.name)}`, strip.claimToken);
  };
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ServiceError ? error.kind : String(error)),
  );

describe('letters service', () => {
  it('stores a letter with a strip of ours and reads it back on any origin', async () => {
    const address = await saveStrip();
    const { id, deleteToken } = await service.create(letterWith('Hello', address), origin);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const read = await service.read(id, 'http://localhost:8080');
    const path = new URL(address).pathname;
    expect(read).toEqual({
      message: 'Hello',
      image_url: `http://localhost:8080${path}`,
      image_width: 600,
      image_height: 2664,
      display_url: `http://localhost:8080${path.replace(/\.png$/, '.webp')}`,
    });
  });

  it('reads a strip without a display copy with its size only', async () => {
    const db = createMemoryDatabase();
    const failing = createStripFiles(createMemoryBlobStore(), db.strips, () =>
      Promise.reject(new Error('no WebP')),
    );
    const letters = createLettersService(db.letters, failing, createCardFiles(blobs), noVideos);
    const { name, claimToken } = await failing.save({
      png: Buffer.from('png'),
      width: 300,
      height: 1332,
    });
    saved(`${origin}${stripPath(name)}`, claimToken);
    const { id } = await letters.create(letterWith('Hi', `${origin}${stripPath(name)}`), origin);
    expect(await letters.read(id, origin)).toEqual({
      message: 'Hi',
      image_url: `${origin}${stripPath(name)}`,
      image_width: 300,
      image_height: 1332,
    });
  });

  it('refuses an address that is not a stored strip of ours', async () => {
    const address = await saveStrip();
    expect(await refusal(service.create(letterWith('x', address), 'https://other.example'))).toBe(
      'unknown_strip',
    );
    expect(await refusal(service.create(letterWith('x', `${address}x`), origin))).toBe(
      'unknown_strip',
    );
    const missing = `${origin}/strips/photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png`;
    expect(await refusal(service.create(letterWith('x', missing), origin))).toBe('unknown_strip');
  });

  it('gives a strip to its first letter only', async () => {
    const address = await saveStrip();
    await service.create(letterWith('first', address), origin);
    expect(await refusal(service.create(letterWith('second', address), origin))).toBe(
      'strip_in_use',
    );
  });

  it("refuses a letter without its strip's claim token, storing nothing", async () => {
    const address = await saveStrip();
    const stranger = (stripClaim?: string) => ({
      message: 'mine now',
      stripAddress: address,
      stripClaim,
    });
    expect(await refusal(service.create(stranger(), origin))).toBe('strip_not_yours');
    expect(await refusal(service.create(stranger('x'.repeat(43)), origin))).toBe('strip_not_yours');
    // Still free for its uploader.
    expect(await refusal(service.create(letterWith('mine', address), origin))).toBe('accepted');
  });

  it('refuses a strip recorded before claim tokens, which nobody can prove', async () => {
    const db = createMemoryDatabase();
    const strips = createStripFiles(blobs, db.strips, async () => Buffer.from('webp'));
    const letters = createLettersService(db.letters, strips, createCardFiles(blobs), noVideos);
    const name = 'photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png';
    await db.strips.add(name, 1, { width: 600, height: 2664, display: null });
    const address = `${origin}${stripPath(name)}`;
    const letter = { message: 'old', stripAddress: address, stripClaim: 'x'.repeat(43) };
    expect(await refusal(letters.create(letter, origin))).toBe('strip_not_yours');
  });

  it('deletes a letter with its token, and its strip and card with it', async () => {
    const address = await saveStrip();
    const { id, deleteToken } = await service.create(letterWith('bye', address), origin);
    await blobs.put(cardKey(id), Buffer.from('card'));
    expect(await refusal(service.delete(id, 'x'.repeat(43)))).toBe('wrong_delete_token');
    expect(blobs.keys()).toHaveLength(3);
    await service.delete(id, deleteToken);
    expect(await refusal(service.read(id, origin))).toBe('letter_deleted');
    expect(blobs.keys()).toEqual([]);
    expect(await refusal(service.delete(id, deleteToken))).toBe('letter_deleted');
    // The strip cannot be claimed again.
    expect(await refusal(service.create(letterWith('again', address), origin))).toBe(
      'unknown_strip',
    );
  });

  it('tells of the strip a deletion takes before the letter goes, and again after, before the file', async () => {
    const db = createMemoryDatabase();
    const strips = createStripFiles(blobs, db.strips, async () => Buffer.from('webp'));
    const told: { name: string; letterThere: boolean }[] = [];
    const letters = createLettersService(
      db.letters,
      strips,
      createCardFiles(blobs),
      noVideos,
      async (name) => {
        // Told before the file goes, so no screen is sent to a strip already deleted.
        expect(blobs.keys()).toContain(stripKey(name));
        told.push({ name, letterThere: (await db.letters.get(letter.id)) !== null });
      },
    );
    const { name, claimToken } = await strips.save({
      png: Buffer.from('png'),
      width: 600,
      height: 2664,
    });
    saved(`${origin}${stripPath(name)}`, claimToken);
    const letter = await letters.create(letterWith('a', `${origin}${stripPath(name)}`), origin);
    expect(await refusal(letters.delete(letter.id, 'x'.repeat(43)))).toBe('wrong_delete_token');
    expect(told).toEqual([]);
    await letters.delete(letter.id, letter.deleteToken);
    // First while the letter is there (a death after it leaves a letter to delete again), then
    // once the strip is marked (an entry added for it in between goes too).
    expect(told).toEqual([
      { name, letterThere: true },
      { name, letterThere: false },
    ]);
    expect(blobs.keys()).not.toContain(stripKey(name));
    expect(await refusal(letters.delete(letter.id, letter.deleteToken))).toBe('letter_deleted');
    expect(told).toHaveLength(2);
  });

  it('keeps the keys of a strip and its display copy in its folder', async () => {
    const address = await saveStrip();
    const name = new URL(address).pathname.split('/').pop()!;
    expect(blobs.keys()).toEqual([stripKey(name), stripKey(stripDisplayName(name))]);
  });
});
