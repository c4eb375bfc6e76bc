/**
 * One upload of a strip for both things that need it stored: the letter (share-letter.ts) and
 * the consent to show it at an event (lib/event/consent-records.ts). A strip is known by its
 * bytes' fingerprint. The server lets a strip belong to one letter only (a second letter
 * naming it gets 409 strip_in_use), so a letter reuses an upload no letter took yet; an entry
 * at the event may name any upload of the same bytes, the letter's included. A living strip's
 * video is uploaded the same way, kept under its own key (a video belongs to one letter too).
 * Each record keeps the upload's claim token: the letter or entry naming it must carry it, and
 * only this browser has it (kept in localStorage, so a reload or a share sent once the
 * connection is back still has it; event mode's start over forgets it with the guest).
 */
import type { StoredUpload } from '../api/letter-api.js';
import type { KeyValueStorage } from '../storage/safe-storage.js';
import { STRIP_UPLOADS_KEY } from '../storage/letter-keys.js';
import { asStripPath } from '../storage/strip-address.js';

interface Upload {
  /** The fingerprint of the strip's bytes. */
  strip: string;
  url: string;
  /** The upload's claim token (api/letter-api.ts StoredUpload). */
  claim: string;
  /** True once a letter was stored with it. */
  letter: boolean;
}

const stored = (upload: Upload): StoredUpload => ({ url: upload.url, claim: upload.claim });

/** A few strips are enough: a visitor makes one strip, maybe a second after Back. */
const KEPT = 8;

function read(storage: KeyValueStorage, key: string): Upload[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is Upload =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Upload).strip === 'string' &&
        typeof (item as Upload).url === 'string' &&
        // Records kept before claim tokens prove nothing: those strips are uploaded again.
        typeof (item as Upload).claim === 'string' &&
        typeof (item as Upload).letter === 'boolean',
    );
  } catch {
    return [];
  }
}

function write(storage: KeyValueStorage, key: string, uploads: Upload[]): void {
  storage.setItem(key, JSON.stringify(uploads.slice(-KEPT)));
}

/**
 * Hex SHA-256 of the strip's bytes; off https (no crypto.subtle) its size, which tells one
 * strip of a visit from the next well enough for reuse within this browser.
 */
async function stripFingerprint(png: Blob): Promise<string> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', await png.arrayBuffer());
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
  } catch {
    return `size:${png.size}`;
  }
}

export interface StripUploads {
  /** How a strip's bytes are known: their fingerprint. */
  fingerprint(png: Blob): Promise<string>;
  /** A stored copy a letter may name: an upload no letter took, or a new one. */
  forLetter(png: Blob): Promise<StoredUpload>;
  /** A stored copy of these bytes for an entry: any earlier upload, or a new one. */
  forEntry(png: Blob): Promise<StoredUpload>;
  /**
   * This browser's upload at `address` (a strip's, absolute or a path), or null when another
   * browser made it: only its uploader can show it at an event.
   */
  uploadAt(address: string): StoredUpload | null;
}

/**
 * Uploads under way in this page, by fingerprint, and whether a letter asked for each. The
 * letter and the consent may ask for the same strip at once (a kiosk stores its take-home
 * letter as soon as the strip shows, and the guest ticks the box meanwhile): the second waits
 * for the first instead of storing the strip twice. Shared by every stripUploads of the page,
 * as the share and the consent each make their own.
 */
const underWay = new Map<string, { url: Promise<StoredUpload>; letter: boolean }>();

export function stripUploads(
  storage: KeyValueStorage,
  upload: (png: Blob) => Promise<StoredUpload>,
  fingerprint: (png: Blob) => Promise<string> = stripFingerprint,
  /** Where the records are kept: the strips', or the videos' (VIDEO_UPLOADS_KEY). */
  key: string = STRIP_UPLOADS_KEY,
): StripUploads {
  /** Uploads the strip and keeps the record before anyone waiting on it goes on. */
  function uploadOnce(strip: string, png: Blob, letter: boolean): Promise<StoredUpload> {
    const url = upload(png).then((done) => {
      write(storage, key, [...read(storage, key), { strip, ...done, letter }]);
      return done;
    });
    underWay.set(strip, { url, letter });
    const done = () => {
      if (underWay.get(strip)?.url === url) underWay.delete(strip);
    };
    url.then(done, done);
    return url;
  }

  /**
   * The upload of these bytes under way that a caller should wait for, if any (its failure is
   * its own caller's to say). Asked and acted on with no await between, so that two callers
   * cannot both find nothing under way and both upload.
   */
  function waitFor(strip: string, forLetter: boolean): Promise<unknown> | null {
    const pending = underWay.get(strip);
    // An entry's upload becomes the letter's; another letter's upload never would.
    if (!pending || (forLetter && pending.letter)) return null;
    return pending.url.catch(() => undefined);
  }

  return {
    fingerprint,
    async forLetter(png) {
      const strip = await fingerprint(png);
      const pending = waitFor(strip, true);
      if (pending) await pending;
      const uploads = read(storage, key);
      const free = uploads.find((item) => item.strip === strip && !item.letter);
      if (free) {
        write(
          storage,
          key,
          uploads.map((item) => (item === free ? { ...item, letter: true } : item)),
        );
        return stored(free);
      }
      return uploadOnce(strip, png, true);
    },
    async forEntry(png) {
      const strip = await fingerprint(png);
      const pending = waitFor(strip, false);
      if (pending) await pending;
      const earlier = read(storage, key).findLast((item) => item.strip === strip);
      if (earlier) return stored(earlier);
      return uploadOnce(strip, png, false);
    },
    uploadAt(address) {
      const path = asStripPath(address);
      const found = read(storage, key).findLast((item) => asStripPath(item.url) === path);
      return found ? stored(found) : null;
    },
  };
}
