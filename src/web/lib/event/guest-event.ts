/**
 * The shared event a guest joined through its link (`/e/<code>`), as this phone keeps it under
 * GUEST_EVENT_KEY (model/guest-event.ts): read by the screens that behave as at the event (the
 * name on the strip, the sources, the letter's greeting) and by the frame's 'At <event>' badge.
 * It lasts until the event's end or until the guest leaves it (docs/events.md, "On your own
 * phone at an event").
 */
import { useSyncExternalStore } from 'react';
import { parseGuestEvent, type GuestEvent } from '../../../model/guest-event.js';
import { browserStorage, type KeyValueStorage } from '../storage/safe-storage.js';
import { GUEST_EVENT_CHANGED as CHANGED, GUEST_EVENT_KEY } from './event-keys.js';

export function joinGuestEvent(
  event: GuestEvent,
  storage: KeyValueStorage = browserStorage(),
): void {
  storage.setItem(GUEST_EVENT_KEY, JSON.stringify(event));
  announce();
}

export function leaveGuestEvent(storage: KeyValueStorage = browserStorage()): void {
  storage.removeItem(GUEST_EVENT_KEY);
  announce();
}

/** The guest's event, or null when none is kept or it has ended. */
export function readGuestEvent(
  storage: KeyValueStorage = browserStorage(),
  now = Date.now(),
): GuestEvent | null {
  return parseGuestEvent(storage.getItem(GUEST_EVENT_KEY), now);
}

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_EVENT_KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  // The event ends for this phone at its end: the badge and the booth's settings go then.
  const kept = readGuestEvent();
  const timer =
    kept && kept.endsAt - Date.now() < 2 ** 31 - 1
      ? setTimeout(onChange, Math.max(0, kept.endsAt - Date.now()))
      : undefined;
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
    clearTimeout(timer);
  };
}

// The same object while the stored text is the same (and the event not over), as
// useSyncExternalStore requires.
let cachedText: string | null = null;
let cachedEvent: GuestEvent | null = null;

function snapshot(): GuestEvent | null {
  const text = browserStorage().getItem(GUEST_EVENT_KEY);
  if (text !== cachedText || (cachedEvent && cachedEvent.endsAt <= Date.now())) {
    cachedText = text;
    cachedEvent = parseGuestEvent(text, Date.now());
  }
  return cachedEvent;
}

/**
 * The guest's event, or null. Null on the server and while hydrating, so pages rendered at
 * build hydrate without a mismatch; then the browser's value.
 */
export function useGuestEvent(): GuestEvent | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
