import { useState } from 'react';
import { paths } from '../../model/paths.js';
import { Screen } from '../components/screen.js';
import { useT } from '../lib/i18n/language.js';

/**
 * Shown by the error boundary when a screen throws or its code fails to load. Both ways out
 * reload the whole page, so that a newer deployment's files are fetched. 'Start over' also
 * clears the visit kept in IndexedDB: when what is kept there is what breaks the screen, going
 * back to the start alone would meet the same error again. The visit's store is fetched only
 * then (it is not the first page's code); if even that fails, the start is still reloaded.
 */
export function RouteError() {
  const t = useT();
  const [clearing, setClearing] = useState(false);

  async function startOver() {
    setClearing(true);
    try {
      const { clearVisit } = await import('../lib/storage/visit-store.js');
      await clearVisit();
    } finally {
      window.location.assign(paths.home);
    }
  }

  return (
    <Screen title={t('shell.errorTitle')}>
      <p>{t('shell.errorText')}</p>
      <p>{t('shell.errorAgain')}</p>
      <div className="route-error-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={clearing}
          onClick={() => void startOver()}
        >
          {t('shell.startOver')}
        </button>
        <a href={paths.home} className="button">
          {t('shell.backToStart')}
        </a>
      </div>
    </Screen>
  );
}
