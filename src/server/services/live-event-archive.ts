/**
 * Download all: the host's link to the event's ZIP, and the ZIP itself, streamed. It holds
 * every strip a guest agreed to show at the event, in whatever state the host left it
 * (waiting, approved or hidden), oldest first, as `<event>-001.png`…: the PNG as uploaded.
 * Entries are read from the database a page at a time, and each strip from the file store
 * only when the reader of the archive has taken the one before, so memory stays the same for
 * ten strips or ten thousand.
 */
import type { Readable } from 'node:stream';
import type { BlobStore } from '../stores/blobs.js';
import type { ArchiveCursor, ArchiveEntries, ArchiveEntry } from '../stores/live-event-archive.js';
import { stripKey } from './addresses.js';
import { ARCHIVE_LINK_MS, archiveToken, checkArchiveToken } from './archive-links.js';
import { archiveDisposition, entryFileName, nameStem } from './archive-names.js';
import { ServiceError } from './service-errors.js';
import { zipStream, type ZipEntry } from './zip-stream.js';

/** What the archive needs of a running event (the caller checked that it runs). */
export interface ArchivedEvent {
  id: string;
  code: string;
  hostKeyHash: string;
  name: string;
}

export interface LiveEventArchive {
  /** A token for the event's archive, good for ARCHIVE_LINK_MS. */
  link(event: ArchivedEvent): { token: string; expiresAt: number };
  /** The archive for a valid token: its Content-Disposition and its bytes, pulled. */
  open(event: ArchivedEvent, token: string): Promise<{ disposition: string; body: Readable }>;
}

export type { ArchiveCursor, ArchiveEntries, ArchiveEntry };

export interface ArchiveDeps {
  entries: ArchiveEntries;
  blobs: Pick<BlobStore, 'get'>;
  now?: () => number;
  /** Entries read from the database at a time. */
  pageSize?: number;
}

export function createLiveEventArchive(deps: ArchiveDeps): LiveEventArchive {
  const now = deps.now ?? Date.now;
  const pageSize = deps.pageSize ?? 100;

  /** The event's entries added until `until`, page by page, as files of the archive. */
  async function* files(event: ArchivedEvent, until: number, count: number) {
    const stem = nameStem(event.name);
    let after: ArchiveCursor | null = null;
    let n = 0;
    for (;;) {
      const page = await deps.entries.page(event.id, after, until, pageSize);
      for (const entry of page) {
        n += 1;
        yield archiveFile(entryFileName(stem, n, count), entry);
      }
      const last = page.at(-1);
      if (!last || page.length < pageSize) return;
      after = { addedAt: last.addedAt, id: last.id };
    }
  }

  function archiveFile(name: string, entry: ArchiveEntry): ZipEntry {
    return {
      name,
      modifiedAt: entry.addedAt,
      async open() {
        // A strip removed since its entry was listed is left out.
        const file = await deps.blobs.get(stripKey(entry.stripName));
        return file && 'body' in file ? file.body : null;
      },
    };
  }

  return {
    link(event) {
      const expiresAt = now() + ARCHIVE_LINK_MS;
      return { token: archiveToken(event.hostKeyHash, event.code, expiresAt), expiresAt };
    },

    async open(event, token) {
      const check = checkArchiveToken(event.hostKeyHash, event.code, token, now());
      if (check === 'wrong') throw new ServiceError('wrong_archive_token');
      if (check === 'expired') throw new ServiceError('archive_link_expired');
      const until = now();
      const count = await deps.entries.count(event.id, until);
      return {
        disposition: archiveDisposition(nameStem(event.name)),
        body: zipStream(files(event, until, count)),
      };
    },
  };
}
