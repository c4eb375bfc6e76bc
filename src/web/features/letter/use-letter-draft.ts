import { useCallback, useEffect, useRef, useState } from 'react';
import { clampMessage, loadMessage, saveMessage } from '../../lib/letter-message.js';
import { browserStorage } from '../../lib/safe-storage.js';

/** Typing is written to storage after this pause, and at once when the page is left. */
export const DRAFT_SAVE_DELAY_MS = 300;

/**
 * The letter being written: restored from storage on load, written shortly after each change,
 * and at once when the page is hidden (a phone may discard a background tab without another
 * event) or the screen is left. Only unsaved typing is written then, so a page that was merely
 * opened never overwrites what another tab kept.
 */
export function useLetterDraft(): [string, (text: string) => void] {
  const [message, setMessage] = useState(() => loadMessage(browserStorage()));
  const unsaved = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (unsaved.current === null) return;
    saveMessage(browserStorage(), unsaved.current);
    unsaved.current = null;
  }, []);

  const update = useCallback(
    (text: string) => {
      const clamped = clampMessage(text);
      setMessage(clamped);
      unsaved.current = clamped;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  return [message, update];
}
