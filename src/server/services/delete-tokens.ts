/**
 * Delete tokens: 32 random bytes handed once to the sharer's browser. We keep only their
 * SHA-256, so a copy of the database cannot delete letters; the token's 256 random bits make
 * a slow, salted hash unnecessary.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface NewDeleteToken {
  /** 43 base64url characters, for the sharer. */
  token: string;
  /** SHA-256 of the token as hex, for the database. */
  hash: string;
}

export function newDeleteToken(): NewDeleteToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashDeleteToken(token) };
}

export function hashDeleteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when `token` hashes to `storedHash`, compared in constant time. */
export function deleteTokenMatches(token: string, storedHash: string): boolean {
  const presented = createHash('sha256').update(token, 'utf8').digest();
  const stored = Buffer.from(storedHash, 'hex');
  // A damaged stored hash has another length, and timingSafeEqual would throw.
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}
