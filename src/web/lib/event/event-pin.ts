/**
 * The PIN of event mode as this browser keeps it: hashed with a salt in the settings, and the
 * lock after wrong tries under `postbooth.eventLock` (docs/events.md).
 */
import type { EventSettings } from '../../../model/event-settings.js';
import {
  afterPinTry,
  isLocked,
  parsePinLock,
  settlePinLock,
  type PinLock,
} from '../../../model/pin-lock.js';
import { EVENT_LOCK_KEY } from './event-mode.js';
import { randomHex } from '../random-hex.js';
import { browserStorage, type KeyValueStorage } from '../storage/safe-storage.js';

/** 16 random bytes as hex: the PIN's salt. */
export function newPinSalt(): string {
  return randomHex(16);
}

/**
 * Hex SHA-256 of salt and PIN. Only keeps the PIN out of plain sight in storage: four digits
 * are 10,000 tries away for anyone with the browser's developer tools. The PIN keeps guests out
 * of the settings, not an administrator. crypto.subtle exists on https and localhost, where the
 * camera works too.
 */
export async function hashPin(pin: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${pin}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The lock as it stands at `now`, stored again when that changed it: a lock the clock was set
 * back under begins at `now` from then on, in every tab and after a reload (model/pin-lock.ts).
 */
export function loadPinLock(now: number, storage: KeyValueStorage = browserStorage()): PinLock {
  const stored = parsePinLock(storage.getItem(EVENT_LOCK_KEY));
  const settled = settlePinLock(stored, now);
  if (settled !== stored) storage.setItem(EVENT_LOCK_KEY, JSON.stringify(settled));
  return settled;
}

/**
 * Checks a PIN against the settings and records the try (three wrong ones lock /event for a
 * minute, then 5, then 30, across reloads and tabs). Resolves with whether it was right and the
 * lock after it.
 */
export async function tryPin(
  settings: EventSettings,
  pin: string,
  now: number,
  storage: KeyValueStorage = browserStorage(),
): Promise<{ right: boolean; lock: PinLock }> {
  const right = (await hashPin(pin, settings.pinSalt)) === settings.pinHash;
  // Read after the hash, so a try in another tab meanwhile counts too.
  const lock = afterPinTry(loadPinLock(now, storage), right, now);
  storage.setItem(EVENT_LOCK_KEY, JSON.stringify(lock));
  return { right: right && !isLocked(lock, now), lock };
}
