import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  EVENT_NAME_MAX_LENGTH,
  GREETING_MAX_LENGTH,
  IDLE_SECONDS_MAX,
  IDLE_SECONDS_MIN,
  type EventSources,
  type PrintLayout,
} from '../../../model/event-settings.js';
import {
  hostSettingsErrors,
  hostSettingsForm,
  settingsOfForm,
  type HostSettingsError,
  type HostSettingsForm,
} from '../../../model/host-settings-form.js';
import { matchLanguage } from '../../../model/languages.js';
import {
  KEEP_DAYS_MAX,
  KEEP_DAYS_MIN,
  type GalleryMode,
  type LiveEventSettings,
} from '../../../model/live-event.js';
import { LanguageOptions } from '../../components/language-menu.js';
import { RadioCards } from '../../components/radio-cards.js';
import { ToggleSwitch } from '../../components/toggle-switch.js';
import { useT } from '../../lib/i18n/language.js';
import type { Translate } from '../../lib/i18n/message-key.js';
import { HostField } from './host-field.js';

function errorText(t: Translate, error: HostSettingsError | undefined): string | undefined {
  switch (error) {
    case undefined:
      return undefined;
    case 'nameTooLong':
      return t('host.errorNameTooLong', { max: EVENT_NAME_MAX_LENGTH });
    case 'greetingMissing':
      return t('host.errorGreetingMissing');
    case 'greetingTooLong':
      return t('host.errorGreetingTooLong', { max: GREETING_MAX_LENGTH });
    case 'idleSecondsRange':
      return t('host.errorIdleSecondsRange', { min: IDLE_SECONDS_MIN, max: IDLE_SECONDS_MAX });
    case 'keepDaysRange':
      return t('host.errorKeepDaysRange', { min: KEEP_DAYS_MIN, max: KEEP_DAYS_MAX });
  }
}

interface HostSettingsProps {
  settings: LiveEventSettings;
  /** Sends the settings; rejects when they were not saved. */
  onSave: (settings: LiveEventSettings) => Promise<void>;
}

/**
 * The event's settings, as on /event (errors by each field once Save was pressed, the first
 * wrong field focused), plus the gallery and how long the event is kept. What the host typed
 * stays in the form when saving fails, to send again.
 */
export function HostSettings({ settings, onSave }: HostSettingsProps) {
  const t = useT();
  const [form, setForm] = useState<HostSettingsForm>(() => hostSettingsForm(settings));
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const errors = tried ? hostSettingsErrors(form) : {};
  const set = (change: Partial<HostSettingsForm>) => {
    setForm((old) => ({ ...old, ...change }));
    setStatus((old) => (old === 'saving' ? old : 'idle'));
  };

  const sources: readonly { value: EventSources; label: string }[] = [
    { value: 'camera', label: t('host.sourcesCamera') },
    { value: 'camera-and-upload', label: t('host.sourcesCameraAndUpload') },
  ];
  const layouts: readonly { value: PrintLayout; label: string }[] = [
    { value: 'strip', label: t('host.printLayoutStrip') },
    { value: 'card', label: t('host.printLayoutCard') },
  ];
  const galleryModes: readonly { value: GalleryMode; label: string }[] = [
    { value: 'off', label: t('host.galleryOff') },
    { value: 'approval', label: t('host.galleryApproval') },
    { value: 'instant', label: t('host.galleryInstant') },
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'saving') return;
    if (Object.keys(hostSettingsErrors(form)).length > 0) {
      flushSync(() => setTried(true));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setStatus('saving');
    try {
      await onSave(settingsOfForm(form));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form ref={formRef} className="host-form" noValidate onSubmit={(event) => void submit(event)}>
      <HostField
        label={t('host.name')}
        hint={t('host.nameHint', { max: EVENT_NAME_MAX_LENGTH })}
        error={errorText(t, errors.name)}
      >
        {(control) => (
          <input
            {...control}
            className="host-input"
            type="text"
            autoComplete="off"
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </HostField>
      <HostField label={t('host.language')}>
        {(control) => (
          <select
            {...control}
            className="host-input"
            value={form.language}
            onChange={(event) => {
              const language = matchLanguage(event.target.value);
              if (language) set({ language });
            }}
          >
            <LanguageOptions />
          </select>
        )}
      </HostField>
      <HostField
        label={t('host.greeting')}
        hint={t('host.greetingHint', { max: GREETING_MAX_LENGTH })}
        error={errorText(t, errors.greeting)}
      >
        {(control) => (
          <textarea
            {...control}
            className="host-input host-greeting"
            rows={3}
            value={form.greeting}
            onChange={(event) => set({ greeting: event.target.value })}
          />
        )}
      </HostField>
      <RadioCards
        legend={t('host.galleryMode')}
        name="host-gallery"
        look="pills"
        choices={galleryModes}
        value={form.gallery}
        onChange={(gallery) => set({ gallery })}
      />
      <RadioCards
        legend={t('host.sources')}
        name="host-sources"
        look="pills"
        choices={sources}
        value={form.sources}
        onChange={(value) => set({ sources: value })}
      />
      <ToggleSwitch
        label={t('host.print')}
        checked={form.print}
        onChange={(print) => set({ print })}
      />
      {form.print && (
        <RadioCards
          legend={t('host.printLayout')}
          name="host-print-layout"
          look="pills"
          choices={layouts}
          value={form.printLayout}
          onChange={(printLayout) => set({ printLayout })}
        />
      )}
      <HostField
        label={t('host.idleSeconds')}
        hint={t('host.idleSecondsHint', { min: IDLE_SECONDS_MIN, max: IDLE_SECONDS_MAX })}
        error={errorText(t, errors.idleSeconds)}
      >
        {(control) => (
          <span className="host-number">
            <input
              {...control}
              className="host-input"
              type="number"
              inputMode="numeric"
              min={IDLE_SECONDS_MIN}
              max={IDLE_SECONDS_MAX}
              step={1}
              value={form.idleSeconds}
              onChange={(event) => set({ idleSeconds: event.target.value })}
            />
            <span aria-hidden="true">{t('host.secondsUnit')}</span>
          </span>
        )}
      </HostField>
      <HostField
        label={t('host.keepDays')}
        hint={t('host.keepDaysHint', { min: KEEP_DAYS_MIN, max: KEEP_DAYS_MAX })}
        error={errorText(t, errors.keepDays)}
      >
        {(control) => (
          <span className="host-number">
            <input
              {...control}
              className="host-input"
              type="number"
              inputMode="numeric"
              min={KEEP_DAYS_MIN}
              max={KEEP_DAYS_MAX}
              step={1}
              value={form.keepDays}
              onChange={(event) => set({ keepDays: event.target.value })}
            />
            <span aria-hidden="true">{t('host.daysUnit')}</span>
          </span>
        )}
      </HostField>
      <div className="host-actions">
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={status === 'saving' || undefined}
        >
          {t('host.save')}
        </button>
        <p className="host-status" role="status">
          {status === 'saved' && t('host.saved')}
          {status === 'failed' && t('host.failed')}
        </p>
      </div>
    </form>
  );
}
