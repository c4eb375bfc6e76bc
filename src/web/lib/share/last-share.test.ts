import { describe, expect, it } from 'vitest';
import { LAST_SHARE_KEY } from '../storage/letter-keys.js';
import { lastShareStore, parseLastShare, shareFingerprint } from './last-share.js';
import { memoryStorage } from '../storage/safe-storage.js';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const OTHER_ID = 'BBBBBBBBBBBBBBBBBBBBBB';
const FINGERPRINT = 'ab'.repeat(32);
const bytes = (text: string) => new TextEncoder().encode(text);

describe('shareFingerprint', () => {
  it('is the hex SHA-256 of the message length, the message and the strip', async () => {
    // Empty message and strip: SHA-256 of the four bytes of the length 0.
    expect(await shareFingerprint('', new Uint8Array())).toBe(
      'df3f619804a92fdb4057192dc43dd748ea778adc52bc498ce80524c014b81119',
    );
  });

  it('is the same for the same message and strip', async () => {
    const strip = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    expect(await shareFingerprint('Hello', strip)).toBe(
      await shareFingerprint('Hello', strip.slice()),
    );
  });

  it('changes with the message or with the strip', async () => {
    const strip = new Uint8Array([1, 2, 3]);
    const base = await shareFingerprint('Hello', strip);
    expect(await shareFingerprint('Hello!', strip)).not.toBe(base);
    expect(await shareFingerprint('Hello', new Uint8Array([1, 2, 4]))).not.toBe(base);
  });

  it('tells apart the same bytes split differently between message and strip', async () => {
    expect(await shareFingerprint('ab', bytes('c'))).not.toBe(
      await shareFingerprint('a', bytes('bc')),
    );
  });
});

describe('parseLastShare', () => {
  it('reads a fingerprint and a letter id', () => {
    expect(parseLastShare(JSON.stringify({ fingerprint: FINGERPRINT, id: ID }))).toEqual({
      fingerprint: FINGERPRINT,
      id: ID,
    });
  });

  it('answers null for anything else', () => {
    for (const raw of [
      null,
      '',
      '{',
      'null',
      '"x"',
      JSON.stringify({ fingerprint: FINGERPRINT }),
      JSON.stringify({ fingerprint: 'xyz', id: ID }),
      JSON.stringify({ fingerprint: FINGERPRINT, id: 'short' }),
    ]) {
      expect(parseLastShare(raw)).toBeNull();
    }
  });
});

describe('lastShareStore', () => {
  it('keeps the last share under postbooth.lastShare', () => {
    const storage = memoryStorage();
    const store = lastShareStore(storage);
    expect(store.get()).toBeNull();
    store.set({ fingerprint: FINGERPRINT, id: ID });
    expect(store.get()).toEqual({ fingerprint: FINGERPRINT, id: ID });
    expect(storage.getItem(LAST_SHARE_KEY)).not.toBeNull();
  });

  it('forgets it only for its own letter', () => {
    const store = lastShareStore(memoryStorage());
    store.set({ fingerprint: FINGERPRINT, id: ID });
    store.forget(OTHER_ID);
    expect(store.get()?.id).toBe(ID);
    store.forget(ID);
    expect(store.get()).toBeNull();
  });
});
