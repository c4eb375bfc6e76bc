/**
 * The visit: what a visitor chose and the photos they brought, kept in IndexedDB so a
 * reload, Back or Forward never loses them. Photos are Blobs (never data URLs).
 * Falls back to memory when IndexedDB is unavailable (private modes of some browsers).
 */
import type { FilterKey } from '../../model/filter-keys.js';
import type { PoseCount } from '../../model/layouts.js';
import { idbDelete, idbGet, idbPut } from './idb.js';
import { visitFromStored } from './visit-rules.js';

export type PhotoSource = 'upload' | 'camera';

export interface Visit {
  layout: PoseCount | null;
  source: PhotoSource | null;
  /** Uploaded or captured photos, in order; only the first `layout` are used. */
  photos: Blob[];
  /** The filter the camera photos were taken with, so a retake from /edit matches them. */
  filter?: FilterKey;
  /**
   * The strip's decoration on /edit (stickers, frame colour, date stamp), as stored: the editor
   * checks it field by field (restore-decoration.ts). Visits kept before the editor existed have
   * none: the editor then starts from DEFAULT_DECORATION.
   */
  decoration?: unknown;
}

export const EMPTY_VISIT: Visit = { layout: null, source: null, photos: [] };

const KEY = 'current';

let memory: Visit = EMPTY_VISIT;

export async function loadVisit(): Promise<Visit> {
  try {
    const stored = await idbGet<unknown>(KEY);
    return stored === undefined ? memory : visitFromStored(stored);
  } catch {
    return memory;
  }
}

/**
 * The writes in flight, one after another: each reads the visit the previous one wrote, so two
 * changes made at once (the decoration and a replaced photo, say) never overwrite each other.
 */
let writes: Promise<unknown> = Promise.resolve();

/** Merges a change into the visit and keeps it; resolves with the new visit. */
export function updateVisit(change: Partial<Visit>): Promise<Visit> {
  const write = writes.then(async () => {
    const next = { ...(await loadVisit()), ...change };
    memory = next;
    try {
      await idbPut(KEY, next);
    } catch {
      // Kept in memory only: the visit still works until the tab closes.
    }
    return next;
  });
  writes = write.catch(() => undefined);
  return write;
}

/** Clears the visit, after the writes already asked for (so none of them brings it back). */
export function clearVisit(): Promise<void> {
  const clear = writes.then(async () => {
    memory = EMPTY_VISIT;
    try {
      await idbDelete(KEY);
    } catch {
      // Nothing stored to clear.
    }
  });
  writes = clear.catch(() => undefined);
  return clear;
}
