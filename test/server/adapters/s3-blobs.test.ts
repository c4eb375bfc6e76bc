/** What only the bucket store does; the contract every store keeps is in blob-stores.test.ts. */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestS3 } from '../s3.js';
import type { TestS3 } from '../s3.js';
import type { BlobStore } from '../../../src/server/stores/blobs.js';
import { createS3BlobStore } from '../../../src/server/stores/s3-blobs.js';

let s3: TestS3;
let store: BlobStore;
const rawPut = (key: string, body: string) =>
  s3.client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: key, Body: body }));

async function read(key: string): Promise<string | null> {
  const found = await store.get(key);
  return found && 'body' in found ? text(found.body) : null;
}

// The bucket's own behaviour: an adapter's test, run on the services only (vitest.config.ts).
describe('S3 blob store', () => {
  beforeAll(async () => {
    s3 = await startTestS3();
    store = createS3BlobStore(s3.client, s3.settings.bucket);
  });
  afterAll(() => s3.stop());
  beforeEach(() => s3.empty());

  it('keeps the objects in the bucket under the same keys as on disk', async () => {
    await store.put('strips/a.png', Buffer.from('a'));
    await store.put('stickers/b.png', Buffer.from('b'));
    expect(await s3.keys()).toEqual(['stickers/b.png', 'strips/a.png']);
  });

  it('owes its refusal to overwrite to If-None-Match: this server overwrites without it', async () => {
    await rawPut('strips/a.png', 'first');
    await rawPut('strips/a.png', 'second');
    expect(await read('strips/a.png')).toBe('second');
    expect(await store.put('strips/a.png', Buffer.from('third'))).toBe(false);
    expect(await read('strips/a.png')).toBe('second');
  });

  it('asks again when the bucket answers 409 (a conflicting write in flight)', async () => {
    await s3.conflictNextWrites(2);
    expect(await store.put('strips/a.png', Buffer.from('hello'))).toBe(true);
    expect(await read('strips/a.png')).toBe('hello');
  });

  it('fails, rather than answer "exists", when the 409s do not stop', async () => {
    await s3.conflictNextWrites(100);
    await expect(store.put('strips/a.png', Buffer.from('hello'))).rejects.toThrow(/409/);
    await s3.conflictNextWrites(0);
    expect(await store.exists('strips/a.png')).toBe(false);
  });

  it('lists only names a store could have written', async () => {
    await store.put('strips/a.png', Buffer.from('a'));
    await rawPut('strips/nested/b.png', 'b');
    await rawPut('strips/.hidden', 'c');
    await rawPut('stripsy/d.png', 'd');
    const names = [];
    for await (const file of store.list('strips')) names.push(file.name);
    expect(names).toEqual(['a.png']);
  });
});
