import { useCallback, useEffect, useState } from 'react';
import { updateVisit, type Visit } from '../../../lib/storage/visit-store.js';
import { liveAtStart } from './live-start.js';

/**
 * The Live switch, as the visit keeps it; a camera strip the visitor has not chosen for starts
 * as liveAtStart says (on, unless the visitor asks for reduced motion), and that start is kept
 * with the visit at once, so /download makes the living strip the editor showed.
 */
export function useLive(
  visit: Visit,
  playable: boolean,
): { live: boolean; setLive(on: boolean): void } {
  const [live, setShown] = useState(() =>
    liveAtStart(visit.live, window.matchMedia('(prefers-reduced-motion: reduce)').matches),
  );
  const setLive = useCallback((on: boolean) => {
    setShown(on);
    void updateVisit({ live: on });
  }, []);
  const unchosen =
    playable && visit.live === undefined && (visit.clips ?? []).some((clip) => clip !== null);
  useEffect(() => {
    if (unchosen) void updateVisit({ live });
    // Only once, for the visit as it was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { live, setLive };
}
