import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { kioskFormErrors, kioskFormFor, type KioskForm } from '../../../model/kiosk-form.js';
import { FormField } from '../../components/form-field.js';
import { IdleField, idleErrorText } from '../../components/settings-fields.js';
import { useT } from '../../lib/i18n/language.js';
import { PinInput } from './pin-input.js';
import { QuickStartFields } from './quick-start-fields.js';

interface KioskStartProps {
  /** The event's start-over time, the field's first value. */
  idleSeconds: number;
  /** Called in the submit event (so fullscreen may be asked for) with a valid form. */
  onStart: (kiosk: KioskForm) => void;
}

/**
 * After a shared event is created: this device as its booth, only if the host wants one here.
 * The kiosk's own questions (the PIN, the start-over time, the quick start) are asked here and
 * nowhere before, so a host who only shares the event with guests' phones answers none.
 */
export function KioskStart({ idleSeconds, onStart }: KioskStartProps) {
  const t = useT();
  const [form, setForm] = useState(() => kioskFormFor({ idleSeconds }));
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = tried ? kioskFormErrors(form) : {};
  const set = (change: Partial<KioskForm>) => setForm((old) => ({ ...old, ...change }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.keys(kioskFormErrors(form)).length > 0) {
      flushSync(() => setTried(true));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onStart(form);
  }

  return (
    <section className="event-link event-kiosk" aria-labelledby="event-kiosk-title">
      <h2 id="event-kiosk-title" className="event-link-title">
        {t('liveEvent.kioskTitle')}
      </h2>
      <p className="event-hint">{t('liveEvent.kioskText')}</p>
      <form ref={formRef} className="event-form form-fields" noValidate onSubmit={submit}>
        <FormField
          label={t('event.pin')}
          hint={t('event.startPinHint')}
          error={errors.pin ? t('event.errorPinFormat') : undefined}
        >
          {(control) => (
            <PinInput control={control} value={form.pin} onChange={(pin) => set({ pin })} />
          )}
        </FormField>
        <IdleField
          value={form.idleSeconds}
          error={idleErrorText(t, errors.idleSeconds)}
          onChange={(value) => set({ idleSeconds: value })}
        />
        <QuickStartFields
          fixedLayout={form.fixedLayout}
          fixedTimer={form.fixedTimer}
          onChange={set}
        />
        <div className="event-actions">
          <button type="submit" className="button button-primary">
            {t('liveEvent.startBooth')}
          </button>
        </div>
      </form>
    </section>
  );
}
