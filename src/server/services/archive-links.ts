/**
 * The link Download all hands out: `archive.zip?token=<expiry>.<mac>`, good for 10 minutes.
 * Any instance checks it without shared state: the MAC is an HMAC-SHA256 over the event's
 * code and the expiry, keyed by the event's stored host key hash, which only the server knows
 * (the host holds the key, never its hash). A link therefore dies with its event, and a token
 * of one event opens no other. The link goes in a URL (a browser download cannot send an
 * Authorization header), so it is short-lived and opens the archive only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ARCHIVE_LINK_MS = 10 * 60 * 1000;

/** What a presented token turned out to be. */
export type ArchiveTokenCheck = 'valid' | 'wrong' | 'expired';

/** A token for `code`'s archive that expires at `expiresAt` (ms since the epoch). */
export function archiveToken(hostKeyHash: string, code: string, expiresAt: number): string {
  return `${expiresAt.toString(36)}.${mac(hostKeyHash, code, expiresAt).toString('base64url')}`;
}

/** Whether `token` was made by archiveToken for this event, and is still good at `now`. */
export function checkArchiveToken(
  hostKeyHash: string,
  code: string,
  token: string,
  now: number,
): ArchiveTokenCheck {
  const match = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return 'wrong';
  const expiresAt = parseInt(match[1], 36);
  const presented = Buffer.from(match[2], 'base64url');
  const expected = mac(hostKeyHash, code, expiresAt);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return 'wrong';
  return now < expiresAt ? 'valid' : 'expired';
}

function mac(hostKeyHash: string, code: string, expiresAt: number): Buffer {
  return createHmac('sha256', hostKeyHash)
    .update(`postbooth archive link\n${code}\n${expiresAt}`)
    .digest();
}
