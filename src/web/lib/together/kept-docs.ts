/**
 * A room's shared document kept on this phone (IndexedDB, one entry `together-docs` holding
 * each room's latest state), so a page reloaded or closed before its changes reached the room
 * (offline, or a socket that had just dropped) still has them: the next connection applies the
 * kept state and its welcome sends the server what it lacks. Kept until the room is over for
 * this phone, and never past the room's lifetime. Storage that fails loses only this safety net.
 */
import { ROOM_LIFETIME_HOURS } from '../../../model/together.js';
import { idbGet, idbPut } from '../storage/idb.js';

export interface DocKeeper {
  /** The room's kept state, or null. */
  load(room: string): Promise<Uint8Array | null>;
  save(room: string, state: Uint8Array): Promise<void>;
  forget(room: string): Promise<void>;
}

/** Where the entry lives: IndexedDB in the browser, a variable in tests. */
export interface KeptDocsStore {
  read(): Promise<unknown>;
  write(value: Record<string, KeptDoc>): Promise<void>;
}

interface KeptDoc {
  savedAt: number;
  state: Uint8Array;
}

const KEY = 'together-docs';
const LIFETIME_MS = ROOM_LIFETIME_HOURS * 60 * 60 * 1000;

const idbStore: KeptDocsStore = {
  read: () => idbGet(KEY),
  write: (value) => idbPut(KEY, value),
};

/** The entries that are well formed and young enough to matter. */
function fresh(value: unknown, now: number): Record<string, KeptDoc> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const kept: Record<string, KeptDoc> = {};
  for (const [room, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { savedAt, state } = entry as Partial<KeptDoc>;
    if (typeof savedAt !== 'number' || !(state instanceof Uint8Array)) continue;
    if (now - savedAt > LIFETIME_MS) continue;
    kept[room] = { savedAt, state };
  }
  return kept;
}

export function keptDocs(store: KeptDocsStore = idbStore, now: () => number = Date.now): DocKeeper {
  // One change at a time: two saves close together must not write over each other's rooms.
  let queue: Promise<unknown> = Promise.resolve();
  const change = (
    edit: (all: Record<string, KeptDoc>) => Record<string, KeptDoc>,
  ): Promise<void> => {
    const next = queue.then(async () => {
      await store.write(edit(fresh(await store.read(), now())));
    });
    queue = next.catch(() => undefined);
    return next.catch(() => undefined);
  };
  return {
    async load(room) {
      try {
        await queue;
        const all = fresh(await store.read(), now());
        return Object.hasOwn(all, room) ? (all[room]?.state ?? null) : null;
      } catch {
        return null;
      }
    },
    save: (room, state) => change((all) => ({ ...all, [room]: { savedAt: now(), state } })),
    forget: (room) =>
      change((all) => Object.fromEntries(Object.entries(all).filter(([key]) => key !== room))),
  };
}
