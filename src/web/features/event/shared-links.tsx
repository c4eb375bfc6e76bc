import { useEffect, useState, type ReactNode } from 'react';
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
function HostLinkActions({
  url,
  title,
  children,
}: {
  url: string;
  title: string;
  /** The first action of the row (the host's page). */
  children: ReactNode;
}) {
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
        {children}
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
 * and what to do next first, the host's page and this device as a booth; then the guest link.
 * The codes are folded: the host link's is only for opening it on another device, and the
 * guest link's large one and its table card are for printing. The booth starts only on Start
 * the booth, so the idle watch cannot take these away before the host kept them.
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
        <HostLinkActions url={event.hostUrl} title={name || t('liveEvent.hostLinkTitle')}>
          {/* A plain link: /host reads the key from the fragment when it loads. */}
          <a
            className="button button-primary"
            href={`${paths.host}#${event.code}.${event.hostKey}`}
          >
            {t('liveEvent.openHost')}
          </a>
        </HostLinkActions>
        <details className="event-fold">
          <summary>{t('liveEvent.hostQrShow')}</summary>
          <QrCode
            text={event.hostUrl}
            label={t('liveEvent.hostQrLabel')}
            className="event-link-qr"
          />
        </details>
      </section>
      <KioskStart idleSeconds={event.settings.idleSeconds} onStart={onStart} />
      <section className="event-link" aria-labelledby="event-guest-link-title">
        <h2 id="event-guest-link-title" className="event-link-title">
          {t('liveEvent.guestLinkTitle')}
        </h2>
        <p className="event-hint">{t('liveEvent.guestLinkText')}</p>
        <p className="event-link-url" dir="ltr" data-testid="guest-link">
          {event.guestUrl}
        </p>
        <details className="event-fold">
          <summary>{t('liveEvent.tableCardShow')}</summary>
          <QrCode
            text={event.guestUrl}
            label={t('liveEvent.guestQrLabel')}
            className="event-link-qr event-link-qr-large"
          />
          <button type="button" className="button" onClick={() => window.print()}>
            {t('liveEvent.print')}
          </button>
        </details>
      </section>
      <TableCard name={name} url={event.guestUrl} />
    </div>
  );
}
