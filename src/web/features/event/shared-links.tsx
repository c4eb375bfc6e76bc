import { useEffect, useState } from 'react';
import type { KioskForm } from '../../../model/kiosk-form.js';
import type { CreatedEvent } from '../../../model/live-event.js';
import { paths } from '../../../model/paths.js';
import { QrCode } from '../../components/qr-code.js';
import { useT } from '../../lib/i18n/language.js';
import { KioskStart } from './kiosk-start.js';
import { TableCard } from '../../components/table-card.js';
import './shared-links.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The host link's Copy (and Share, where the browser shares), with what happened said aloud. */
function HostLinkActions({ url, title }: { url: string; title: string }) {
  const t = useT();
  const [copy, setCopy] = useState<CopyState>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }
  return (
    <>
      <div className="event-link-actions">
        <button type="button" className="button" onClick={() => void copyLink()}>
          {t('liveEvent.copy')}
        </button>
        {canShare && (
          <button
            type="button"
            className="button"
            onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
          >
            {t('liveEvent.share')}
          </button>
        )}
      </div>
      <p className="event-hint" role="status">
        {copy === 'copied'
          ? t('liveEvent.copied')
          : copy === 'failed'
            ? t('liveEvent.copyFailed')
            : ''}
      </p>
    </>
  );
}

/**
 * Shown once, right after the event was created (docs/events.md, "The event, shared: set-up"):
 * the host link with its key (the server never shows it again; it is also kept on this device)
 * and the guest link with a large QR code and a printable table card. Then the host's page, or
 * this device as a booth of the event: it starts only on Start the booth, so the idle watch
 * cannot take these away before the host kept them.
 */
export function SharedLinks({
  event,
  onStart,
}: {
  event: CreatedEvent;
  onStart: (kiosk: KioskForm) => void;
}) {
  const t = useT();
  const name = event.settings.name;
  // Create the event is pressed at the foot of a long form, and the address stays /event, so
  // nothing scrolls by itself: start at the top, where the note says to keep the host link.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="event-links">
      <section className="event-link event-link-host" aria-labelledby="event-host-link-title">
        <h2 id="event-host-link-title" className="event-link-title">
          {t('liveEvent.hostLinkTitle')}
        </h2>
        <p className="event-link-keep">{t('liveEvent.hostLinkKeep')}</p>
        <p className="event-hint">{t('liveEvent.hostLinkNote')}</p>
        <div className="event-link-body">
          <QrCode
            text={event.hostUrl}
            label={t('liveEvent.hostQrLabel')}
            className="event-link-qr"
          />
          <div className="event-link-text">
            <a
              className="event-link-url"
              dir="ltr"
              href={event.hostUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="host-link"
            >
              {event.hostUrl}
            </a>
            <HostLinkActions url={event.hostUrl} title={name || t('liveEvent.hostLinkTitle')} />
          </div>
        </div>
      </section>
      <section className="event-link" aria-labelledby="event-guest-link-title">
        <h2 id="event-guest-link-title" className="event-link-title">
          {t('liveEvent.guestLinkTitle')}
        </h2>
        <p className="event-hint">{t('liveEvent.guestLinkText')}</p>
        <QrCode
          text={event.guestUrl}
          label={t('liveEvent.guestQrLabel')}
          className="event-link-qr event-link-qr-large"
        />
        <p className="event-link-url" dir="ltr" data-testid="guest-link">
          {event.guestUrl}
        </p>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('liveEvent.print')}
        </button>
      </section>
      <div className="event-actions">
        {/* A plain link: /host reads the key from the fragment when it loads. */}
        <a className="button" href={`${paths.host}#${event.code}.${event.hostKey}`}>
          {t('liveEvent.openHost')}
        </a>
      </div>
      <KioskStart idleSeconds={event.settings.idleSeconds} onStart={onStart} />
      <TableCard name={name} url={event.guestUrl} />
    </div>
  );
}
