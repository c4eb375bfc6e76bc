/**
 * The strips this browser agreed to show at an event (docs/events.md, "Consent"): for each, the
 * entry the server made and the delete token that takes it back out. Kept under CONSENT_KEY; a
 * kiosk's start over clears it with the guest's other things (start-over.ts), so the next guest
 * can never take back the previous guest's strip.
 */
import { DELETE_TOKEN_PATTERN, EVENT_CODE_PATTERN } from '../../../model/ids.js';
import { CONSENT_KEY } from '../storage/letter-keys.js';
import type { KeyValueStorage } from '../storage/safe-storage.js';

export interface ConsentRecord {
  code: string;
  /** The fingerprint of the strip's bytes (share/strip-uploads.ts), or its stored address. */
  strip: string;
  entryId: string;
  deleteToken: string;
  /** What the server answered: 'waiting' for the host's approval, or 'approved'. */
  state: 'waiting' | 'approved' | 'hidden';
}

/** A guest on their own phone may show several strips; the oldest records go past this. */
const KEPT = 20;

function isRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    EVENT_CODE_PATTERN.test(v.code) &&
    typeof v.strip === 'string' &&
    typeof v.entryId === 'string' &&
    /^[A-Za-z0-9_-]{22}$/.test(v.entryId) &&
    typeof v.deleteToken === 'string' &&
    DELETE_TOKEN_PATTERN.test(v.deleteToken) &&
    (v.state === 'waiting' || v.state === 'approved' || v.state === 'hidden')
  );
}

function readAll(storage: KeyValueStorage): ConsentRecord[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(CONSENT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isRecord) : [];
  } catch {
    return [];
  }
}

export interface ConsentRecords {
  /** The consent given for this strip at this event, or null. */
  find(code: string, strip: string): ConsentRecord | null;
  keep(record: ConsentRecord): void;
  forget(code: string, strip: string): void;
}

export function consentRecords(storage: KeyValueStorage): ConsentRecords {
  const others = (code: string, strip: string) =>
    readAll(storage).filter((record) => record.code !== code || record.strip !== strip);
  return {
    find: (code, strip) =>
      readAll(storage).find((record) => record.code === code && record.strip === strip) ?? null,
    keep(record) {
      const kept = [...others(record.code, record.strip), record].slice(-KEPT);
      storage.setItem(CONSENT_KEY, JSON.stringify(kept));
    },
    forget(code, strip) {
      storage.setItem(CONSENT_KEY, JSON.stringify(others(code, strip)));
    },
  };
}
