/**
 * Strip files: the record of each upload (which letter owns it) and its files in the blob
 * store, kept in step (names, keys and addresses are in addresses.ts). Each strip
 * is a PNG (the download) and, when it could be made, a display copy beside it under the same
 * name with `.webp` (what the letter page shows). As `ai/sticker-files.ts` does for stickers.
 */
import { stripDisplayWebp } from './images.js';
import type { NormalisedStrip, StripDisplayEncoder } from './images.js';
import type { BlobStore } from '../stores/blobs.js';
import type { StripRecords } from '../stores/strips.js';
import { newStripName, stripDisplayName, stripKey } from './addresses.js';
import { checkClaim, newClaimToken, type ClaimCheck } from './upload-claims.js';

/** A new random name that already exists is tried again this often before giving up. */
const NAME_ATTEMPTS = 3;

export interface SavedStrip {
  name: string;
  /** The proof of this upload, for its uploader only: we keep its hash (upload-claims.ts). */
  claimToken: string;
  /** Why no display copy was made, when none was: the strip is stored as its PNG only. */
  displayError?: unknown;
}

export interface StripFiles {
  /**
   * Records and stores a strip and its display copy under a new name (never over another);
   * resolves the name. A display copy that cannot be made leaves the PNG alone. With
   * `eventId`, the strip is that shared event's (kept until it ends; see StripRecords.add).
   */
  save(strip: NormalisedStrip, eventId?: string): Promise<SavedStrip>;
  /**
   * The same, unless the strips no letter claimed would hold more than `maxUnclaimedBytes`
   * with this one (see StripRecords.add): then resolves null, having written nothing.
   */
  saveWithin(strip: NormalisedStrip, maxUnclaimedBytes: number): Promise<SavedStrip | null>;
  /** Removes the files, then the record: a record outliving its files is harmless, not the reverse. */
  remove(name: string): Promise<void>;
  /** Whether `claimToken` is the one the upload of strip `name` answered. */
  checkClaim(name: string, claimToken: string | undefined): Promise<ClaimCheck>;
}

export function createStripFiles(
  blobs: BlobStore,
  records: StripRecords,
  encodeDisplay: StripDisplayEncoder = stripDisplayWebp,
): StripFiles {
  /** Both files of a strip; either may be missing (a strip older than display copies). */
  const removeFiles = async (name: string): Promise<void> => {
    const display = stripDisplayName(name);
    // Strips recorded by migration 004 from older letters may have names of another shape.
    const names = display === name ? [name] : [name, display];
    await Promise.all(names.map((file) => blobs.delete(stripKey(file))));
  };

  /**
   * The PNG, then the display copy. Resolves false, leaving nothing of ours behind, when a
   * file of either name exists; on a failure, removes what it may have written and throws.
   */
  const putFiles = async (name: string, png: Buffer, display: Buffer | null): Promise<boolean> => {
    if (!(await blobs.put(stripKey(name), png))) return false;
    let stored = true;
    try {
      if (display) stored = await blobs.put(stripKey(stripDisplayName(name)), display);
    } catch (error) {
      await removeFiles(name).catch(() => undefined);
      throw error;
    }
    if (!stored) await blobs.delete(stripKey(name));
    return stored;
  };

  const save = async (
    strip: NormalisedStrip,
    maxUnclaimedBytes?: number,
    eventId?: string,
  ): Promise<SavedStrip | null> => {
    // Made before anything is written, so the record can say whether there is one.
    let display: Buffer | null = null;
    let displayError: unknown;
    try {
      display = await encodeDisplay(strip.png);
    } catch (error) {
      displayError = error ?? new Error('the display copy could not be made');
    }
    const claim = newClaimToken();
    const image = {
      width: strip.width,
      height: strip.height,
      display: display ? ('webp' as const) : null,
      bytes: strip.png.length + (display?.length ?? 0),
      claimHash: claim.hash,
    };
    for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
      const name = newStripName();
      // The record first: a crash between the two leaves a record without files, which
      // the sweep forgets, never files nobody knows about.
      if (!(await records.add(name, Date.now(), image, maxUnclaimedBytes, eventId))) return null;
      let stored: boolean;
      try {
        stored = await putFiles(name, strip.png, display);
      } catch (error) {
        await records.remove(name).catch(() => undefined);
        throw error;
      }
      const saved = { name, claimToken: claim.token };
      if (stored) return displayError === undefined ? saved : { ...saved, displayError };
      await records.remove(name);
    }
    throw new Error(`${NAME_ATTEMPTS} new random strip names all existed`);
  };

  return {
    async save(strip, eventId) {
      const saved = await save(strip, undefined, eventId);
      if (!saved) throw new Error('a strip saved without a quota was refused');
      return saved;
    },
    saveWithin: (strip, maxUnclaimedBytes) => save(strip, maxUnclaimedBytes),
    async remove(name) {
      await removeFiles(name);
      await records.remove(name);
    },
    checkClaim: async (name, claimToken) => checkClaim(await records.claimOf(name), claimToken),
  };
}
