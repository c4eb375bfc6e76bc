import type { Device } from '../../../model/live-event.js';
import { timeAgo } from '../../../model/relative-time.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';

/** Every booth device of the event, with when it last said it was there. */
export function DeviceList({ devices, now }: { devices: readonly Device[]; now: number }) {
  const t = useT();
  const { language } = useLanguage();
  if (devices.length === 0) return <p className="host-hint">{t('host.devicesEmpty')}</p>;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return (
    <ul className="host-devices">
      {devices.map((device, index) => {
        const ago = timeAgo(device.lastSeenAt, now);
        return (
          <li key={device.id} className="host-device">
            <span className="host-device-label">
              {device.label.trim() || t('host.unnamedDevice', { number: index + 1 })}
            </span>
            <span className="host-hint">
              {t('host.lastSeen', { when: relative.format(ago.value, ago.unit) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
