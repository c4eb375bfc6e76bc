import { useSyncExternalStore } from 'react';

/** A phone's width, as the stylesheets' phone rules read it: below 48rem. */
const PHONE_WIDTH = '(max-width: 47.99rem)';

function phoneQuery(): MediaQueryList | null {
  return typeof matchMedia === 'function' ? matchMedia(PHONE_WIDTH) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isPhoneWidth = (): boolean => phoneQuery()?.matches ?? false;

/**
 * Whether the screen is a phone's width (below 48rem), following a turn or a resize; false on
 * the server and where matchMedia is missing.
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth, () => false);
}
