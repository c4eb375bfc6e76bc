import { useState } from 'react';
import { eventScreenPath, paths } from '../../../model/paths.js';
import { QrCode } from '../../components/qr-code.js';
import { useT } from '../../lib/i18n/language.js';

/** The guest link with its QR code (for the table cards), and the show and the gallery. */
export function EventLinks({ code, origin }: { code: string; origin: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const guestUrl = `${origin}${eventScreenPath(paths.guest, code)}`;

  function copy() {
    navigator.clipboard?.writeText(guestUrl).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <div className="host-links">
      <QrCode className="host-qr" text={guestUrl} label={t('host.guestQr')} />
      <div className="host-links-text">
        <p className="host-label">{t('host.guestLink')}</p>
        <p className="host-guest-url">
          <a href={guestUrl}>{guestUrl}</a>
        </p>
        <p className="host-hint">{t('host.guestHint')}</p>
        <div className="host-actions">
          <button type="button" className="button" onClick={copy}>
            {copied ? t('host.copied') : t('host.copy')}
          </button>
          <a className="button" href={eventScreenPath(paths.show, code)}>
            {t('host.openShow')}
          </a>
          <a className="button" href={eventScreenPath(paths.gallery, code)}>
            {t('host.openGallery')}
          </a>
        </div>
      </div>
    </div>
  );
}
