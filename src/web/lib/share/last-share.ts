/**
 * The last letter shared from this browser, so that pressing 'Copy link to share' again for
 * the same message and strip hands out the same link instead of storing a second copy.
 * The letter is recognised by a fingerprint: SHA-256 of the message and the strip's bytes.
 */
import { isRandomId } from '../../../model/ids.js';
import { LAST_SHARE_KEY } from '../storage/letter-keys.js';
import type { KeyValueStorage } from '../storage/safe-storage.js';

export interface LastShare {
  fingerprint: string;
  id: string;
}

export interface LastShareStore {
  get(): LastShare | null;
  set(share: LastShare): void;
  /** Forgets the last share if it is this letter (after the letter is deleted). */
  forget(id: string): void;
}

export function parseLastShare(raw: string | null): LastShare | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { fingerprint, id } = value as Partial<Record<keyof LastShare, unknown>>;
    if (typeof fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(fingerprint)) return null;
    if (typeof id !== 'string' || !isRandomId(id)) return null;
    return { fingerprint, id };
  } catch {
    return null;
  }
}

export function lastShareStore(storage: KeyValueStorage): LastShareStore {
  const get = () => parseLastShare(storage.getItem(LAST_SHARE_KEY));
  return {
    get,
    set: (share) => storage.setItem(LAST_SHARE_KEY, JSON.stringify(share)),
    forget(id) {
      if (get()?.id === id) storage.removeItem(LAST_SHARE_KEY);
    },
  };
}

/**
 * Hex SHA-256 of the message and the strip's bytes. The message's byte length goes first, so
 * that no other split of the same bytes between message and strip gives the same fingerprint.
 * Needs crypto.subtle, which browsers only offer on https and localhost: elsewhere it rejects,
 * and the caller simply does not reuse.
 */
export async function shareFingerprint(message: string, strip: Uint8Array): Promise<string> {
  const text = new TextEncoder().encode(message);
  const bytes = new Uint8Array(4 + text.length + strip.length);
  new DataView(bytes.buffer).setUint32(0, text.length);
  bytes.set(text, 4);
  bytes.set(strip, 4 + text.length);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
