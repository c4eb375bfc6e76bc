import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * A value only the browser knows (storage, that the app runs), read so hydration agrees with
 * the server's HTML: `onServer` there and while hydrating, `read()` right after. `read` must
 * return an equal value (===) while nothing changed.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}

/**
 * False in the HTML the server rendered, true once the app runs in the browser: a control that
 * needs the app (not a plain link) says it is not ready until then, rather than ignoring a tap.
 */
export function useAppStarted(): boolean {
  return useBrowserValue(() => true, false);
}
