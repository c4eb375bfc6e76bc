import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DECORATION } from '../../../model/decoration.js';
import { dropPending, forgetPending, keepPending, readPending } from './pending-decoration.js';

/** A Map behind the Storage calls the module uses. */
function fakeStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the write-ahead copy of the decoration', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is read back until the write it stands for is done', () => {
    expect(readPending()).toBeUndefined();
    const copy = keepPending(DEFAULT_DECORATION);
    expect(readPending()).toEqual(DEFAULT_DECORATION);
    dropPending(copy);
    expect(readPending()).toBeUndefined();
  });

  it('a finished older write leaves a newer copy in place', () => {
    const older = keepPending({ ...DEFAULT_DECORATION, dateStamp: false });
    keepPending({ ...DEFAULT_DECORATION, frameColour: '#000000' });
    dropPending(older);
    expect(readPending()).toEqual({ ...DEFAULT_DECORATION, frameColour: '#000000' });
  });

  it('is forgotten whatever it holds when a new strip begins', () => {
    keepPending({ ...DEFAULT_DECORATION, dateStamp: false });
    forgetPending();
    expect(readPending()).toBeUndefined();
  });

  it('without sessionStorage, nothing is kept and nothing throws', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(keepPending(DEFAULT_DECORATION)).toBeNull();
    expect(readPending()).toBeUndefined();
    expect(() => dropPending('{}')).not.toThrow();
    expect(() => forgetPending()).not.toThrow();
  });
});
