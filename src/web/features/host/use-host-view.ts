import { useCallback, useEffect, useRef, useState } from 'react';
import type { HostView } from '../../../model/live-event.js';
import { ApiRequestError } from '../../lib/api/api-request-error.js';
import type { HostApi, HostLink } from '../../lib/api/live-event-api.js';

/**
 * How often the page asks again while it is open (and on focus, and back online): the fallback
 * of the live channel, whose nudge asks at once when a guest adds a strip.
 */
const REFRESH_MS = 15_000;

/** Why the page cannot show (or update) the event. */
export type HostProblem = 'wrongKey' | 'ended' | 'offline' | 'failed';

function problemOf(error: unknown): HostProblem {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.status === undefined) return 'offline';
  if (error.status === 401 || error.status === 403) return 'wrongKey';
  if (error.status === 404 || error.status === 410) return 'ended';
  return 'failed';
}

export interface HostViewState {
  /** The last view the server sent (kept through a failed refresh: nothing shown is lost). */
  view: HostView | null;
  /** When the view arrived (milliseconds since the epoch): 'last seen' is counted from it. */
  seenAt: number;
  problem: HostProblem | null;
  refresh: () => Promise<void>;
  /** Changes the view here at once (an action the server accepted, or one being sent). */
  change: (update: (view: HostView) => HostView) => void;
}

/**
 * The host's view of the event, asked on open, at each nudge of the live channel, every
 * REFRESH_MS, on focus and back online.
 */
export function useHostView(api: HostApi, link: HostLink): HostViewState {
  const [view, setView] = useState<HostView | null>(null);
  const [problem, setProblem] = useState<HostProblem | null>(null);
  const [seenAt, setSeenAt] = useState(0);
  // Each answer and each local change takes a number: an answer asked before a later change
  // (or answer) would bring back what was already changed, so it is dropped.
  const latest = useRef(0);
  const { code, hostKey } = link;

  const refresh = useCallback(() => {
    const asked = ++latest.current;
    return api.view({ code, hostKey }).then(
      (answer) => {
        if (asked !== latest.current) return;
        setView(answer);
        setSeenAt(Date.now());
        setProblem(null);
      },
      (error: unknown) => {
        if (asked === latest.current) setProblem(problemOf(error));
      },
    );
  }, [api, code, hostKey]);

  const change = useCallback((update: (view: HostView) => HostView) => {
    latest.current += 1;
    setView((old) => (old ? update(old) : old));
  }, []);

  useEffect(() => {
    void refresh();
    const again = () => void refresh();
    const timer = setInterval(again, REFRESH_MS);
    const stopWatching = api.watch?.({ code, hostKey }, again);
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      stopWatching?.();
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
    };
  }, [api, code, hostKey, refresh]);

  return { view, seenAt, problem, refresh, change };
}
