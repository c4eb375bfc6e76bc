/**
 * The PIN of event mode as this browser keeps it: hashed with a salt in the settings, and the
 * lock after wrong tries under `postbooth.eventLock` (docs/events.md).
 */
import type { EventSettings } from '../../model/event-settings.js';
import { afterPinTry, parsePinLock, type PinLock } from '../../model/pin-lock.js';
import { EVENT_LOCK_KEY } from './event-mode.js';
import { browserStorage, type KeyValueStorage } from './safe-storage.js';

/** 16 random bytes as hex: the PIN's salt. */
export function newPinSalt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
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

export function loadPinLock(storage: KeyValueStorage = browserStorage()): PinLock {
  return parsePinLock(storage.getItem(EVENT_LOCK_KEY));
}

/**
 * Checks a PIN against the settings and records the try (three wrong ones lock /event for a
 * minute, across reloads). Resolves with whether it was right and the lock after it.
 */
export async function tryPin(
  settings: EventSettings,
  pin: string,
  now: number,
  storage: KeyValueStorage = browserStorage(),
): Promise<{ right: boolean; lock: PinLock }> {
  const before = loadPinLock(storage);
  const right = (await hashPin(pin, settings.pinSalt)) === settings.pinHash;
  const lock = afterPinTry(before, right, now);
  storage.setItem(EVENT_LOCK_KEY, JSON.stringify(lock));
  return { right: right && lock.lockedUntil <= now, lock };
}
