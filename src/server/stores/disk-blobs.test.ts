import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from './disk-blobs.js';
import type { BlobStore } from './blobs.js';

let root: string;
let store: BlobStore;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-blobs-'));
  store = createDiskBlobStore(root);
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('disk blob store', () => {
  it('stores, reads, tells existence and deletes', async () => {
    expect(await store.put('strips/a.png', Buffer.from('hello'))).toBe(true);
    expect(await store.exists('strips/a.png')).toBe(true);
    const blob = await store.get('strips/a.png');
    expect(blob?.size).toBe(5);
    expect(await text(blob!.body)).toBe('hello');
    await store.delete('strips/a.png');
    expect(await store.exists('strips/a.png')).toBe(false);
    expect(await store.get('strips/a.png')).toBeNull();
    // Deleting what is not there is not an error, in a folder that exists or not.
    await store.delete('strips/a.png');
    await store.delete('nothing/a.png');
  });

  it('never overwrites, and leaves no temporary file behind', async () => {
    await store.put('strips/a.png', Buffer.from('first'));
    expect(await store.put('strips/a.png', Buffer.from('second'))).toBe(false);
    expect(await text((await store.get('strips/a.png'))!.body)).toBe('first');
    expect(await fs.readdir(path.join(root, 'strips'))).toEqual(['a.png']);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of [
      '../x.png',
      'strips/../../x.png',
      '/etc/passwd',
      'strips/.hidden',
      'a/b/c',
    ]) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/Bad blob key/);
    }
    expect(await store.exists('../x.png')).toBe(false);
  });
});
