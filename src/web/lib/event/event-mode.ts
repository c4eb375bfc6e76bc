/**
 * Event mode as this browser keeps it (docs/events.md): the settings under
 * `postbooth.event`, the PIN lock under `postbooth.eventLock` (event-pin.ts, loaded by /event
 * only). Every screen that behaves differently at an event reads useEventSettings(); null means
 * a normal visit.
 */
import { useSyncExternalStore } from 'react';
import type { EventSettings } from '../../../model/event-settings.js';
import { browserStorage, type KeyValueStorage } from '../storage/safe-storage.js';
import { EVENT_KEY, EVENT_LOCK_KEY } from './event-keys.js';

export { EVENT_KEY, EVENT_LOCK_KEY };

/** Said on the window when this tab changes the settings (the storage event tells other tabs). */
const CHANGED = 'postbooth:event-changed';

export function saveEventSettings(
  settings: EventSettings,
  storage: KeyValueStorage = browserStorage(),
): void {
  const text = JSON.stringify(settings);
  storage.setItem(EVENT_KEY, text);
  // Known as they are: no need to read them back.
  cachedText = text;
  cachedSettings = settings;
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

/**
 * The settings' checker (model/event-settings.ts), fetched only where settings are stored: most
 * visits are not at an event, and the first page then carries none of it (docs/development.md, Languages:
 * the first page's budget). The app fetches it before it starts (readyForEventMode).
 */
let parse: ((raw: string | null) => EventSettings | null) | null = null;

async function loadChecker(): Promise<void> {
  parse ??= (await import('../../../model/event-settings.js')).parseEventSettings;
}

/** Before the app renders: the checker, when this browser keeps event settings. */
export async function readyForEventMode(
  storage: KeyValueStorage = browserStorage(),
): Promise<void> {
  if (storage.getItem(EVENT_KEY) !== null) await loadChecker();
}

function snapshot(): EventSettings | null {
  const text = browserStorage().getItem(EVENT_KEY);
  if (text === null) return null;
  if (text !== cachedText) {
    if (!parse) {
      // Stored since the app started (another tab): read once the checker is here.
      void loadChecker().then(announce, () => undefined);
      return null;
    }
    cachedText = text;
    cachedSettings = parse(text);
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
