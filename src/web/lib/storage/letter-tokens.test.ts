import { describe, expect, it } from 'vitest';
import { LETTER_TOKENS_KEY } from './letter-keys.js';
import { letterTokens, parseTokens } from './letter-tokens.js';
import { memoryStorage } from './safe-storage.js';

const ID_A = 'AAAAAAAAAAAAAAAAAAAAAA';
const ID_B = 'bbbbbbbbbbbbbbbbbbbb-_';
const TOKEN_A = 'a'.repeat(43);
const TOKEN_B = 'B-_'.repeat(14) + 'z';

describe('parseTokens', () => {
  it('reads a map of letter ids to delete tokens', () => {
    expect(parseTokens(JSON.stringify({ [ID_A]: TOKEN_A, [ID_B]: TOKEN_B }))).toEqual({
      [ID_A]: TOKEN_A,
      [ID_B]: TOKEN_B,
    });
  });

  it('answers an empty map for nothing, bad JSON or another shape', () => {
    for (const raw of [null, '', 'not json', '[]', '"text"', '42', 'null']) {
      expect(parseTokens(raw)).toEqual({});
    }
  });

  it('drops entries whose id or token is malformed', () => {
    const raw = JSON.stringify({
      [ID_A]: TOKEN_A,
      short: TOKEN_A,
      [ID_B]: 'too short',
      ['C'.repeat(22)]: 42,
    });
    expect(parseTokens(raw)).toEqual({ [ID_A]: TOKEN_A });
  });
});

describe('letterTokens', () => {
  it('keeps a token per letter under postbooth.letters', () => {
    const storage = memoryStorage();
    const tokens = letterTokens(storage);
    tokens.set(ID_A, TOKEN_A);
    tokens.set(ID_B, TOKEN_B);
    expect(tokens.get(ID_A)).toBe(TOKEN_A);
    expect(tokens.get(ID_B)).toBe(TOKEN_B);
    expect(JSON.parse(storage.getItem(LETTER_TOKENS_KEY)!)).toEqual({
      [ID_A]: TOKEN_A,
      [ID_B]: TOKEN_B,
    });
  });

  it('answers null for a letter it holds no token for', () => {
    const tokens = letterTokens(memoryStorage());
    expect(tokens.get(ID_A)).toBeNull();
    expect(tokens.get('constructor')).toBeNull();
    expect(tokens.get('__proto__')).toBeNull();
  });

  it('forgets one token, and the key once none is left', () => {
    const storage = memoryStorage();
    const tokens = letterTokens(storage);
    tokens.set(ID_A, TOKEN_A);
    tokens.set(ID_B, TOKEN_B);
    tokens.remove(ID_A);
    expect(tokens.get(ID_A)).toBeNull();
    expect(tokens.get(ID_B)).toBe(TOKEN_B);
    tokens.remove(ID_B);
    expect(storage.getItem(LETTER_TOKENS_KEY)).toBeNull();
  });

  it('replaces a tampered store rather than failing', () => {
    const storage = memoryStorage({ [LETTER_TOKENS_KEY]: '{broken' });
    const tokens = letterTokens(storage);
    expect(tokens.get(ID_A)).toBeNull();
    tokens.set(ID_A, TOKEN_A);
    expect(tokens.get(ID_A)).toBe(TOKEN_A);
  });
});
