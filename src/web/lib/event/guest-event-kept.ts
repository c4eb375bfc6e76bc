/**
 * Whether this phone keeps a guest's event, for the app's frame: its badge is fetched only then.
 * Reads one key and nothing else, so the first page carries no checker (guest-event.ts checks
 * what is kept, and says when it has ended).
 */
import { useSyncExternalStore } from 'react';
import { browserStorage } from '../storage/safe-storage.js';
import { GUEST_EVENT_CHANGED, GUEST_EVENT_KEY } from './event-keys.js';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_EVENT_KEY || event.key === null) onChange();
  };
  window.addEventListener(GUEST_EVENT_CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(GUEST_EVENT_CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => browserStorage().getItem(GUEST_EVENT_KEY) !== null;

/** False on the server and while hydrating, then whether a guest's event is kept. */
export function useGuestEventKept(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
