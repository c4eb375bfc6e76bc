import { describe, expect, it } from 'vitest';
import { deleteTokenMatches, hashDeleteToken, newDeleteToken } from './delete-tokens.js';

describe('delete tokens', () => {
  it('are 43 base64url characters from 32 random bytes, with their SHA-256 as hex', () => {
    const { token, hash } = newDeleteToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashDeleteToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newDeleteToken().token).not.toBe(token);
  });

  it('match their own hash only', () => {
    const a = newDeleteToken();
    const b = newDeleteToken();
    expect(deleteTokenMatches(a.token, a.hash)).toBe(true);
    expect(deleteTokenMatches(b.token, a.hash)).toBe(false);
    expect(deleteTokenMatches(a.hash, a.hash)).toBe(false);
  });

  it('never match a damaged stored hash', () => {
    const { token, hash } = newDeleteToken();
    expect(deleteTokenMatches(token, hash.slice(0, 62))).toBe(false);
    expect(deleteTokenMatches(token, '')).toBe(false);
    expect(deleteTokenMatches(token, 'zz'.repeat(32))).toBe(false);
  });
});
