import { useId } from 'react';
import {
  EVENT_NAME_MAX_LENGTH,
  GREETING_MAX_LENGTH,
  IDLE_SECONDS_MAX,
  IDLE_SECONDS_MIN,
  type EventSources,
  type PrintLayout,
} from '../../model/event-settings.js';
import type {
  HostSettingsError,
  HostSettingsErrors,
  HostSettingsForm,
} from '../../model/host-settings-form.js';
import { matchLanguage } from '../../model/languages.js';
import { KEEP_DAYS_MAX, KEEP_DAYS_MIN, type GalleryMode } from '../../model/live-event.js';
import { useT } from '../lib/i18n/language.js';
import type { Translate } from '../lib/i18n/message-key.js';
import { NumberField, PillsField, TextField } from './field-controls.js';
import { FormField } from './form-field.js';
import { LanguageOptions } from './language-menu.js';
import { ToggleSwitch } from './toggle-switch.js';

/** What the fields show: an event's settings, the two numbers as typed. */
export type SettingsValues = HostSettingsForm;

/** A field's error in the language shown. */
function errorText(t: Translate, error: HostSettingsError | undefined): string | undefined {
  switch (error) {
    case undefined:
      return undefined;
    case 'nameTooLong':
      return t('event.errorNameTooLong', { max: EVENT_NAME_MAX_LENGTH });
    case 'greetingMissing':
      return t('event.errorGreetingMissing');
    case 'greetingTooLong':
      return t('event.errorGreetingTooLong', { max: GREETING_MAX_LENGTH });
    case 'idleSecondsRange':
      return t('event.errorIdleSecondsRange', { min: IDLE_SECONDS_MIN, max: IDLE_SECONDS_MAX });
    case 'keepDaysRange':
      return t('liveEvent.errorKeepDaysRange', { min: KEEP_DAYS_MIN, max: KEEP_DAYS_MAX });
  }
}

interface SettingsFieldsProps {
  values: SettingsValues;
  /** The errors to show by each field (none until the host first tried to save). */
  errors: HostSettingsErrors;
  onChange: (change: Partial<SettingsValues>) => void;
  /** A shared event's own fields too: the gallery and how long the server keeps it. */
  shared: boolean;
  /**
   * The start-over time, a kiosk's: left out while a new shared event is created, since the
   * device may never be a kiosk (it is asked when it becomes one).
   */
  withIdle?: boolean;
}

/**
 * An event's settings as the host edits them, on /host (changing a shared event): the fields
 * /event shows at once (SettingsMainFields), then those it folds under More settings
 * (SettingsMoreFields). The form around them is the screen's.
 */
export function SettingsFields(props: SettingsFieldsProps) {
  return (
    <>
      <SettingsMainFields {...props} />
      <SettingsMoreFields {...props} />
    </>
  );
}

/** What every host sets: the event's name, the letter's greeting, and a shared event's gallery. */
export function SettingsMainFields({ values, errors, onChange, shared }: SettingsFieldsProps) {
  const t = useT();
  const galleryChoices: readonly { value: GalleryMode; label: string }[] = [
    { value: 'off', label: t('liveEvent.galleryOff') },
    { value: 'approval', label: t('liveEvent.galleryApproval') },
    { value: 'instant', label: t('liveEvent.galleryInstant') },
  ];
  return (
    <>
      <TextField
        label={t('event.name')}
        hint={t('event.nameHint', { max: EVENT_NAME_MAX_LENGTH })}
        error={errorText(t, errors.name)}
        value={values.name}
        onChange={(name) => onChange({ name })}
      />
      <FormField
        label={t('event.greeting')}
        hint={t('event.greetingHint', { max: GREETING_MAX_LENGTH })}
        error={errorText(t, errors.greeting)}
      >
        {(control) => (
          <textarea
            {...control}
            className="form-field-input"
            rows={3}
            value={values.greeting}
            onChange={(event) => onChange({ greeting: event.target.value })}
          />
        )}
      </FormField>
      {shared && (
        <PillsField
          legend={t('liveEvent.gallery')}
          hint={t('liveEvent.galleryHint')}
          name="settings-gallery"
          choices={galleryChoices}
          value={values.gallery}
          onChange={(gallery) => onChange({ gallery })}
        />
      )}
    </>
  );
}

/**
 * What most hosts leave as it is (each has a default that suits a party): the booth's language,
 * the start-over time, the sources, the print button and a shared event's days kept.
 */
export function SettingsMoreFields({
  values,
  errors,
  onChange,
  shared,
  withIdle = true,
}: SettingsFieldsProps) {
  const t = useT();
  const printHintId = useId();
  const sourceChoices: readonly { value: EventSources; label: string }[] = [
    { value: 'camera', label: t('event.sourcesCamera') },
    { value: 'camera-and-upload', label: t('event.sourcesCameraAndUpload') },
  ];
  const printLayoutChoices: readonly { value: PrintLayout; label: string }[] = [
    { value: 'strip', label: t('event.printLayoutStrip') },
    { value: 'card', label: t('event.printLayoutCard') },
  ];

  return (
    <>
      <FormField label={t('event.language')} hint={t('event.languageHint')}>
        {(control) => (
          <select
            {...control}
            className="form-field-input"
            value={values.language}
            onChange={(event) => {
              const language = matchLanguage(event.target.value);
              if (language) onChange({ language });
            }}
          >
            <LanguageOptions />
          </select>
        )}
      </FormField>
      {withIdle && (
        <IdleField
          value={values.idleSeconds}
          error={errorText(t, errors.idleSeconds)}
          onChange={(idleSeconds) => onChange({ idleSeconds })}
        />
      )}
      <PillsField
        legend={t('event.sources')}
        name="settings-sources"
        choices={sourceChoices}
        value={values.sources}
        onChange={(sources) => onChange({ sources })}
      />
      <div className="form-field">
        <ToggleSwitch
          label={t('event.print')}
          checked={values.print}
          describedBy={printHintId}
          onChange={(print) => onChange({ print })}
        />
        <p id={printHintId} className="form-field-hint form-field-switch-hint">
          {t('event.printHint')}
        </p>
      </div>
      {values.print && (
        <PillsField
          legend={t('event.printLayout')}
          name="settings-print-layout"
          choices={printLayoutChoices}
          value={values.printLayout}
          onChange={(printLayout) => onChange({ printLayout })}
        />
      )}
      {shared && (
        <NumberField
          label={t('liveEvent.keepDays')}
          hint={t('liveEvent.keepDaysHint', { min: KEEP_DAYS_MIN, max: KEEP_DAYS_MAX })}
          error={errorText(t, errors.keepDays)}
          unit={t('liveEvent.daysUnit')}
          min={KEEP_DAYS_MIN}
          max={KEEP_DAYS_MAX}
          value={values.keepDays}
          onChange={(keepDays) => onChange({ keepDays })}
        />
      )}
    </>
  );
}

/** Seconds without a touch before a kiosk asks 'Still there?'. */
export function IdleField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <NumberField
      label={t('event.idleSeconds')}
      hint={t('event.idleSecondsHint', { min: IDLE_SECONDS_MIN, max: IDLE_SECONDS_MAX })}
      error={error}
      unit={t('event.secondsUnit')}
      min={IDLE_SECONDS_MIN}
      max={IDLE_SECONDS_MAX}
      value={value}
      onChange={onChange}
    />
  );
}

/** The start-over time's error in the language shown. */
export function idleErrorText(t: Translate, error: 'idleSecondsRange' | undefined) {
  return errorText(t, error);
}
