import { useEffect } from 'react';

/**
 * Keeps the screen on while mounted, where the browser offers a wake lock. The browser drops
 * the lock when the page is hidden, so it is asked for again each time the page shows.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) void next.release();
        else sentinel = next;
      } catch {
        // Refused (battery saver, a policy): the screen may sleep; nothing else changes.
      }
    };
    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
