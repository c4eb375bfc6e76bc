import { describe, expect, it } from 'vitest';
import { newStripName, stripNameFromAddress, stripNameFromPath, stripPath } from './strip-files.js';

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

describe('createStripFiles', () => {
  it('leaves no record behind when the file cannot be stored', async () => {
    const { createMemoryBlobStore, createMemoryDatabase } =
      await import('../testing/memory-stores.js');
    const { createStripFiles } = await import('./strip-files.js');
    const db = createMemoryDatabase();
    const blobs = createMemoryBlobStore();
    const unreachable = Object.assign(new Error('bucket gone'), { code: 'ECONNREFUSED' });
    const files = createStripFiles({ ...blobs, put: () => Promise.reject(unreachable) }, db.strips);
    await expect(files.save(Buffer.from('png'))).rejects.toBe(unreachable);
    expect(await db.strips.expired(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
  });
});
