import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../model/paths.js';
import { Screen } from '../app/screen.js';
import { photosMissing } from '../features/layout/ingest-rules.js';
import { LayoutCards } from '../features/layout/layout-cards.js';
import { isNeedsPhotos, NEEDS_PHOTOS_TEXT } from '../features/layout/notice.js';
import { PhotoPicker } from '../features/layout/photo-picker.js';
import { SourceChoice } from '../features/layout/source-choice.js';
import { useLayoutVisit } from '../features/layout/use-layout-visit.js';
import '../features/layout/layout.css';

/** Choose how many poses the strip holds, and whether the photos are uploaded or taken with the camera. */
export function Layout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { visit, choose, addPhotos, clearPhotos } = useLayoutVisit();
  // Read once, then dropped from the history entry, so a reload does not repeat the notice.
  const [needsPhotos] = useState(() => isNeedsPhotos(location.state));
  useEffect(() => {
    if (isNeedsPhotos(location.state)) {
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  const layout = visit?.layout ?? null;
  const source = visit?.source ?? null;
  const photos = visit?.photos ?? [];
  const missing = layout && source === 'upload' ? photosMissing(layout, photos.length) : 0;
  const canGoOn = layout !== null && source !== null && missing === 0;

  let hint = '';
  if (visit && (layout === null || source === null)) {
    hint = 'Choose a layout and where your photos come from.';
  } else if (missing > 0) {
    hint = `Add ${missing} more ${missing === 1 ? 'photo' : 'photos'} to go on.`;
  }

  function next() {
    if (!canGoOn) return;
    if (source === 'upload') void navigate(paths.edit, { state: { layout } });
    else void navigate(paths.capture, { state: { layout, filter: null } });
  }

  return (
    <Screen title="Choose your layout">
      <div className="layout-screen">
        {needsPhotos && (
          <p role="status" className="notice">
            {NEEDS_PHOTOS_TEXT}
          </p>
        )}
        <LayoutCards
          value={layout}
          onChange={(next) => choose({ layout: next })}
          disabled={!visit}
        />
        <SourceChoice
          value={source}
          onChange={(next) => choose({ source: next })}
          disabled={!visit}
        />
        {source === 'upload' && layout !== null && (
          <PhotoPicker poses={layout} photos={photos} onAdd={addPhotos} onClear={clearPhotos} />
        )}
        <div className="layout-next">
          <button
            type="button"
            className="button button-primary"
            disabled={!canGoOn}
            aria-describedby={hint ? 'layout-next-hint' : undefined}
            onClick={next}
          >
            Next
          </button>
          {hint && (
            <p id="layout-next-hint" className="layout-next-hint">
              {hint}
            </p>
          )}
        </div>
      </div>
    </Screen>
  );
}
