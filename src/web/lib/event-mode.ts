/**
 * Event mode as this browser keeps it (README, Running a booth at an event): the settings under
 * `postbooth.event`, the PIN lock under `postbooth.eventLock`. Every screen that behaves
 * differently at an event reads useEventSettings(); null means a normal visit.
 */
import { useSyncExternalStore } from 'react';
import {
  afterPinTry,
  parseEventSettings,
  parsePinLock,
  type EventSettings,
  type PinLock,
} from '../../model/event-settings.js';
import { browserStorage, type KeyValueStorage } from './safe-storage.js';

export const EVENT_KEY = 'postbooth.event';
export const EVENT_LOCK_KEY = 'postbooth.eventLock';

/** Said on the window when this tab changes the settings (the storage event tells other tabs). */
const CHANGED = 'postbooth:event-changed';

export function loadEventSettings(
  storage: KeyValueStorage = browserStorage(),
): EventSettings | null {
  return parseEventSettings(storage.getItem(EVENT_KEY));
}

export function saveEventSettings(
  settings: EventSettings,
  storage: KeyValueStorage = browserStorage(),
): void {
  storage.setItem(EVENT_KEY, JSON.stringify(settings));
  announce();
}

export function stopEventMode(storage: KeyValueStorage = browserStorage()): void {
  storage.removeItem(EVENT_KEY);
  storage.removeItem(EVENT_LOCK_KEY);
  announce();
}

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === EVENT_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// The same object while the stored text is the same, as useSyncExternalStore requires.
let cachedText: string | null = null;
let cachedSettings: EventSettings | null = null;

function snapshot(): EventSettings | null {
  const text = browserStorage().getItem(EVENT_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedSettings = parseEventSettings(text);
  }
  return cachedSettings;
}

/**
 * The event's settings, or null outside event mode. Null on the server and while hydrating, so
 * the pages rendered at build (no event) hydrate without a mismatch; then the browser's value.
 */
export function useEventSettings(): EventSettings | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

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
