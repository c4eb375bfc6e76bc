/**
 * Merging a room's stored updates into one document (Y.mergeUpdates), where the merge runs: in
 * this thread (the tests, a tool) or in a worker (the server: doc-merge-runner.ts).
 */
import * as Y from 'yjs';

export interface DocMerge {
  merged: Uint8Array;
  /** Updates left out because they broke the merge (each decoded when it came, but a mix may not). */
  dropped: number;
}

export interface DocMerger {
  /** `room` lets one room's merges take turns with the others' (the worker's queue). */
  merge(room: string, updates: readonly Uint8Array[]): Promise<DocMerge>;
}

/**
 * The document of a merged update, with what was deleted collected: Y.mergeUpdates keeps every
 * overwritten value (a sticker moved a thousand times is a thousand entries), a document keeps
 * only what is there now. Structs still waiting for ones they follow are kept too (Yjs encodes
 * a document's pending structs with it).
 */
function collected(merged: Uint8Array): Uint8Array {
  try {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, merged);
    const state = Y.encodeStateAsUpdate(doc);
    doc.destroy();
    return state.length < merged.length ? state : merged;
  } catch {
    return merged;
  }
}

/**
 * All at once; should the mix not merge, one person's bad update must not take the whole room's
 * document: one by one, leaving out any that breaks the merge. Then what was deleted is
 * collected.
 */
export function mergeLeniently(updates: readonly Uint8Array[]): DocMerge {
  const { merged, dropped } = mergeAll(updates);
  return { merged: updates.length > 1 ? collected(merged) : merged, dropped };
}

function mergeAll(updates: readonly Uint8Array[]): DocMerge {
  try {
    return { merged: Y.mergeUpdates([...updates]), dropped: 0 };
  } catch {
    let dropped = 0;
    const merged = updates.reduce<Uint8Array>((document, update) => {
      try {
        return Y.mergeUpdates([document, update]);
      } catch {
        dropped += 1;
        return document;
      }
    }, Y.mergeUpdates([]));
    return { merged, dropped };
  }
}

/** In this thread: for tests and tools, never for the server's requests. */
export const mergeHere: DocMerger = {
  merge: (_room, updates) => Promise.resolve(mergeLeniently(updates)),
};
