import { useEffect, useState, type FormEvent } from 'react';
import { isPin } from '../../../model/event-form.js';
import type { EventSettings } from '../../../model/event-settings.js';
import { isLocked, lockSecondsLeft } from '../../../model/pin-lock.js';
import { EVENT_LOCK_KEY } from '../../lib/event/event-mode.js';
import { loadPinLock, tryPin } from '../../lib/event/event-pin.js';
import { useT } from '../../lib/i18n/language.js';
import { Link } from '../../lib/router/link.js';
import { paths } from '../../../model/paths.js';
import { FormField } from '../../components/form-field.js';
import { PinInput } from './pin-input.js';

function secondsLeftNow(): number {
  const now = Date.now();
  return lockSecondsLeft(loadPinLock(now), now);
}

/** The seconds left on the PIN lock, counting down once a second; 0 when open. */
function useLockSeconds(): [number, () => void] {
  const [seconds, setSeconds] = useState(secondsLeftNow);
  const refresh = () => setSeconds(secondsLeftNow());
  useEffect(() => {
    if (seconds === 0) return;
    const timer = setInterval(() => setSeconds(secondsLeftNow()), 1000);
    return () => clearInterval(timer);
  }, [seconds === 0]); // eslint-disable-line react-hooks/exhaustive-deps -- runs while locked
  // A lock begun in another tab shows here at once (the tries there count here anyway).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === EVENT_LOCK_KEY || event.key === null) setSeconds(secondsLeftNow());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return [seconds, refresh];
}

/**
 * /event while event mode is on: the PIN first. Three wrong ones lock it for a minute, three
 * more for 5 minutes, then 30 minutes each time, also across reloads (lib/event/event-pin keeps the
 * lock; model/pin-lock has the rule).
 */
export function PinGate({ settings, onOpen }: { settings: EventSettings; onOpen: () => void }) {
  const t = useT();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const [busy, setBusy] = useState(false);
  const [lockSeconds, refreshLock] = useLockSeconds();
  const locked = lockSeconds > 0;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    if (!isPin(pin)) {
      setWrong(true);
      return;
    }
    setBusy(true);
    const now = Date.now();
    const { right, lock } = await tryPin(settings, pin, now);
    setBusy(false);
    if (right) {
      onOpen();
      return;
    }
    setPin('');
    // Once locked, the lock's message says it all; after it, the field starts afresh.
    setWrong(!isLocked(lock, now));
    refreshLock();
  }

  let error: string | undefined;
  if (locked) {
    // Minutes (rounded up) for the longer locks: '1800 seconds' is hard to read.
    error =
      lockSeconds > 60
        ? t('event.lockedMinutes', { minutes: Math.ceil(lockSeconds / 60) })
        : t('event.locked', { seconds: lockSeconds });
  } else if (wrong) {
    error = t('event.wrongPin');
  }

  return (
    <form
      className="event-form form-fields event-pin-gate"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p>{t('event.pinGateText')}</p>
      <FormField label={t('event.pin')} error={error} announce>
        {(control) => (
          <PinInput
            control={control}
            value={pin}
            disabled={locked}
            onChange={(next) => {
              setPin(next);
              setWrong(false);
            }}
          />
        )}
      </FormField>
      <div className="event-actions">
        <button type="submit" className="button button-primary" disabled={locked}>
          {t('event.unlock')}
        </button>
        {/* A guest who came here by mistake (a long press, an old link) goes back at once. */}
        <Link to={paths.home} className="button button-quiet">
          {t('event.backToBooth')}
        </Link>
      </div>
    </form>
  );
}
