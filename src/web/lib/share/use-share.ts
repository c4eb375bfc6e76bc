import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage, useT } from '../i18n/language.js';
import { failureOf, type ShareFailure } from './share-failure.js';
import type { ShareRequest, ShareResult } from './share-letter.js';
import { isConnectionFailure, queuedShare, RETRY_MS } from './share-queue.js';

/** How long the 'Link copied!' toast stays (docs/using.md, Writing and sharing a letter). */
export const TOAST_MS = 1800;

export interface ShareState {
  sharing: boolean;
  /** Why the last press failed ('Failed to share letter: …', share-failure.ts), until the next press. */
  error: ShareFailure | null;
  /** The last success: its link stays shown (with its QR code). */
  result: ShareResult | null;
  /** What the last success handed out (not a link only shown), so the button can say it is copied while that holds. */
  shared: ShareRequest | null;
  toast: boolean;
  /**
   * A press found no connection: its request is kept and runs again, its link only shown, when
   * the browser is back online (share-queue.ts). Cleared by the next success, failure or press.
   */
  waiting: boolean;
}

/**
 * The share button's states: idle, sharing (a second press is ignored),
 * then done, with the toast for TOAST_MS, or failed. The sharing flag is always cleared. A
 * press that finds no connection waits instead: the request runs again on the 'online' event
 * (or after RETRY_MS while the browser says it is online), as long as this page stays.
 */
export function useShare(): { state: ShareState; share(request: ShareRequest): void } {
  const [state, setState] = useState<ShareState>({
    sharing: false,
    error: null,
    result: null,
    shared: null,
    toast: false,
    waiting: false,
  });
  const busy = useRef(false);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waitingRequest = useRef<ShareRequest | null>(null);
  const mounted = useRef(true);
  // The page's language when a press runs, for the share sheet's, the alert's and the prompt's words.
  const t = useT();
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);
  // The language a living strip's video writes its date stamp in.
  const { language } = useLanguage();
  const languageShown = useRef(language);
  useEffect(() => {
    languageShown.current = language;
  }, [language]);

  const share = useCallback(function start(request: ShareRequest) {
    if (busy.current) return;
    busy.current = true;
    waitingRequest.current = null;
    clearTimeout(toastTimer.current);
    clearTimeout(retryTimer.current);
    setState((previous) => ({ ...previous, sharing: true, error: null, toast: false }));
    // A failed load of the flow's code (offline) fails the press like any other reason.
    void import('./run-share.js')
      .then(({ runShare }) => runShare(request, translate.current, languageShown.current))
      .then(
        (result) => {
          if (!mounted.current) return;
          // A link only shown was not copied: no toast, and the button does not say so.
          const handedOut = result.outcome !== 'shown';
          setState((previous) => ({
            ...previous,
            result,
            shared: handedOut ? request : previous.shared,
            toast: handedOut,
            waiting: false,
          }));
          if (!handedOut) return;
          toastTimer.current = setTimeout(() => {
            setState((previous) => ({ ...previous, toast: false }));
          }, TOAST_MS);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          if (isConnectionFailure(error)) {
            waitingRequest.current = queuedShare(request);
            setState((previous) => ({ ...previous, waiting: true }));
            if (navigator.onLine) {
              retryTimer.current = setTimeout(() => {
                if (waitingRequest.current) start(waitingRequest.current);
              }, RETRY_MS);
            }
            return;
          }
          setState((previous) => ({
            ...previous,
            error: failureOf(error),
            waiting: false,
          }));
        },
      )
      .finally(() => {
        busy.current = false;
        if (mounted.current) setState((previous) => ({ ...previous, sharing: false }));
      });
  }, []);

  useEffect(() => {
    mounted.current = true;
    const online = () => {
      if (waitingRequest.current) share(waitingRequest.current);
    };
    window.addEventListener('online', online);
    return () => {
      mounted.current = false;
      window.removeEventListener('online', online);
      clearTimeout(toastTimer.current);
      clearTimeout(retryTimer.current);
    };
  }, [share]);

  return { state, share };
}

/** Whether two requests share the same thing: the same letter, or the same message and strip. */
export function sameShare(a: ShareRequest, b: ShareRequest): boolean {
  if (a.kind === 'existing' || b.kind === 'existing') {
    return a.kind === 'existing' && b.kind === 'existing' && a.letterId === b.letterId;
  }
  return a.message === b.message && a.strip === b.strip;
}
