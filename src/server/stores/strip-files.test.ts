import { describe, expect, it } from 'vitest';
import { STRIP_DISPLAY_NAME_PATTERN } from '../../model/ids.js';
import type { StripDisplayEncoder } from '../images.js';
import { createMemoryBlobStore, createMemoryDatabase } from '../../../test/server/memory-stores.js';
import type { BlobStore } from './blobs.js';
import {
  createStripFiles,
  newStripName,
  stripDisplayName,
  stripKey,
  stripNameFromAddress,
  stripNameFromPath,
  stripOfFile,
  stripPath,
} from './strip-files.js';

const name = 'photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png';

describe('strip names and addresses', () => {
  it('makes names of the one shape the server serves', () => {
    expect(stripNameFromPath(stripPath(newStripName()))).not.toBeNull();
    expect(newStripName()).not.toBe(newStripName());
  });

  it('reads a name from our own address only', () => {
    const origin = 'https://booth.example';
    expect(stripNameFromAddress(`${origin}/strips/${name}`, origin)).toBe(name);
    for (const address of [
      `https://other.example/strips/${name}`,
      `${origin}/strips/${name}?x=1`,
      `${origin}/strips/${name}#x`,
      `https://user@booth.example/strips/${name}`,
      `${origin}/stickers/${name}`,
      `${origin}/strips/../${name}`,
      `${origin}/strips/other.png`,
      'not an address',
    ]) {
      expect(stripNameFromAddress(address, origin), address).toBeNull();
    }
  });
});

describe('display copy names', () => {
  it("are the strip's name with .webp, and lead back to the strip", () => {
    const display = stripDisplayName(name);
    expect(display).toBe('photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.webp');
    expect(STRIP_DISPLAY_NAME_PATTERN.test(display)).toBe(true);
    expect(stripOfFile(display)).toBe(name);
    expect(stripOfFile(name)).toBe(name);
    for (const other of ['notes.txt', 'photostrip-1.webp', `${name}.webp`, '.tmp-AbCdEfGhIjKl']) {
      expect(stripOfFile(other), other).toBeNull();
    }
    // An address of a display copy names no strip: a letter cannot be made with it.
    expect(stripNameFromPath(`/strips/${display}`)).toBeNull();
  });
});

describe('createStripFiles', () => {
  const strip = { png: Buffer.from('png'), width: 600, height: 2664 };
  const webp = async () => Buffer.from('webp');

  function setup(encode: StripDisplayEncoder = webp, blobOverrides: Partial<BlobStore> = {}) {
    const db = createMemoryDatabase();
    const blobs = createMemoryBlobStore();
    const files = createStripFiles({ ...blobs, ...blobOverrides }, db.strips, encode);
    const recorded = () => db.strips.expired(Number.MAX_SAFE_INTEGER, 10);
    return { db, blobs, files, recorded };
  }

  it('stores the PNG and its display copy, and records the size and the copy', async () => {
    const { db, blobs, files } = setup();
    const { name, displayError } = await files.save(strip);
    expect(displayError).toBeUndefined();
    expect(blobs.keys()).toEqual([stripKey(name), stripKey(stripDisplayName(name))]);
    await db.letters.create(
      'L'.repeat(22),
      { message: 'm', imageUrl: '', deleteTokenHash: null },
      name,
    );
    expect((await db.letters.get('L'.repeat(22)))?.strip).toEqual({
      name,
      width: 600,
      height: 2664,
      display: 'webp',
    });
  });

  it('stores the PNG alone when the display copy cannot be made, and says why', async () => {
    const failure = new Error('no WebP today');
    const { db, blobs, files } = setup(() => Promise.reject(failure));
    const { name, displayError } = await files.save(strip);
    expect(displayError).toBe(failure);
    expect(blobs.keys()).toEqual([stripKey(name)]);
    await db.letters.create(
      'L'.repeat(22),
      { message: 'm', imageUrl: '', deleteTokenHash: null },
      name,
    );
    expect((await db.letters.get('L'.repeat(22)))?.strip).toMatchObject({ display: null });
  });

  it('removes both files, then the record', async () => {
    const { blobs, files, recorded } = setup();
    const { name } = await files.save(strip);
    await files.remove(name);
    expect(blobs.keys()).toEqual([]);
    expect(await recorded()).toEqual([]);
  });

  it('leaves no record behind when the file cannot be stored', async () => {
    const unreachable = Object.assign(new Error('bucket gone'), { code: 'ECONNREFUSED' });
    const { files, recorded } = setup(webp, { put: () => Promise.reject(unreachable) });
    await expect(files.save(strip)).rejects.toBe(unreachable);
    expect(await recorded()).toEqual([]);
  });

  it('leaves no file and no record behind when the display copy cannot be stored', async () => {
    const unreachable = new Error('bucket gone');
    const blobs = createMemoryBlobStore();
    const { files, recorded } = setup(webp, {
      put: (key, bytes) =>
        key.endsWith('.webp') ? Promise.reject(unreachable) : blobs.put(key, bytes),
      delete: (key) => blobs.delete(key),
    });
    await expect(files.save(strip)).rejects.toBe(unreachable);
    expect(blobs.keys()).toEqual([]);
    expect(await recorded()).toEqual([]);
  });

  it('takes another name, leaving nothing behind, when a display copy of the name exists', async () => {
    const blobs = createMemoryBlobStore();
    let refused = false;
    const { files } = setup(webp, {
      put: async (key, bytes) => {
        if (key.endsWith('.webp') && !refused) return !(refused = true);
        return blobs.put(key, bytes);
      },
      delete: (key) => blobs.delete(key),
    });
    const { name } = await files.save(strip);
    expect(refused).toBe(true);
    expect(blobs.keys()).toEqual([stripKey(name), stripKey(stripDisplayName(name))]);
  });
});
