import { useId } from 'react';
import { useT } from '../../lib/i18n/language.js';
import type { Consent } from './use-consent.js';
import './consent-box.css';

/**
 * 'Show my strip on the event's screen and gallery', never ticked for the guest: what it does
 * under the event's gallery mode, then what the last change did or why it failed.
 */
export function ConsentBox({ consent }: { consent: Consent }) {
  const t = useT();
  const hintId = useId();
  const { ticked, busy, said, gallery } = consent;
  let status = '';
  if (busy === 'adding') status = t('guest.consentAdding');
  else if (busy === 'removing') status = t('guest.consentRemoving');
  else if (said && !said.failed) status = t(said.key);
  return (
    <div className="consent">
      <label className="consent-choice">
        <input
          type="checkbox"
          checked={ticked}
          // Not disabled while saving: a greyed box would hide the tick just given. A tap meanwhile
          // is ignored (the hook's own guard), so the box keeps what it shows.
          aria-busy={busy !== null}
          aria-describedby={ticked ? undefined : hintId}
          onChange={(change) => consent.toggle(change.currentTarget.checked)}
        />
        <span>{t('guest.consent')}</span>
      </label>
      {/* Only before the tick: once ticked, the status says what happened, and both said it twice. */}
      {!ticked && (
        <p id={hintId} className="consent-hint">
          {t(gallery === 'approval' ? 'guest.consentApprovalHint' : 'guest.consentInstantHint')}
        </p>
      )}
      <p role="status" className={`consent-status${busy ? ' consent-saving' : ''}`}>
        {status}
      </p>
      {said?.failed && (
        <p role="alert" className="consent-error">
          {t(said.key)}
        </p>
      )}
    </div>
  );
}
