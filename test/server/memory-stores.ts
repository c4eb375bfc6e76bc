/**
 * In-memory stores with the same behaviour as the SQL and disk ones, for unit tests of the
 * services. The stores themselves are tested against the real backends.
 */
import { Readable } from 'node:stream';
import type { BlobStore } from '../../src/server/stores/blobs.js';
import { resolveRange } from '../../src/server/stores/byte-ranges.js';
import type { LetterStore, StoredLetter } from '../../src/server/stores/letters.js';
import type { StripImage, StripRecords } from '../../src/server/stores/strips.js';

interface StripRow {
  uploadedAt: number;
  letterId: string | null;
  removing: boolean;
  image: StripImage;
}

/** Letters and strip records share their state, as the two tables share a database. */
export function createMemoryDatabase(): { letters: LetterStore; strips: StripRecords } {
  const letterRows = new Map<string, StoredLetter>();
  const stripRows = new Map<string, StripRow>();
  const deletedIds = new Set<string>();

  const letters: LetterStore = {
    async create(id, letter, stripName, videoName) {
      // No videos here: the video rules are tested on the SQL store (sql-letters.test.ts).
      if (videoName !== undefined) return 'unknown_video';
      const strip = stripRows.get(stripName);
      if (!strip || strip.removing) return 'unknown_strip';
      if (strip.letterId !== null) return 'strip_in_use';
      strip.letterId = id;
      letterRows.set(id, { ...letter });
      return 'created';
    },
    async get(id) {
      const letter = letterRows.get(id);
      if (!letter) return null;
      const owned = [...stripRows].find(([, row]) => row.letterId === id);
      if (!owned) return { ...letter, strip: null, videoName: null };
      const { width, height, display } = owned[1].image;
      return { ...letter, strip: { name: owned[0], width, height, display }, videoName: null };
    },
    async delete(id) {
      if (!letterRows.delete(id)) return null;
      deletedIds.add(id);
      const owned = [...stripRows].find(([, row]) => row.letterId === id);
      if (owned) owned[1].removing = true;
      return { ownedStrip: owned?.[0] ?? null, ownedVideo: null };
    },
    async wasDeleted(id) {
      return deletedIds.has(id);
    },
  };

  const strips: StripRecords = {
    async add(name, uploadedAt, image, maxUnclaimedBytes) {
      if (stripRows.has(name)) throw new Error(`strip ${name} already recorded`);
      if (
        maxUnclaimedBytes !== undefined &&
        (await strips.unclaimedBytes()) + (image.bytes ?? 0) > maxUnclaimedBytes
      ) {
        return false;
      }
      stripRows.set(name, { uploadedAt, letterId: null, removing: false, image: { ...image } });
      return true;
    },
    async unclaimedBytes() {
      return [...stripRows.values()]
        .filter((row) => row.letterId === null)
        .reduce((sum, row) => sum + (row.image.bytes ?? 0), 0);
    },
    async oldestUnclaimed(before, limit) {
      return [...stripRows]
        .filter(([, row]) => row.letterId === null && !row.removing && row.uploadedAt < before)
        .sort(([a, x], [b, y]) => x.uploadedAt - y.uploadedAt || (a < b ? -1 : 1))
        .slice(0, limit)
        .map(([name, row]) => ({ name, bytes: row.image.bytes ?? 0 }));
    },
    async markRemoving(name) {
      const row = stripRows.get(name);
      if (!row || row.letterId !== null || row.removing) return false;
      row.removing = true;
      return true;
    },
    async expired(before, limit) {
      return [...stripRows]
        .filter(([, row]) => row.removing || (row.letterId === null && row.uploadedAt < before))
        .slice(0, limit)
        .map(([name]) => name);
    },
    async has(name) {
      return stripRows.has(name);
    },
    async claimOf(name) {
      const row = stripRows.get(name);
      return row ? { claimHash: row.image.claimHash ?? null } : null;
    },
    async remove(name) {
      stripRows.delete(name);
    },
  };

  return { letters, strips };
}

export function createMemoryBlobStore(): BlobStore & { keys(): string[] } {
  const files = new Map<string, { bytes: Buffer; modifiedAt: number }>();
  return {
    async put(key, bytes) {
      if (files.has(key)) return false;
      files.set(key, { bytes: Buffer.from(bytes), modifiedAt: Date.now() });
      return true;
    },
    async get(key) {
      const file = files.get(key);
      if (!file) return null;
      return {
        body: Readable.from([file.bytes]),
        size: file.bytes.length,
        etag: `"${file.bytes.length}-${file.modifiedAt}"`,
      };
    },
    async getRange(key, range) {
      const file = files.get(key);
      if (!file) return null;
      const etag = `"${file.bytes.length}-${file.modifiedAt}"`;
      const selected = resolveRange(range, file.bytes.length);
      if (!selected) return { unsatisfiable: true, size: file.bytes.length, etag };
      return {
        body: Readable.from([file.bytes.subarray(selected.start, selected.end + 1)]),
        size: file.bytes.length,
        etag,
        range: selected,
      };
    },
    async exists(key) {
      return files.has(key);
    },
    async delete(key) {
      files.delete(key);
    },
    async *list(folder) {
      for (const [key, file] of files) {
        if (key.startsWith(`${folder}/`)) {
          yield { name: key.slice(folder.length + 1), modifiedAt: file.modifiedAt };
        }
      }
    },
    keys: () => [...files.keys()],
  };
}
