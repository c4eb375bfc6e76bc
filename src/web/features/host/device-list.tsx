import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cleanLabel } from '../../../model/label-text.js';
import { DEVICE_LABEL_MAX_LENGTH, type Device } from '../../../model/live-event.js';
import { timeAgo } from '../../../model/relative-time.js';
import { TextField } from '../../components/field-controls.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';

interface DeviceListProps {
  devices: readonly Device[];
  now: number;
  /** Names a device ('' takes the name back); rejects when it was not saved. */
  onRename: (id: string, name: string) => Promise<void>;
}

/** The devices in the order they joined ('Booth 1' first), those from before numbers last. */
function inJoinOrder(devices: readonly Device[]): Device[] {
  return devices
    .map((device, index) => ({ device, index }))
    .sort(
      (a, b) => (a.device.number ?? Infinity) - (b.device.number ?? Infinity) || a.index - b.index,
    )
    .map(({ device }) => device);
}

/**
 * Every booth device of the event: the name the host gave it or its number ('Booth 2'), what it
 * is ('Linux · Chrome') and when it last said it was there. Rename opens a field in its place.
 */
export function DeviceList({ devices, now, onRename }: DeviceListProps) {
  const t = useT();
  const { language } = useLanguage();
  const [renaming, setRenaming] = useState<string | null>(null);
  if (devices.length === 0) return <p className="host-hint">{t('host.devicesEmpty')}</p>;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return (
    <ul className="host-devices">
      {inJoinOrder(devices).map((device, index) => {
        const ago = timeAgo(device.lastSeenAt, now);
        const name =
          device.name.trim() || t('host.unnamedDevice', { number: device.number ?? index + 1 });
        const seen = t('host.lastSeen', { when: relative.format(ago.value, ago.unit) });
        return (
          <li key={device.id} className="host-device">
            {renaming === device.id ? (
              <RenameForm
                initial={device.name}
                onCancel={() => setRenaming(null)}
                onSave={async (newName) => {
                  await onRename(device.id, newName);
                  setRenaming(null);
                }}
              />
            ) : (
              <>
                <span className="host-device-text">
                  <span className="host-device-label">{name}</span>
                  <span className="host-hint">
                    {[device.label.trim(), seen].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <button
                  type="button"
                  className="button"
                  aria-label={t('host.renameDevice', { name })}
                  onClick={() => setRenaming(device.id)}
                >
                  {t('host.rename')}
                </button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function RenameForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(initial);
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  // The field takes the focus as it opens, in place of the Rename button pressed.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'saving') return;
    setStatus('saving');
    try {
      await onSave(cleanLabel(name));
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form
      ref={formRef}
      className="host-device-rename"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={t('host.deviceName')}
        hint={t('host.deviceNameHint', { max: DEVICE_LABEL_MAX_LENGTH })}
        error={status === 'failed' ? t('host.failed') : undefined}
        maxLength={DEVICE_LABEL_MAX_LENGTH}
        value={name}
        onChange={setName}
      />
      <div className="host-actions">
        <button
          type="submit"
          className="button button-primary"
          aria-disabled={status === 'saving' || undefined}
        >
          {t('host.saveName')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('host.cancel')}
        </button>
      </div>
    </form>
  );
}
