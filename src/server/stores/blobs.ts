/**
 * Files the server keeps (strips, stickers), behind a small interface so that
 * S3-compatible storage can replace the disk without touching routes.
 * Keys are `folder/name` (see blob-keys.ts); callers validate names against the patterns in
 * src/model/ids.ts, and every store refuses a key that could leave it.
 */
import type { Readable } from 'node:stream';
import type { IfNoneMatch } from './blob-etags.js';
import type { ByteRange, RangeRequest } from './byte-ranges.js';

export interface StoredBlob {
  body: Readable;
  size: number;
  /** A strong entity tag (quoted) for this version of the file, as sent in `ETag`. */
  etag: string;
}

/** The answer to a conditional get when the caller already holds the stored version. */
export interface UnchangedBlob {
  unchanged: true;
  etag: string;
}

export interface GetOptions {
  /** Answer `unchanged` (and read no bytes) when one of these tags names the stored version. */
  ifNoneMatch?: IfNoneMatch | undefined;
}

/** Part of a file: `body` streams the bytes of `range` only; `size` is the whole file's. */
export interface StoredRange extends StoredBlob {
  range: ByteRange;
}

/** The answer to a range that selects no byte of the stored file (416). */
export interface UnsatisfiableRange {
  unsatisfiable: true;
  size: number;
  etag: string;
}

export interface BlobStore {
  /** Stores bytes under a new key. Never overwrites: resolves false when the key exists. */
  put(key: string, bytes: Buffer): Promise<boolean>;
  /** The file streamed, or null when there is none. */
  get(key: string, options?: GetOptions): Promise<StoredBlob | UnchangedBlob | null>;
  /**
   * The bytes of `range` streamed (a bucket is asked for those only), `unsatisfiable` when it
   * selects none, `unchanged` as get answers, or null when there is no file.
   */
  getRange(
    key: string,
    range: RangeRequest,
    options?: GetOptions,
  ): Promise<StoredRange | UnsatisfiableRange | UnchangedBlob | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a key (nothing to do when it is missing); durable once the promise resolves. */
  delete(key: string): Promise<void>;
  /** The files of a folder, with the time each was last written (ms since the epoch). */
  list(folder: string): AsyncIterable<{ name: string; modifiedAt: number }>;
}
