/**
 * Files the server keeps (strips, stickers), behind a small interface so that
 * S3-compatible storage can replace the disk without touching routes.
 * Keys are `folder/name`; callers validate names against the patterns in src/model/ids.ts.
 */
import type { Readable } from 'node:stream';

export interface StoredBlob {
  body: Readable;
  size: number;
}

export interface BlobStore {
  /** Stores bytes under a new key. Never overwrites: resolves false when the key exists. */
  put(key: string, bytes: Buffer): Promise<boolean>;
  get(key: string): Promise<StoredBlob | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a key (nothing to do when it is missing); durable once the promise resolves. */
  delete(key: string): Promise<void>;
  /** The files of a folder, with the time each was last written (ms since the epoch). */
  list(folder: string): AsyncIterable<{ name: string; modifiedAt: number }>;
}
