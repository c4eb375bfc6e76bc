/**
 * The stored files a visitor may fetch (strips, their display copies, stickers), read from the
 * blob store with the client's If-None-Match condition, so disk and bucket answer alike.
 */
import type { BlobStore } from '../stores/blobs.js';

export { parseIfNoneMatch, type IfNoneMatch } from '../stores/blob-etags.js';

export interface FilesService {
  /** The file at `key` (or that the client holds it still), or null when there is none. */
  get: BlobStore['get'];
}

export function createFilesService(blobs: Pick<BlobStore, 'get'>): FilesService {
  return { get: (key, options) => blobs.get(key, options) };
}
