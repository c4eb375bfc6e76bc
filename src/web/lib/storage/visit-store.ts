/**
 * The visit: what a visitor chose and the photos they brought, kept in IndexedDB so a
 * reload, Back or Forward never loses them. Photos are Blobs (never data URLs).
 * Falls back to memory when IndexedDB is unavailable (private modes of some browsers).
 */
import { idbDelete, idbGet, idbPut } from './idb.js';
import { forgetPending } from './pending-decoration.js';
import { startsNewStrip } from './visit-changes.js';
import { visitFromStored } from './visit-rules.js';
import { EMPTY_VISIT, type Visit } from './visit.js';

export type { PhotoSource, Visit } from './visit.js';

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

/**
 * Merges a change into the visit and keeps it; resolves with the new visit. A change that
 * begins a new strip also forgets the editor's write-ahead copy of the last strip's decoration.
 */
export function updateVisit(change: Partial<Visit>): Promise<Visit> {
  return updateVisitWith(() => change);
}

/** updateVisit with a change worked out from the visit as this write finds it (visit-changes.ts). */
export function updateVisitWith(change: (visit: Visit) => Partial<Visit>): Promise<Visit> {
  const write = writes.then(async () => {
    const current = await loadVisit();
    const changes = change(current);
    if (startsNewStrip(changes)) forgetPending();
    const next = { ...current, ...changes };
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
