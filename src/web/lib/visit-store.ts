/**
 * The visit: what a visitor chose and the photos they brought, kept in IndexedDB so a
 * reload, Back or Forward never loses them. Photos are Blobs (never data URLs).
 * Falls back to memory when IndexedDB is unavailable (private modes of some browsers).
 */
import type { PoseCount } from '../../model/layouts.js';

export type PhotoSource = 'upload' | 'camera';

export interface Visit {
  layout: PoseCount | null;
  source: PhotoSource | null;
  /** Uploaded or captured photos, in order; only the first `layout` are used. */
  photos: Blob[];
}

export const EMPTY_VISIT: Visit = { layout: null, source: null, photos: [] };

const DB_NAME = 'postbooth';
const STORE = 'visit';
const KEY = 'current';

let memory: Visit = EMPTY_VISIT;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  } finally {
    db.close();
  }
}

export async function loadVisit(): Promise<Visit> {
  try {
    const stored = await withStore<Visit | undefined>('readonly', (store) => store.get(KEY));
    return stored ? { ...EMPTY_VISIT, ...stored } : memory;
  } catch {
    return memory;
  }
}

/** Merges a change into the visit and keeps it; resolves with the new visit. */
export async function updateVisit(change: Partial<Visit>): Promise<Visit> {
  const next = { ...(await loadVisit()), ...change };
  memory = next;
  try {
    await withStore('readwrite', (store) => store.put(next, KEY));
  } catch {
    // Kept in memory only: the visit still works until the tab closes.
  }
  return next;
}

export async function clearVisit(): Promise<void> {
  memory = EMPTY_VISIT;
  try {
    await withStore('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing stored to clear.
  }
}
