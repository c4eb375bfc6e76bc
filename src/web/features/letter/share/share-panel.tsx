import { lazy, Suspense, useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/language.js';
import { useAppStarted } from '../../../lib/hooks/use-app-started.js';
import { shareFailureText } from '../../../lib/share/share-failure.js';
import type { ShareRequest, ShareResult } from '../../../lib/share/share-letter.js';
import { sameShare, useShare } from '../../../lib/share/use-share.js';
import './share.css';

// Its encoder is loaded with the first link to show, not with the page.
const QrCode = lazy(async () => ({
  default: (await import('../../../components/qr-code.js')).QrCode,
}));

function ShareButtonLabel({ sharing, copied }: { sharing: boolean; copied: boolean }) {
  const t = useT();
  if (sharing) return t('letter.sharing');
  if (!copied) return t('letter.copyLink');
  return (
    <>
      <span className="share-button-copied">{t('letter.linkCopied')}</span>{' '}
      <span className="share-button-again">{t('letter.copyLinkAgain')}</span>
    </>
  );
}

/**
 * 'Copy link to share', its error in red below it, the toast, and after a success the link
 * as selectable text with its QR code. After a success the button says the link is copied
 * until the message or the strip changes. Pressed with no connection, it says it waits for one,
 * then shows the link (lib/share/share-queue.ts). `quiet`: not the page's main action (a friend's
 * page, where making one's own strip comes first).
 */
export function SharePanel({
  request,
  quiet = false,
  onShared,
}: {
  request: ShareRequest;
  quiet?: boolean;
  /** The letter is stored and its link handed out (together mode then ends the room). */
  onShared?: (result: ShareResult) => void;
}) {
  const t = useT();
  const { state, share } = useShare();
  const told = useRef(onShared);
  useEffect(() => {
    told.current = onShared;
  });
  // Told once per result (a new letter, or the link of one stored before).
  useEffect(() => {
    if (state.result) told.current?.(state.result);
  }, [state.result]);
  // Until the app runs (a page the server rendered), it says it is not ready; a press then is
  // held and made again once the app runs (data-until-app, app/early-presses.ts).
  const started = useAppStarted();
  const link = state.result?.link;
  const copied = state.shared !== null && sameShare(state.shared, request);
  return (
    <section className="share-panel" aria-label={t('letter.shareLabel')} data-quiet={quiet}>
      <button
        type="button"
        className={`button ${quiet ? '' : 'button-primary '}share-button`}
        // aria-disabled rather than disabled: a disabled button loses the keyboard focus.
        aria-disabled={state.sharing || !started}
        data-until-app={started ? undefined : ''}
        data-copied={copied && !state.sharing}
        onClick={() => share(request)}
      >
        <ShareButtonLabel sharing={state.sharing} copied={copied} />
      </button>
      {state.error && (
        <p role="alert" className="share-error">
          {shareFailureText(t, state.error)}
        </p>
      )}
      {/* The letter went, with the still strip: the writer knows the friend sees no video. */}
      {state.result?.video === 'failed' && <p className="share-note">{t('letter.videoNotSent')}</p>}
      {link && (
        <div className="share-result">
          <Suspense fallback={<span className="qr-code" />}>
            <QrCode text={link} label={t('letter.qrLabel')} />
          </Suspense>
          <div className="share-link-box">
            <p className="share-link-label">{t('letter.linkLabel')}</p>
            {/* Plain text (user-select: all): one click or tap selects the whole link. */}
            <p className="share-link" dir="ltr">
              {link}
            </p>
          </div>
        </div>
      )}
      {/* Always in the page, so screen readers announce the toast when its text appears. */}
      <div role="status" className="share-toast-region">
        {state.toast && <p className="share-toast">{t('letter.toast')}</p>}
        {state.waiting && !state.sharing && <p className="share-waiting">{t('letter.waiting')}</p>}
      </div>
    </section>
  );
}
