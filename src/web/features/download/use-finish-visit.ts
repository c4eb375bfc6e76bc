import { useEffect } from 'react';
import { appPathOf, paths } from '../../../model/paths.js';
import { clearGuestData } from '../../lib/event/start-over.js';

/**
 * Event mode: a guest who leaves /download for any screen but /edit (the header's link home,
 * say) has finished the visit, so what they left in this browser is cleared for the next guest
 * (docs/events.md). Read on the way out, from the address already changed.
 */
export function useFinishVisit(eventMode: boolean): void {
  useEffect(() => {
    if (!eventMode) return;
    return () => {
      const next = appPathOf(window.location.pathname);
      if (next === paths.download || next === paths.edit) return;
      void clearGuestData();
    };
  }, [eventMode]);
}
