import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  hostSettingsErrors,
  hostSettingsForm,
  settingsOfForm,
  type HostSettingsForm,
} from '../../../model/host-settings-form.js';
import type { LiveEventSettings } from '../../../model/live-event.js';
import { SettingsFields } from '../../components/settings-fields.js';
import { useT } from '../../lib/i18n/language.js';

interface HostSettingsProps {
  settings: LiveEventSettings;
  /** Sends the settings; rejects when they were not saved. */
  onSave: (settings: LiveEventSettings) => Promise<void>;
}

/**
 * The event's settings, the fields of /event's form (errors by each field once Save was
 * pressed, the first wrong field focused) with the gallery and how long the event is kept. What
 * the host typed stays in the form when saving fails, to send again.
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
    <form ref={formRef} className="form-fields" noValidate onSubmit={(event) => void submit(event)}>
      <SettingsFields values={form} errors={errors} onChange={set} shared />
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
