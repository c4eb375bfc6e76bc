import { useEffect, useState, type FormEvent } from 'react';
import { isPin } from '../../../model/event-form.js';
import type { EventSettings } from '../../../model/event-settings.js';
import { lockSecondsLeft } from '../../../model/pin-lock.js';
import { loadPinLock, tryPin } from '../../lib/event-pin.js';
import { useT } from '../../lib/i18n/language.js';
import { FormField } from './form-field.js';
import { PinInput } from './pin-input.js';

/** The seconds left on the PIN lock, counting down once a second; 0 when open. */
function useLockSeconds(): [number, () => void] {
  const [seconds, setSeconds] = useState(() => lockSecondsLeft(loadPinLock(), Date.now()));
  const refresh = () => setSeconds(lockSecondsLeft(loadPinLock(), Date.now()));
  useEffect(() => {
    if (seconds === 0) return;
    const timer = setInterval(() => setSeconds(lockSecondsLeft(loadPinLock(), Date.now())), 1000);
    return () => clearInterval(timer);
  }, [seconds === 0]); // eslint-disable-line react-hooks/exhaustive-deps -- runs while locked
  return [seconds, refresh];
}

/**
 * /event while event mode is on: the PIN first. Three wrong ones lock it for a minute, also
 * across reloads (lib/event-mode keeps the lock).
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
    setWrong(lock.lockedUntil <= now);
    refreshLock();
  }

  let error: string | undefined;
  if (locked) {
    error = t('event.locked', { seconds: lockSeconds });
  } else if (wrong) {
    error = t('event.wrongPin');
  }

  return (
    <form className="event-form event-pin-gate" noValidate onSubmit={(event) => void submit(event)}>
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
      </div>
    </form>
  );
}
