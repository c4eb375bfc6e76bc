import { useState } from 'react';
import { QrCode } from '../../components/qr-code.js';
import { useT } from '../../lib/i18n/language.js';

/** The room's link to send: copy, the share sheet where the browser has one, and a QR code. */
export function InvitePanel({ link }: { link: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (permission, old browser): the link stays selectable below.
      setCopied(false);
    }
  }

  return (
    <section className="together-panel together-invite" aria-labelledby="together-invite">
      <h2 id="together-invite">{t('together.inviteHeading')}</h2>
      {/* The code beside what to do with the link: one screen's width, not two screens' height. */}
      <div className="together-invite-body">
        <QrCode text={link} label={t('together.qrLabel')} className="together-qr" />
        <div className="together-invite-side">
          <p>{t('together.inviteLead')}</p>
          <div className="together-actions">
            <button type="button" className="button" onClick={() => void copy()}>
              {t('together.copy')}
            </button>
            {canShare && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  // A closed sheet rejects; nothing to tell.
                  navigator.share({ url: link }).catch(() => undefined);
                }}
              >
                {t('together.share')}
              </button>
            )}
          </div>
          <p role="status" className="together-status">
            {copied ? t('together.copied') : ''}
          </p>
        </div>
      </div>
      {/* The whole link, wrapped where it must (a field cut it at a phone's width): plain text
          (user-select: all), so one tap selects it where there is no clipboard. */}
      <div className="together-link">
        <p className="form-field-label">{t('together.linkLabel')}</p>
        <p className="together-link-text" dir="ltr">
          {link}
        </p>
      </div>
    </section>
  );
}
