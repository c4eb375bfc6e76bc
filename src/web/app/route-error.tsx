import { useState } from 'react';
import { paths } from '../../model/paths.js';
import { clearVisit } from '../lib/visit-store.js';
import { Screen } from '../components/screen.js';

/**
 * Shown by the error boundary when a screen throws or its code fails to load. Both ways out
 * reload the whole page, so that a newer deployment's files are fetched. 'Start over' also
 * clears the visit kept in IndexedDB: when what is kept there is what breaks the screen, going
 * back to the start alone would meet the same error again.
 */
export function RouteError() {
  const [clearing, setClearing] = useState(false);

  async function startOver() {
    setClearing(true);
    await clearVisit();
    window.location.assign(paths.home);
  }

  return (
    <Screen title="Something went wrong">
      <p>Sorry, this page could not be shown. Please start again from the home page.</p>
      <p>
        If it happens again, start over: that clears the photos and choices kept in this browser.
      </p>
      <div className="route-error-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={clearing}
          onClick={() => void startOver()}
        >
          Start over
        </button>
        <a href={paths.home} className="button">
          Back to the start
        </a>
      </div>
    </Screen>
  );
}
