import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps a value: `save` runs `delayMs` after the last call of the returned function, and at once
 * when the page is hidden (a phone may discard a background tab without another event), when
 * it is left (pagehide) or when the component goes. Only a value not yet saved is written, so a
 * page that was merely opened never writes anything. `save` should keep its identity (a
 * module function, or useCallback): a new one flushes what waits and starts over.
 */
export function useDebouncedSave<T>(save: (value: T) => void, delayMs: number): (value: T) => void {
  // Boxed, so that undefined and null can be saved too.
  const unsaved = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const waiting = unsaved.current;
    if (!waiting) return;
    unsaved.current = null;
    save(waiting.value);
  }, [save]);

  const schedule = useCallback(
    (value: T) => {
      unsaved.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  useEffect(() => {
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return schedule;
}
