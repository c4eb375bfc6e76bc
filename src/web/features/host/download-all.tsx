import { useState } from 'react';
import { useT } from '../../lib/i18n/language.js';

/** Download all: the ZIP of every strip, through a short-lived address the server gives. */
export function DownloadAll({ archiveUrl }: { archiveUrl: () => Promise<void> }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    try {
      await archiveUrl();
    } catch {
      setFailed(true);
    }
  }
  return (
    <section className="host-section host-download" aria-labelledby="host-download">
      <h2 id="host-download" className="visually-hidden">
        {t('host.download')}
      </h2>
      <button type="button" className="button" onClick={() => void download()}>
        {t('host.download')}
      </button>
      <span className="host-hint">{t('host.downloadHint')}</span>
      {failed && (
        <p className="host-error" role="alert">
          {t('host.failed')}
        </p>
      )}
    </section>
  );
}
