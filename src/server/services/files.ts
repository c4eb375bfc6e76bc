/**
 * The stored files a visitor may fetch (strips, their display copies, stickers, videos), read
 * from the blob store with the client's If-None-Match condition (and a video's Range), so disk
 * and bucket answer alike.
 */
import type { BlobStore } from '../stores/blobs.js';

export { parseIfNoneMatch, type IfNoneMatch } from '../stores/blob-etags.js';
export { parseRange, type RangeRequest } from '../stores/byte-ranges.js';

export type { StoredBlob } from '../stores/blobs.js';

export interface FilesService {
  /** The file at `key` (or that the client holds it still), or null when there is none. */
  get: BlobStore['get'];
  /** Part of the file at `key` (see BlobStore.getRange). */
  getRange: BlobStore['getRange'];
}

export function createFilesService(blobs: Pick<BlobStore, 'get' | 'getRange'>): FilesService {
  return {
    get: (key, options) => blobs.get(key, options),
    getRange: (key, range, options) => blobs.getRange(key, range, options),
  };
}
