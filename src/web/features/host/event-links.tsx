import { eventScreenPath, paths } from '../../../model/paths.js';
import { QrCode } from '../../components/qr-code.js';
import { TableCard } from '../../components/table-card.js';
import { useT } from '../../lib/i18n/language.js';
import { CopyButton } from './copy-button.js';

/**
 * The guest link with its QR code and Print the table card (the same card as on the ready
 * screen, so a host who comes back can still print the guests' way in), then the show and the
 * gallery.
 */
export function EventLinks({ code, name, origin }: { code: string; name: string; origin: string }) {
  const t = useT();
  const guestUrl = `${origin}${eventScreenPath(paths.guest, code)}`;
  return (
    <div className="host-links">
      <QrCode className="host-qr" text={guestUrl} label={t('host.guestQr')} />
      <div className="host-links-text">
        <p className="host-label">{t('host.guestLink')}</p>
        <p className="host-guest-url">
          <a href={guestUrl}>{guestUrl}</a>
        </p>
        <div className="host-actions">
          <CopyButton text={guestUrl} />
          <button type="button" className="button" onClick={() => window.print()}>
            {t('liveEvent.print')}
          </button>
        </div>
      </div>
      <div className="host-actions host-screens">
        <a className="button" href={eventScreenPath(paths.show, code)}>
          {t('host.openShow')}
        </a>
        <a className="button" href={eventScreenPath(paths.gallery, code)}>
          {t('host.openGallery')}
        </a>
      </div>
      <TableCard name={name} url={guestUrl} />
    </div>
  );
}
