import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { QrCode } from './qr-code.js';
import { useT } from '../lib/i18n/language.js';
import './table-card.css';

/** Set on <html> while the table card is mounted: the print stylesheet then prints only it. */
const PRINTING_CLASS = 'has-table-card';

/**
 * What Print the table card prints: the event's name, the guest link's QR code and the link,
 * 10 cm wide in the middle of the page. Hidden on screen; under print, table-card.css hides
 * everything else. Mounted on the ready screen of a new event and on the host's page.
 */
export function TableCard({ name, url }: { name: string; url: string }) {
  const t = useT();
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(PRINTING_CLASS);
    return () => root.classList.remove(PRINTING_CLASS);
  }, []);
  return createPortal(
    <div className="event-table-card" data-testid="table-card">
      {/* Here, not in the stylesheet: a stylesheet stays in the page, and the strip's print has its own. */}
      <style>{'@page { margin: 1cm; }'}</style>
      {name && <p className="event-table-card-name">{name}</p>}
      <p className="event-table-card-scan">{t('liveEvent.cardScan')}</p>
      <QrCode text={url} label={t('liveEvent.guestQrLabel')} className="event-table-card-qr" />
      <p className="event-table-card-url" dir="ltr">
        {url}
      </p>
    </div>,
    document.body,
  );
}
