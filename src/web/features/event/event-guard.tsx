import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../model/paths.js';
import { hasGuestData, useStartOver } from '../../lib/start-over.js';
import { StillThereDialog } from './still-there-dialog.js';
import { useIdle } from './use-idle.js';
import { useWakeLock } from './use-wake-lock.js';
import './event.css';

/**
 * What event mode adds to every screen (README, Running a booth at an event): the screen kept
 * awake, and after `idleSeconds` without a touch 'Still there?', then a new visit. A running
 * shoot (/sequence) counts as activity; on `/` with nothing begun nothing asks. Loaded by the
 * app shell only while event mode is on.
 */
export default function EventGuard({ idleSeconds }: { idleSeconds: number }) {
  const { pathname } = useLocation();
  const startOver = useStartOver();
  useWakeLock();

  const worthAsking = useCallback(
    async () => pathname !== paths.home || (await hasGuestData()),
    [pathname],
  );
  const { secondsLeft, keepGoing } = useIdle({
    idleSeconds,
    paused: pathname === paths.sequence,
    worthAsking,
    onOver: startOver,
  });

  if (secondsLeft === null) return null;
  return <StillThereDialog secondsLeft={secondsLeft} onKeepGoing={keepGoing} />;
}
