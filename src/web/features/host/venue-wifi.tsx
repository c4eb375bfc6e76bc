import { useState } from 'react';
import { useT } from '../../lib/i18n/language.js';

interface VenueWifiProps {
  /** The venue's addresses the server keeps (`address/prefix`). */
  addresses: readonly string[];
  /** Declares the address this page reaches the server from; rejects when it was not kept. */
  onDeclareHere: () => Promise<void>;
  /** Takes every declared address back. */
  onForget: () => Promise<void>;
}

/**
 * The venue's Wi-Fi (docs/events.md, "Limits at a venue"): guests on it reach the server from
 * one address, which counts uploads as one guest's until the host declares it from the venue.
 */
export function VenueWifi({ addresses, onDeclareHere, onForget }: VenueWifiProps) {
  const t = useT();
  const [status, setStatus] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function run(action: () => Promise<void>) {
    if (status === 'busy') return;
    setStatus('busy');
    try {
      await action();
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <>
      <p className="host-hint">{t('host.venueHint')}</p>
      <p>
        {addresses.length === 0
          ? t('host.venueNone')
          : t('host.venueDeclared', { addresses: addresses.join(', ') })}
      </p>
      <div className="host-actions">
        <button
          type="button"
          className="button"
          aria-disabled={status === 'busy' || undefined}
          onClick={() => void run(onDeclareHere)}
        >
          {t('host.venueHere')}
        </button>
        {addresses.length > 0 && (
          <button
            type="button"
            className="button"
            aria-disabled={status === 'busy' || undefined}
            onClick={() => void run(onForget)}
          >
            {t('host.venueForget')}
          </button>
        )}
      </div>
      {status === 'failed' && (
        <p className="host-error" role="alert">
          {t('host.failed')}
        </p>
      )}
    </>
  );
}
