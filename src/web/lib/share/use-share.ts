import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../error-message.js';
import { shareFailureText } from './share-failure.js';
import type { ShareRequest, ShareResult } from './share-letter.js';

/** How long the 'Link copied!' toast stays (README, Writing and sharing a letter). */
export const TOAST_MS = 1800;

export interface ShareState {
  sharing: boolean;
  /** 'Failed to share letter: …' after a failure, until the next press. */
  error: string | null;
  /** The last success: its link stays shown (with its QR code). */
  result: ShareResult | null;
  /** What the last success shared, so the button can say it is copied while that holds. */
  shared: ShareRequest | null;
  toast: boolean;
}

/**
 * The share button's states: idle, sharing (a second press is ignored),
 * then done, with the toast for TOAST_MS, or failed. The sharing flag is always cleared.
 */
export function useShare(): { state: ShareState; share(request: ShareRequest): void } {
  const [state, setState] = useState<ShareState>({
    sharing: false,
    error: null,
    result: null,
    shared: null,
    toast: false,
  });
  const busy = useRef(false);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(toastTimer.current);
    };
  }, []);

  const share = useCallback((request: ShareRequest) => {
    if (busy.current) return;
    busy.current = true;
    clearTimeout(toastTimer.current);
    setState((previous) => ({ ...previous, sharing: true, error: null, toast: false }));
    // A failed load of the flow's code (offline) fails the press like any other reason.
    void import('./run-share.js')
      .then(({ runShare }) => runShare(request))
      .then(
        (result) => {
          if (!mounted.current) return;
          setState((previous) => ({ ...previous, result, shared: request, toast: true }));
          toastTimer.current = setTimeout(() => {
            setState((previous) => ({ ...previous, toast: false }));
          }, TOAST_MS);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          setState((previous) => ({ ...previous, error: shareFailureText(errorMessage(error)) }));
        },
      )
      .finally(() => {
        busy.current = false;
        if (mounted.current) setState((previous) => ({ ...previous, sharing: false }));
      });
  }, []);

  return { state, share };
}

/** Whether two requests share the same thing: the same letter, or the same message and strip. */
export function sameShare(a: ShareRequest, b: ShareRequest): boolean {
  if (a.kind === 'existing' || b.kind === 'existing') {
    return a.kind === 'existing' && b.kind === 'existing' && a.letterId === b.letterId;
  }
  return a.message === b.message && a.strip === b.strip;
}
