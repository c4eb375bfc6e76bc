/**
 * Strip files: the names they get, their keys in the blob store, their paths and addresses on
 * this server, and the record of each upload (which letter owns it), kept in step. As
 * `ai/sticker-files.ts` does for stickers.
 */
import { randomBytes } from 'node:crypto';
import { STRIP_NAME_PATTERN } from '../../model/ids.js';
import type { BlobStore } from './blobs.js';
import type { StripRecords } from './strips.js';

export const STRIPS_FOLDER = 'strips';
/** A new random name that already exists is tried again this often before giving up. */
const NAME_ATTEMPTS = 3;

export const stripKey = (name: string): string => `${STRIPS_FOLDER}/${name}`;
export const stripPath = (name: string): string => `/${STRIPS_FOLDER}/${name}`;

/** `photostrip-{timestamp}-{128 random bits}.png`. */
export function newStripName(now = Date.now()): string {
  return `photostrip-${now}-${randomBytes(16).toString('base64url')}.png`;
}

/** The strip a path on this server names (`/strips/<name>`), or null. */
export function stripNameFromPath(path: string): string | null {
  const name = /^\/strips\/([^/]+)$/.exec(path)?.[1];
  return name && STRIP_NAME_PATTERN.test(name) ? name : null;
}

/** The strip an address names when it is one of ours (`{origin}/strips/<name>`), or null. */
export function stripNameFromAddress(address: string, origin: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.origin !== origin || url.search || url.hash || url.username) return null;
  return stripNameFromPath(url.pathname);
}

export interface StripFiles {
  /** Records and stores a strip under a new name (never over another); resolves the name. */
  save(png: Buffer): Promise<string>;
  /** Removes the file, then its record: a record outliving its file is harmless, not the reverse. */
  remove(name: string): Promise<void>;
}

export function createStripFiles(blobs: BlobStore, records: StripRecords): StripFiles {
  return {
    async save(png) {
      for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt += 1) {
        const name = newStripName();
        // The record first: a crash between the two leaves a record without a file, which
        // the sweep forgets, never a file nobody knows about.
        await records.add(name, Date.now());
        let stored: boolean;
        try {
          stored = await blobs.put(stripKey(name), png);
        } catch (error) {
          await records.remove(name).catch(() => undefined);
          throw error;
        }
        if (stored) return name;
        await records.remove(name);
      }
      throw new Error(`${NAME_ATTEMPTS} new random strip names all existed`);
    },
    async remove(name) {
      await blobs.delete(stripKey(name));
      await records.remove(name);
    },
  };
}
