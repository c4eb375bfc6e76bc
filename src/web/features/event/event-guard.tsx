import { useCallback, useEffect } from 'react';
import { useLocation } from '../../lib/router/router.js';
import { paths } from '../../../model/paths.js';
import { loadParts } from '../../lib/i18n/catalogues.js';
import { useLanguage } from '../../lib/i18n/language.js';
import {
  eventLanguage,
  GUEST_CLEARED,
  hasGuestData,
  useStartOver,
} from '../../lib/event/start-over.js';
import { StillThereDialog } from './still-there-dialog.js';
import { useBoothSync } from './use-booth-sync.js';
import { useIdle } from './use-idle.js';
import { useWakeLock } from './use-wake-lock.js';
import './event.css';

/**
 * What event mode adds to every screen (docs/events.md): the screen kept
 * awake, and after `idleSeconds` without a touch 'Still there?', then a new visit. A running
 * shoot (/sequence) counts as activity; on `/` with nothing begun nothing asks. Whenever a
 * guest's things are cleared, the event's language is shown again. A booth device of a shared
 * event keeps in touch with it (use-booth-sync.ts). Loaded by the app shell only
 * while event mode is on.
 */
export default function EventGuard({ idleSeconds }: { idleSeconds: number }) {
  const { pathname } = useLocation();
  const { language, choose } = useLanguage();
  const startOver = useStartOver();
  useWakeLock();
  useBoothSync(pathname);

  useEffect(() => {
    const onCleared = () => {
      const next = eventLanguage();
      if (next) void choose(next).catch(() => undefined);
    };
    window.addEventListener(GUEST_CLEARED, onCleared);
    return () => window.removeEventListener(GUEST_CLEARED, onCleared);
  }, [choose]);

  const worthAsking = useCallback(async () => {
    const worth = pathname !== paths.home || (await hasGuestData());
    // 'Still there?' speaks with the messages of the screens after `/`: fetched before it asks.
    if (worth) await loadParts(language, ['first', 'rest']).catch(() => undefined);
    return worth;
  }, [pathname, language]);
  const { secondsLeft, keepGoing } = useIdle({
    idleSeconds,
    paused: pathname === paths.sequence,
    worthAsking,
    onOver: startOver,
  });

  // The page says its idle watch runs (its listeners are in place, the time counts from now):
  // the guard comes in its own chunk, a moment after the screen, and a booth's check of itself
  // or a test waits for this rather than for a while.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.idleWatch = String(idleSeconds);
    return () => {
      delete root.dataset.idleWatch;
    };
  }, [idleSeconds]);

  if (secondsLeft === null) return null;
  return <StillThereDialog secondsLeft={secondsLeft} onKeepGoing={keepGoing} />;
}
