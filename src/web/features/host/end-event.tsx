import { useState } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { ConfirmStep } from './confirm-step.js';
import { HostFold } from './host-fold.js';

/**
 * The danger zone, folded: End and delete asks first, naming the event, with Keep the event
 * focused (the safe answer) so a stray Enter deletes nothing.
 */
export function EndEvent({ name, onEnd }: { name: string; onEnd: () => Promise<void> }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'ending' | 'failed'>('idle');

  async function end() {
    if (state === 'ending') return;
    setState('ending');
    try {
      await onEnd();
    } catch {
      setState('failed');
    }
  }

  return (
    <HostFold id="host-danger" title={t('host.danger')} className="host-danger">
      <p className="host-hint">{t('host.dangerHint')}</p>
      <ConfirmStep
        className="host-confirm"
        question={t('host.endConfirm', { name })}
        confirm={t('host.endForGood', { name })}
        keep={t('host.keep')}
        busy={state === 'ending'}
        onConfirm={() => void end()}
      >
        {(ask) => (
          <button type="button" className="button host-danger-button" onClick={ask}>
            {t('host.end')}
          </button>
        )}
      </ConfirmStep>
      {state === 'failed' && (
        <p className="host-error" role="alert">
          {t('host.failed')}
        </p>
      )}
    </HostFold>
  );
}
