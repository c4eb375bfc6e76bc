/**
 * A gallery left open notices when its event ends or is deleted: it asks for the event again
 * every little while the page is on screen, and at once when it comes back on screen. It asks
 * the event's address, not the show's live channel: guests on the venue's Wi-Fi share one
 * address, and a socket from each of their phones would take the places the show's screens need.
 */
import { useEffect } from 'react';
import { problemOf, type EventProblem, type EventReader } from '../../lib/api/event-gallery-api.js';

/** How often an open gallery asks whether its event is still there. */
const GONE_CHECK_MS = 15_000;

/** Calls `onGone` once the event answers that it ended (410) or is gone (404); else nothing. */
export function useEventGone(
  code: string,
  read: EventReader,
  watching: boolean,
  onGone: (problem: Extract<EventProblem, 'ended' | 'unknown'>) => void,
): void {
  useEffect(() => {
    if (!watching) return;
    const abort = new AbortController();
    const check = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        await read.event(code, abort.signal);
      } catch (error) {
        const problem = problemOf(error);
        // A dropped connection is no news: the strips already shown stay, and it asks again.
        if (!abort.signal.aborted && (problem === 'ended' || problem === 'unknown')) {
          onGone(problem);
        }
      }
    };
    const timer = setInterval(() => void check(), GONE_CHECK_MS);
    const onShown = () => void check();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      abort.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [code, read, watching, onGone]);
}
