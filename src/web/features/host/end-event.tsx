import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n/language.js';

/**
 * The danger zone: End and delete asks first, naming the event, with Keep the event focused
 * (the safe answer) so a stray Enter deletes nothing.
 */
export function EndEvent({ name, onEnd }: { name: string; onEnd: () => Promise<void> }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<'idle' | 'ending' | 'failed'>('idle');
  const keepRef = useRef<HTMLButtonElement>(null);

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
    <section className="host-section host-danger" aria-labelledby="host-danger">
      <h2 id="host-danger">{t('host.danger')}</h2>
      <p className="host-hint">{t('host.dangerHint')}</p>
      {confirming ? (
        <div className="host-confirm" role="group" aria-labelledby="host-end-question">
          <p id="host-end-question" className="host-label">
            {t('host.endConfirm', { name })}
          </p>
          <div className="host-actions">
            <button
              type="button"
              className="button host-danger-button"
              aria-disabled={state === 'ending' || undefined}
              onClick={() => void end()}
            >
              {t('host.endForGood', { name })}
            </button>
            <button
              type="button"
              ref={keepRef}
              className="button"
              onClick={() => setConfirming(false)}
            >
              {t('host.keep')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button host-danger-button"
          onClick={() => {
            setConfirming(true);
            requestAnimationFrame(() => keepRef.current?.focus());
          }}
        >
          {t('host.end')}
        </button>
      )}
      {state === 'failed' && (
        <p className="host-error" role="alert">
          {t('host.failed')}
        </p>
      )}
    </section>
  );
}
