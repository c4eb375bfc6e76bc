import { kioskLinkPath } from '../../../model/event-links.js';
import { QrCode } from '../../components/qr-code.js';
import { useT } from '../../lib/i18n/language.js';
import { CopyButton } from './copy-button.js';

/**
 * Adds a booth device in one step: the tablet scans the kiosk link's QR code (or opens the
 * link) and lands on its set-up with the event's code filled in, so it asks only for the
 * tablet's PIN. The link carries the code alone, never the host key, and in the fragment, so no
 * server logs it. This device becomes one through the same link.
 */
export function AddKiosk({ code, origin }: { code: string; origin: string }) {
  const t = useT();
  const url = `${origin}${kioskLinkPath(code)}`;
  return (
    <div className="host-links host-kiosk">
      <QrCode className="host-qr" text={url} label={t('host.kioskQr')} />
      <div className="host-links-text">
        <p className="host-label">{t('host.kioskTitle')}</p>
        <p className="host-hint">{t('host.kioskHint')}</p>
        <p className="host-guest-url" dir="ltr" data-testid="kiosk-link">
          {url}
        </p>
        <div className="host-actions">
          <CopyButton text={url} />
          {/* A plain link: /event reads the code from the fragment when it loads. */}
          <a className="button" href={kioskLinkPath(code)}>
            {t('host.kioskHere')}
          </a>
        </div>
      </div>
    </div>
  );
}
