import { describe, expect, it } from 'vitest';
import { keptDocs, type KeptDocsStore } from './kept-docs.js';

const A = 'a'.repeat(22);
const B = 'b'.repeat(22);
const HOUR = 60 * 60 * 1000;

function memory(initial: unknown = undefined): KeptDocsStore & { value: unknown } {
  const store = {
    value: initial,
    read: () => Promise.resolve(store.value),
    write: (value: unknown) => {
      store.value = structuredClone(value);
      return Promise.resolve();
    },
  };
  return store;
}

describe('keptDocs', () => {
  it('keeps each room’s latest state, and forgets one room without the other', async () => {
    const store = memory();
    const keeper = keptDocs(store, () => 1000);
    await Promise.all([
      keeper.save(A, new Uint8Array([1])),
      keeper.save(B, new Uint8Array([2])),
      keeper.save(A, new Uint8Array([3])),
    ]);
    expect(await keeper.load(A)).toEqual(new Uint8Array([3]));
    expect(await keeper.load(B)).toEqual(new Uint8Array([2]));
    await keeper.forget(A);
    expect(await keeper.load(A)).toBeNull();
    expect(await keeper.load(B)).toEqual(new Uint8Array([2]));
  });

  it('lets go of a state older than a room lives, and of anything malformed', async () => {
    let now = 0;
    const store = memory({
      [B]: { savedAt: 0, state: 'not bytes' },
      constructor: { savedAt: 0 },
    });
    const keeper = keptDocs(store, () => now);
    await keeper.save(A, new Uint8Array([1]));
    expect(await keeper.load(B)).toBeNull();
    expect(await keeper.load('constructor')).toBeNull();
    now = 25 * HOUR;
    expect(await keeper.load(A)).toBeNull();
    await keeper.save(B, new Uint8Array([2]));
    expect(Object.keys(store.value as object)).toEqual([B]);
  });

  it('answers null, and saves nothing, where storage fails', async () => {
    const failing: KeptDocsStore = {
      read: () => Promise.reject(new Error('no IndexedDB')),
      write: () => Promise.reject(new Error('no IndexedDB')),
    };
    const keeper = keptDocs(failing);
    await expect(keeper.save(A, new Uint8Array([1]))).resolves.toBeUndefined();
    expect(await keeper.load(A)).toBeNull();
  });
});
