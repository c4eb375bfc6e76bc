import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  eventFormErrors,
  type BoothMode,
  type EventForm as EventFormValues,
  type EventFormError,
} from '../../../model/event-form.js';
import { KEEP_DAYS_MAX, KEEP_DAYS_MIN, type GalleryMode } from '../../../model/live-event.js';
import {
  EVENT_NAME_MAX_LENGTH,
  GREETING_MAX_LENGTH,
  IDLE_SECONDS_MAX,
  IDLE_SECONDS_MIN,
  type EventSources,
  type PrintLayout,
} from '../../../model/event-settings.js';
import { matchLanguage, type Language } from '../../../model/languages.js';
import { LanguageOptions } from '../../components/language-menu.js';
import { RadioCards } from '../../components/radio-cards.js';
import { ToggleSwitch } from '../../components/toggle-switch.js';
import { useT } from '../../lib/i18n/language.js';
import type { Translate } from '../../lib/i18n/message-key.js';
import { defaultGreetingIn, loadedDefaultGreeting } from './default-greeting.js';
import { FormField } from './form-field.js';
import { PinInput } from './pin-input.js';

/** A field's error in the language shown. */
function errorText(t: Translate, error: EventFormError | undefined): string | undefined {
  switch (error) {
    case undefined:
      return undefined;
    case 'nameTooLong':
      return t('event.errorNameTooLong', { max: EVENT_NAME_MAX_LENGTH });
    case 'greetingTooLong':
      return t('event.errorGreetingTooLong', { max: GREETING_MAX_LENGTH });
    case 'idleSecondsRange':
      return t('event.errorIdleSecondsRange', { min: IDLE_SECONDS_MIN, max: IDLE_SECONDS_MAX });
    case 'pinFormat':
      return t('event.errorPinFormat');
    case 'keepDaysRange':
      return t('liveEvent.errorKeepDaysRange', { min: KEEP_DAYS_MIN, max: KEEP_DAYS_MAX });
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
  const formRef = useRef<HTMLFormElement>(null);
  // Whether the greeting is still the default of the form's language, which then follows a
  // change of language; a greeting the host typed is never translated.
  const defaultGreeting = useRef(initial.greeting === loadedDefaultGreeting(initial.language));
  const printHintId = useId();
  const errors = tried ? eventFormErrors(form) : {};
  const set = (change: Partial<EventFormValues>) => setForm((old) => ({ ...old, ...change }));

  const sourceChoices: readonly { value: EventSources; label: string }[] = [
    { value: 'camera', label: t('event.sourcesCamera') },
    { value: 'camera-and-upload', label: t('event.sourcesCameraAndUpload') },
  ];
  const printLayoutChoices: readonly { value: PrintLayout; label: string }[] = [
    { value: 'strip', label: t('event.printLayoutStrip') },
    { value: 'card', label: t('event.printLayoutCard') },
  ];

  const modeChoices: readonly { value: BoothMode; label: string }[] = [
    { value: 'own', label: t('liveEvent.modeOwn') },
    { value: 'share', label: t('liveEvent.modeShare') },
    { value: 'join', label: t('liveEvent.modeJoin') },
  ];
  const galleryChoices: readonly { value: GalleryMode; label: string }[] = [
    { value: 'off', label: t('liveEvent.galleryOff') },
    { value: 'approval', label: t('liveEvent.galleryApproval') },
    { value: 'instant', label: t('liveEvent.galleryInstant') },
  ];
  const joining = form.mode === 'join';

  async function chooseLanguage(language: Language) {
    set({ language });
    if (!defaultGreeting.current) return;
    const greeting = await defaultGreetingIn(language).catch(() => null);
    // Only if the host neither typed a greeting nor chose another language meanwhile.
    if (greeting === null || !defaultGreeting.current) return;
    setForm((old) => (old.language === language ? { ...old, greeting } : old));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (Object.keys(eventFormErrors(form)).length > 0) {
      flushSync(() => setTried(true));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit(form);
  }

  return (
    <form ref={formRef} className="event-form" noValidate onSubmit={submit}>
      {chooseMode && (
        <div className="event-field">
          <RadioCards
            legend={t('liveEvent.mode')}
            name="event-mode"
            look="pills"
            choices={modeChoices}
            value={form.mode}
            onChange={(mode) => set({ mode })}
          />
          <p className="event-hint">{t('liveEvent.modeHint')}</p>
        </div>
      )}
      {joining && (
        <FormField
          label={t('liveEvent.joinCode')}
          hint={t('liveEvent.joinCodeHint')}
          error={errorText(t, errors.joinCode)}
        >
          {(control) => (
            <input
              {...control}
              className="event-input"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={form.joinCode}
              onChange={(event) => set({ joinCode: event.target.value })}
            />
          )}
        </FormField>
      )}
      {!joining && (
        <>
          <FormField
            label={t('event.name')}
            hint={t('event.nameHint', { max: EVENT_NAME_MAX_LENGTH })}
            error={errorText(t, errors.name)}
          >
            {(control) => (
              <input
                {...control}
                className="event-input"
                type="text"
                autoComplete="off"
                value={form.name}
                onChange={(event) => set({ name: event.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('event.language')} hint={t('event.languageHint')}>
            {(control) => (
              <select
                {...control}
                className="event-input event-language"
                value={form.language}
                onChange={(event) => {
                  const language = matchLanguage(event.target.value);
                  if (language) void chooseLanguage(language);
                }}
              >
                <LanguageOptions />
              </select>
            )}
          </FormField>
          <FormField
            label={t('event.greeting')}
            hint={t('event.greetingHint', { max: GREETING_MAX_LENGTH })}
            error={errorText(t, errors.greeting)}
          >
            {(control) => (
              <textarea
                {...control}
                className="event-input event-greeting"
                rows={3}
                value={form.greeting}
                onChange={(event) => {
                  defaultGreeting.current = false;
                  set({ greeting: event.target.value });
                }}
              />
            )}
          </FormField>
          <FormField
            label={t('event.idleSeconds')}
            hint={t('event.idleSecondsHint', { min: IDLE_SECONDS_MIN, max: IDLE_SECONDS_MAX })}
            error={errorText(t, errors.idleSeconds)}
          >
            {(control) => (
              <span className="event-seconds">
                <input
                  {...control}
                  className="event-input"
                  type="number"
                  inputMode="numeric"
                  min={IDLE_SECONDS_MIN}
                  max={IDLE_SECONDS_MAX}
                  step={1}
                  value={form.idleSeconds}
                  onChange={(event) => set({ idleSeconds: event.target.value })}
                />
                <span aria-hidden="true">{t('event.secondsUnit')}</span>
              </span>
            )}
          </FormField>
          <RadioCards
            legend={t('event.sources')}
            name="event-sources"
            look="pills"
            choices={sourceChoices}
            value={form.sources}
            onChange={(sources) => set({ sources })}
          />
          <div className="event-field">
            <ToggleSwitch
              label={t('event.print')}
              checked={form.print}
              describedBy={printHintId}
              onChange={(print) => set({ print })}
            />
            <p id={printHintId} className="event-hint event-switch-hint">
              {t('event.printHint')}
            </p>
          </div>
          {form.print && (
            <RadioCards
              legend={t('event.printLayout')}
              name="event-print-layout"
              look="pills"
              choices={printLayoutChoices}
              value={form.printLayout}
              onChange={(printLayout) => set({ printLayout })}
            />
          )}
        </>
      )}
      {form.mode === 'share' && (
        <>
          <div className="event-field">
            <RadioCards
              legend={t('liveEvent.gallery')}
              name="event-gallery"
              look="pills"
              choices={galleryChoices}
              value={form.gallery}
              onChange={(gallery) => set({ gallery })}
            />
            <p className="event-hint">{t('liveEvent.galleryHint')}</p>
          </div>
          <FormField
            label={t('liveEvent.keepDays')}
            hint={t('liveEvent.keepDaysHint', { min: KEEP_DAYS_MIN, max: KEEP_DAYS_MAX })}
            error={errorText(t, errors.keepDays)}
          >
            {(control) => (
              <span className="event-seconds">
                <input
                  {...control}
                  className="event-input"
                  type="number"
                  inputMode="numeric"
                  min={KEEP_DAYS_MIN}
                  max={KEEP_DAYS_MAX}
                  step={1}
                  value={form.keepDays}
                  onChange={(event) => set({ keepDays: event.target.value })}
                />
                <span aria-hidden="true">{t('liveEvent.daysUnit')}</span>
              </span>
            )}
          </FormField>
        </>
      )}
      <FormField label={t('event.pin')} hint={pinHint} error={errorText(t, errors.pin)}>
        {(control) => (
          <PinInput control={control} value={form.pin} onChange={(pin) => set({ pin })} />
        )}
      </FormField>
      {problem && (
        <p className="event-error" role="alert">
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
