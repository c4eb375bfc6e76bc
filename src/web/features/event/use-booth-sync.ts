import { useEffect, useEffectEvent } from 'react';
import { paths } from '../../../model/paths.js';
import { syncBooth, type BoothSyncResult } from '../../lib/event/booth-sync.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { eventLanguage, GUEST_CLEARED, hasGuestData } from '../../lib/event/start-over.js';
import { useLanguage } from '../../lib/i18n/language.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';

/** How often a booth device tells its event it is there, and looks for the host's changes. */
export const BOOTH_SYNC_MS = 60_000;

/**
 * A kiosk that is a booth device of a shared event (docs/events.md, "The event, shared"): at
 * once, every minute and at each start over it reports to the event, and takes the host's new
 * settings between guests (at a start over, or on `/` with nothing begun): never in the middle
 * of a guest's visit. A new language is shown at once. Offline, nothing changes.
 */
export function useBoothSync(pathname: string): void {
  const code = useEventSettings()?.code;
  const { language, choose } = useLanguage();

  const sync = useEffectEvent(async (betweenGuests: boolean): Promise<BoothSyncResult> => {
    const takeSettings = betweenGuests || (pathname === paths.home && !(await hasGuestData()));
    const result = await syncBooth(
      {
        storage: browserStorage(),
        fetch: (url, init) => fetch(url, init),
        userAgent: navigator.userAgent,
      },
      { takeSettings },
    );
    const next = eventLanguage();
    if (result === 'updated' && next && next !== language)
      await choose(next).catch(() => undefined);
    return result;
  });

  useEffect(() => {
    if (!code) return;
    void sync(false);
    const timer = setInterval(() => void sync(false), BOOTH_SYNC_MS);
    const onCleared = () => void sync(true);
    window.addEventListener(GUEST_CLEARED, onCleared);
    return () => {
      clearInterval(timer);
      window.removeEventListener(GUEST_CLEARED, onCleared);
    };
  }, [code]);
}
