/** What only the disk store does; the contract every store keeps is in blob-stores.test.ts. */
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
  it('never overwrites, and leaves no temporary file behind', async () => {
    await store.put('strips/a.png', Buffer.from('first'));
    expect(await store.put('strips/a.png', Buffer.from('second'))).toBe(false);
    expect(await fs.readdir(path.join(root, 'strips'))).toEqual(['a.png']);
  });

  it('keeps serving a file deleted while it is being read', async () => {
    await store.put('strips/a.png', Buffer.from('hello'));
    const blob = await store.get('strips/a.png');
    if (!blob || 'unchanged' in blob) throw new Error('not stored');
    await store.delete('strips/a.png');
    expect(await text(blob.body)).toBe('hello');
  });

  it('knows a folder from a file', async () => {
    await fs.mkdir(path.join(root, 'strips', 'a.png'), { recursive: true });
    expect(await store.exists('strips/a.png')).toBe(false);
    expect(await store.get('strips/a.png')).toBeNull();
  });
});
