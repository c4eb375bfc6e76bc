import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the HTML the server rendered, true once the app runs in the browser: a control that
 * needs the app (not a plain link) says it is not ready until then, rather than ignoring a tap.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
