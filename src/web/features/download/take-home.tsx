import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef } from 'react';
import { TAKE_HOME_SHOWN_MS, type EventSettings } from '../../../model/event-settings.js';
import { useT } from '../../lib/i18n/language.js';
import { shareFailureText } from '../../lib/share/share-failure.js';
import { useShare } from '../../lib/share/use-share.js';
import { useStartOver } from '../../lib/event/start-over.js';
import { StartOverRing } from './start-over-ring.js';
import type { StripSource } from './use-strip-source.js';
import { useSecondsLeft } from './use-seconds-left.js';

// Its encoder is loaded with the first code to show, not with the page.
const QrCode = lazy(async () => ({
  default: (await import('../../components/qr-code.js')).QrCode,
}));

/**
 * Event mode's end of a visit (docs/events.md, A guest's visit: Take it home): as soon as the
 * strip is found it is stored with a letter whose message is the event's greeting, and its link
 * shown as a large QR code for the guest's phone, with no tap in between. Nothing is
 * downloaded to the booth. TAKE_HOME_SHOWN_MS after the code appears (a ring counts it down),
 * or on Done, the booth starts over for the next guest.
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
  const noteId = useId();
  const link = state.result?.link ?? null;
  const left = useSecondsLeft(link !== null, TAKE_HOME_SHOWN_MS);

  // Once per visit of the screen: a guest waiting in front of the booth should not have to ask.
  const asked = useRef(false);
  const takeHome = useEffectEvent((found: StripSource) =>
    share({ kind: 'new', message: settings.greeting, strip: found, handOut: 'show' }),
  );
  useEffect(() => {
    if (!strip || asked.current) return;
    asked.current = true;
    takeHome(strip);
  }, [strip]);

  useEffect(() => {
    if (!link) return;
    // Brought into view where it is not (a phone, below the strip); a kiosk that shows it whole
    // stays at the top, where the screen opened: centring it there scrolled the page by 19 px.
    const shown = code.current?.getBoundingClientRect();
    if (shown && (shown.top < 0 || shown.bottom > window.innerHeight)) {
      code.current?.scrollIntoView({ block: 'center' });
    }
    const timer = setTimeout(() => void startOver(), TAKE_HOME_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [link, startOver]);

  let pendingText = t('download.takeHomeMaking');
  if (state.error && !state.sharing) pendingText = '';
  else if (state.waiting && !state.sharing) pendingText = t('letter.waiting');

  return (
    <div className="take-home">
      {link ? (
        <div className="take-home-code" ref={code}>
          <Suspense fallback={<div className="take-home-qr" aria-hidden="true" />}>
            <QrCode text={link} label={t('download.takeHomeCaption')} className="take-home-qr" />
          </Suspense>
          <p className="take-home-caption">{t('download.takeHomeCaption')}</p>
          <div className="take-home-start-over">
            {left !== null && (
              <StartOverRing left={left} total={TAKE_HOME_SHOWN_MS / 1000} labelledBy={noteId} />
            )}
            <p id={noteId} className="take-home-note">
              {t('download.takeHomeNote', { seconds: left ?? TAKE_HOME_SHOWN_MS / 1000 })}
            </p>
          </div>
        </div>
      ) : (
        <div className="take-home-code take-home-pending">
          <div className="take-home-qr take-home-qr-pending" aria-hidden="true" />
          {/* Offline: the request is kept and sent when the connection is back (docs/events.md). */}
          <p role="status" className="take-home-caption">
            {pendingText}
          </p>
          {state.error && (
            <>
              <p className="take-home-error" role="alert">
                {shareFailureText(t, state.error)}
              </p>
              <button
                type="button"
                className="button button-primary"
                disabled={!strip || state.sharing}
                onClick={() =>
                  strip &&
                  share({ kind: 'new', message: settings.greeting, strip, handOut: 'show' })
                }
              >
                {t('download.takeHome')}
              </button>
            </>
          )}
        </div>
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
