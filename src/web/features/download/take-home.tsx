import { lazy, Suspense, useEffect, useRef } from 'react';
import { TAKE_HOME_SHOWN_MS, type EventSettings } from '../../../model/event-settings.js';
import { useT } from '../../lib/i18n/language.js';
import { shareFailureText } from '../../lib/share/share-failure.js';
import { useShare } from '../../lib/share/use-share.js';
import { useStartOver } from '../../lib/event/start-over.js';
import type { StripSource } from './use-strip-source.js';

// Its encoder is loaded with the first code to show, not with the page.
const QrCode = lazy(async () => ({
  default: (await import('../../components/qr-code.js')).QrCode,
}));

/**
 * Event mode's end of a visit (docs/events.md, A guest's visit: Take it home): the strip is
 * stored with a letter whose message is the event's greeting, and its link shown as a large QR
 * code for the guest's phone. Nothing is downloaded to the booth. TAKE_HOME_SHOWN_MS after the
 * code appears, or on Done, the booth starts over for the next guest.
 */
export function TakeHome({
  settings,
  strip,
  onPrint,
}: {
  settings: EventSettings;
  /** The strip shown, once found. */
  strip: StripSource | null;
  /** Opens the print dialog; absent when printing is off. */
  onPrint?: () => void;
}) {
  const t = useT();
  const { state, share } = useShare();
  const startOver = useStartOver();
  const code = useRef<HTMLDivElement>(null);
  const link = state.result?.link ?? null;

  useEffect(() => {
    if (!link) return;
    code.current?.scrollIntoView({ block: 'center' });
    const timer = setTimeout(() => void startOver(), TAKE_HOME_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [link, startOver]);

  return (
    <div className="take-home">
      {link ? (
        <div className="take-home-code" ref={code}>
          <Suspense fallback={<div className="take-home-qr" aria-hidden="true" />}>
            <QrCode text={link} label={t('download.takeHomeCaption')} className="take-home-qr" />
          </Suspense>
          <p className="take-home-caption">{t('download.takeHomeCaption')}</p>
          <p className="take-home-note">
            {t('download.takeHomeNote', { seconds: TAKE_HOME_SHOWN_MS / 1000 })}
          </p>
        </div>
      ) : (
        <>
          <p>{t('download.takeHomeIntro')}</p>
          <button
            type="button"
            className="button button-primary take-home-button"
            disabled={!strip || state.sharing}
            aria-busy={state.sharing}
            onClick={() =>
              strip && share({ kind: 'new', message: settings.greeting, strip, handOut: 'show' })
            }
          >
            {state.sharing ? t('letter.sharing') : t('download.takeHome')}
          </button>
          {/* Offline: the request is kept and sent when the connection is back (docs/events.md). */}
          <div role="status">
            {state.waiting && !state.sharing && (
              <p className="take-home-waiting">{t('letter.waiting')}</p>
            )}
          </div>
          {state.error && (
            <p className="take-home-error" role="alert">
              {shareFailureText(t, state.error)}
            </p>
          )}
        </>
      )}
      {onPrint && (
        <button type="button" className="button" disabled={!strip} onClick={onPrint}>
          {t('download.print')}
        </button>
      )}
      {/* Not while the letter is being stored: its delete token would be kept after the start
          over cleared the guest's things. */}
      <button
        type="button"
        className="button"
        disabled={state.sharing}
        onClick={() => void startOver()}
      >
        {t('download.done')}
      </button>
    </div>
  );
}
