import { describe, expect, it } from 'vitest';
import type { StripDisplayEncoder } from './images.js';
import { createMemoryBlobStore, createMemoryDatabase } from '../../../test/server/memory-stores.js';
import type { BlobStore } from '../stores/blobs.js';
import { stripDisplayName, stripKey } from './addresses.js';
import { createStripFiles } from './strips.js';

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
