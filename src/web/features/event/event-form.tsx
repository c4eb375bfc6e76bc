import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  eventFormErrors,
  type BoothMode,
  type EventForm as EventFormValues,
  type EventFormErrors,
} from '../../../model/event-form.js';
import type { Language } from '../../../model/languages.js';
import { FormField } from '../../components/form-field.js';
import { TextField } from '../../components/field-controls.js';
import {
  SettingsMainFields,
  SettingsMoreFields,
  type SettingsValues,
} from '../../components/settings-fields.js';
import { useT } from '../../lib/i18n/language.js';
import type { Translate } from '../../lib/i18n/message-key.js';
import { defaultGreetingIn, loadedDefaultGreeting } from './default-greeting.js';
import { ModeChoice } from './mode-choice.js';
import { PinInput } from './pin-input.js';
import { QuickStartFields } from './quick-start-fields.js';

/** /event's own fields' errors in the language shown (the settings' are SettingsFields'). */
function errorText(
  t: Translate,
  error: EventFormErrors['pin'] | EventFormErrors['joinCode'],
): string | undefined {
  switch (error) {
    case undefined:
      return undefined;
    case 'pinFormat':
      return t('event.errorPinFormat');
    case 'joinCodeFormat':
      return t('liveEvent.errorJoinCodeFormat');
  }
}

interface EventFormProps {
  initial: EventFormValues;
  /** The submit button's words for each mode (Start event mode, Create the event, …). */
  submitLabel: string | ((mode: BoothMode) => string);
  /** Offer the choice of what this booth is (a first set-up); otherwise the initial mode stays. */
  chooseMode?: boolean;
  /** Said above the actions: why the last Start failed. */
  problem?: string | null;
  /** Hint under the PIN field. */
  pinHint: string;
  /** Called in the submit event (so fullscreen may be asked for) with a valid form. */
  onSubmit: (form: EventFormValues) => void;
  busy: boolean;
  /** More actions after the submit button (Stop event mode). */
  children?: ReactNode;
}

/**
 * The host's settings on /event. Errors show by each field once Start (or Save) was pressed,
 * and follow the typing from then on; the first wrong field takes the focus.
 */
export function EventForm({
  initial,
  submitLabel,
  chooseMode = false,
  problem = null,
  pinHint,
  onSubmit,
  busy,
  children,
}: EventFormProps) {
  const t = useT();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  // More settings: folded, each with its default, until the host opens it or a field in it is wrong.
  const [more, setMore] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Whether the greeting is still the default of the form's language, which then follows a
  // change of language; a greeting the host typed is never translated.
  const defaultGreeting = useRef(initial.greeting === loadedDefaultGreeting(initial.language));
  const errors = tried ? eventFormErrors(form) : {};
  const set = (change: Partial<EventFormValues>) => setForm((old) => ({ ...old, ...change }));

  const joining = form.mode === 'join';
  // A new shared event's device is no kiosk yet: its PIN and quick start are asked if it becomes
  // one, after the links are shown.
  const kiosk = form.mode !== 'share';

  function change(values: Partial<SettingsValues>) {
    if (values.greeting !== undefined) defaultGreeting.current = false;
    set(values);
    if (values.language !== undefined) void followLanguage(values.language);
  }

  async function followLanguage(language: Language) {
    if (!defaultGreeting.current) return;
    const greeting = await defaultGreetingIn(language).catch(() => null);
    // Only if the host neither typed a greeting nor chose another language meanwhile.
    if (greeting === null || !defaultGreeting.current) return;
    setForm((old) => (old.language === language ? { ...old, greeting } : old));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const wrong = eventFormErrors(form);
    if (Object.keys(wrong).length > 0) {
      flushSync(() => {
        setTried(true);
        if (wrong.idleSeconds || wrong.keepDays) setMore(true);
      });
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit(form);
  }

  return (
    <form ref={formRef} className="event-form form-fields" noValidate onSubmit={submit}>
      {chooseMode && <ModeChoice mode={form.mode} onChange={(mode) => set({ mode })} />}
      {joining && (
        <TextField
          label={t('liveEvent.joinCode')}
          hint={t('liveEvent.joinCodeHint')}
          error={errorText(t, errors.joinCode)}
          autoCapitalize="none"
          spellCheck={false}
          value={form.joinCode}
          onChange={(joinCode) => set({ joinCode })}
        />
      )}
      {!joining && (
        <SettingsMainFields
          values={form}
          errors={errors}
          shared={form.mode === 'share'}
          onChange={change}
        />
      )}
      {kiosk && (
        <FormField label={t('event.pin')} hint={pinHint} error={errorText(t, errors.pin)}>
          {(control) => (
            <PinInput control={control} value={form.pin} onChange={(pin) => set({ pin })} />
          )}
        </FormField>
      )}
      <details
        className="event-more"
        open={more}
        onToggle={(event) => setMore(event.currentTarget.open)}
      >
        <summary className="event-more-summary">{t('event.moreSettings')}</summary>
        <div className="event-more-body form-fields">
          {!joining && (
            <SettingsMoreFields
              values={form}
              errors={errors}
              shared={form.mode === 'share'}
              withIdle={kiosk}
              onChange={change}
            />
          )}
          {kiosk && (
            <QuickStartFields
              fixedLayout={form.fixedLayout}
              fixedTimer={form.fixedTimer}
              onChange={set}
            />
          )}
        </div>
      </details>
      {problem && (
        <p className="form-field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="event-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          {typeof submitLabel === 'string' ? submitLabel : submitLabel(form.mode)}
        </button>
        {children}
      </div>
    </form>
  );
}
