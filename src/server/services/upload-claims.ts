/**
 * Claim tokens: the proof that a letter or an event's entry comes from the browser that uploaded
 * its strip (or video). Anyone who sees a strip's address (a gallery, a letter's page, the QR of
 * a take-home letter) could otherwise make it theirs: write a letter beside it, show it at the
 * event, and delete it with that letter. The upload answers 256 random bits once; we keep only
 * their SHA-256 (as delete tokens, delete-tokens.ts), so a copy of the database claims nothing.
 */
import { deleteTokenMatches, newDeleteToken, type NewDeleteToken } from './delete-tokens.js';

export type NewClaimToken = NewDeleteToken;

/** A new claim token and the hash to store with the upload's record. */
export const newClaimToken = (): NewClaimToken => newDeleteToken();

/**
 * What a claim came to: `unknown` when no upload of that name is recorded, `refused` when the
 * token is missing or not the upload's (an upload recorded before claims has no hash: nobody
 * can prove it, and it is gone within STRIP_UNUSED_HOURS unless a letter already owns it).
 */
export type ClaimCheck = 'proved' | 'refused' | 'unknown';

/** Whether `token` proves the upload whose record is `record`, compared in constant time. */
export function checkClaim(
  record: { claimHash: string | null } | null,
  token: string | undefined,
): ClaimCheck {
  if (!record) return 'unknown';
  if (token === undefined || record.claimHash === null) return 'refused';
  return deleteTokenMatches(token, record.claimHash) ? 'proved' : 'refused';
}
