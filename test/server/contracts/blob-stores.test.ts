/**
 * The blob store contract, run on every backend: a real folder on disk, and a real
 * S3-compatible server (s3rver, started here on a loopback port, behind the conditional-write
 * shim that stands for S3's own If-None-Match; see test/server/s3-server.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backendOfThisRun } from '../backends.js';
import { startTestS3 } from '../s3.js';
import type { TestS3 } from '../s3.js';
import type { BlobStore, StoredBlob } from '../../../src/server/stores/blobs.js';
import { createDiskBlobStore } from '../../../src/server/stores/disk-blobs.js';
import { createS3BlobStore } from '../../../src/server/stores/s3-blobs.js';

/** How far a file system's clock may lag Date.now() (one kernel tick is 1–10 ms). */
const COARSE_CLOCK_MS = 20;

interface Backend {
  name: string;
  start(): Promise<void>;
  /** A store with nothing in it. */
  open(): Promise<BlobStore>;
  stop(): Promise<void>;
}

function diskBackend(): Backend {
  let root = '';
  return {
    name: 'disk',
    start: async () => undefined,
    async open() {
      await fs.rm(root, { recursive: true, force: true });
      root = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-blobs-'));
      return createDiskBlobStore(root);
    },
    stop: () => fs.rm(root, { recursive: true, force: true }),
  };
}

function s3Backend(): Backend {
  let s3: TestS3 | undefined;
  return {
    name: 'S3',
    async start() {
      s3 = await startTestS3();
    },
    async open() {
      if (!s3) throw new Error('not started');
      await s3.empty();
      // Two keys a page, so listing a folder walks several pages.
      return createS3BlobStore(s3.client, s3.settings.bucket, { listPageSize: 2 });
    },
    stop: async () => s3?.stop(),
  };
}

/** The stored bytes as text, or null; fails on an "unchanged" answer. */
async function read(store: BlobStore, key: string): Promise<string | null> {
  const found = await store.get(key);
  if (found && 'unchanged' in found) throw new Error('a plain get answered unchanged');
  return found ? text(found.body) : null;
}

async function getStored(store: BlobStore, key: string): Promise<StoredBlob> {
  const found = await store.get(key);
  if (!found || 'unchanged' in found) throw new Error(`${key} is not stored`);
  return found;
}

describe.each(backendOfThisRun(diskBackend(), s3Backend()))('$name blob store', (backend) => {
  let store: BlobStore;
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  afterEach(async () => {
    store = await backend.open();
  });
  beforeAll(async () => {
    store = await backend.open();
  });

  it('stores, reads, tells existence and deletes', async () => {
    expect(await store.exists('strips/a.png')).toBe(false);
    expect(await store.put('strips/a.png', Buffer.from('hello'))).toBe(true);
    expect(await store.exists('strips/a.png')).toBe(true);
    const blob = await getStored(store, 'strips/a.png');
    expect(blob.size).toBe(5);
    expect(blob.etag).toMatch(/^"[^"]+"$/);
    expect(await text(blob.body)).toBe('hello');
    await store.delete('strips/a.png');
    expect(await store.exists('strips/a.png')).toBe(false);
    expect(await store.get('strips/a.png')).toBeNull();
    // Deleting what is not there is not an error, in a folder that exists or not.
    await store.delete('strips/a.png');
    await store.delete('nothing/a.png');
  });

  it('never overwrites: a second put of a key resolves false and keeps the first bytes', async () => {
    expect(await store.put('strips/a.png', Buffer.from('first'))).toBe(true);
    expect(await store.put('strips/a.png', Buffer.from('second'))).toBe(false);
    expect(await read(store, 'strips/a.png')).toBe('first');
  });

  it('lets exactly one of several racing puts of a key win', async () => {
    const bodies = ['one', 'two', 'three', 'four', 'five'];
    const results = await Promise.all(
      bodies.map((body) => store.put('stickers/emoji-1f600.png', Buffer.from(body))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await read(store, 'stickers/emoji-1f600.png')).toBe(bodies[results.indexOf(true)]);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of [
      '../x.png',
      'strips/../../x.png',
      'strips/..',
      '/etc/passwd',
      'strips/.hidden',
      'a/b/c',
      'strips/',
      'Strips/a.png',
    ]) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/Bad blob key/);
      await expect(store.get(key), key).rejects.toThrow(/Bad blob key/);
      await expect(store.exists(key), key).rejects.toThrow(/Bad blob key/);
      await expect(store.delete(key), key).rejects.toThrow(/Bad blob key/);
    }
    await expect(async () => {
      for await (const file of store.list('../strips')) expect(file).toBeUndefined();
    }).rejects.toThrow(/Bad blob folder/);
  });

  it('lists the files of one folder with the time each was written', async () => {
    const before = Date.now();
    const names = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'];
    for (const name of names) await store.put(`strips/${name}`, Buffer.from(name));
    await store.put('stickers/f.png', Buffer.from('f'));
    const after = Date.now();
    const listed = [];
    for await (const file of store.list('strips')) listed.push(file);
    expect(listed.map((file) => file.name).sort()).toEqual(names);
    for (const { modifiedAt } of listed) {
      // S3 keeps whole seconds; a disk's time comes from the kernel's coarse clock, which may
      // lag Date.now() by a tick (CI saw a file written 0.95 ms "before" the test began).
      expect(modifiedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - COARSE_CLOCK_MS);
      expect(modifiedAt).toBeLessThanOrEqual(after);
    }
    const empty = [];
    for await (const file of store.list('nothing')) empty.push(file);
    expect(empty).toEqual([]);
  });

  it('names each stored version with a stable ETag', async () => {
    await store.put('strips/a.png', Buffer.from('hello'));
    await store.put('strips/b.png', Buffer.from('a longer file'));
    const first = await getStored(store, 'strips/a.png');
    const again = await getStored(store, 'strips/a.png');
    const other = await getStored(store, 'strips/b.png');
    first.body.destroy();
    again.body.destroy();
    other.body.destroy();
    expect(again.etag).toBe(first.etag);
    expect(other.etag).not.toBe(first.etag);
  });

  it('answers a conditional get with "unchanged" only for the stored version', async () => {
    await store.put('strips/a.png', Buffer.from('hello'));
    const { etag, body } = await getStored(store, 'strips/a.png');
    body.destroy();
    const unchanged = { unchanged: true, etag };
    expect(await store.get('strips/a.png', { ifNoneMatch: [etag] })).toEqual(unchanged);
    expect(await store.get('strips/a.png', { ifNoneMatch: [`W/${etag}`] })).toEqual(unchanged);
    expect(await store.get('strips/a.png', { ifNoneMatch: ['"x"', etag] })).toEqual(unchanged);
    expect(await store.get('strips/a.png', { ifNoneMatch: '*' })).toEqual(unchanged);
    const changed = await store.get('strips/a.png', { ifNoneMatch: ['"something-else"'] });
    expect(changed && 'body' in changed ? await text(changed.body) : changed).toBe('hello');
    expect(await store.get('strips/gone.png', { ifNoneMatch: [etag] })).toBeNull();
    expect(await store.get('strips/gone.png', { ifNoneMatch: '*' })).toBeNull();
  });
});
