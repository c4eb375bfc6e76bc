import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPoseCount } from '../../model/layouts.js';
import { paths } from '../../model/paths.js';
import { Screen } from '../app/screen.js';
import { NEEDS_PHOTOS } from '../features/layout/notice.js';
import { PhotoThumbs } from '../features/layout/photo-thumbs.js';
import { loadVisit, type Visit } from '../lib/visit-store.js';
import '../features/layout/layout.css';

function layoutFromState(state: unknown): number | null {
  const layout = (state as { layout?: unknown } | null)?.layout;
  return isPoseCount(layout) ? layout : null;
}

/** Decorate the photostrip: date stamp, frame colour, stickers and AI suggestions. */
export function Edit() {
  const navigate = useNavigate();
  const location = useLocation();
  const [visit, setVisit] = useState<Visit | null>(null);

  useEffect(() => {
    let live = true;
    void loadVisit().then((loaded) => {
      if (!live) return;
      if (loaded.photos.length === 0) {
        void navigate(paths.layout, { replace: true, state: NEEDS_PHOTOS });
      } else {
        setVisit(loaded);
      }
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  // The layout defaults to the number of photos (spec, section 2).
  const layout = layoutFromState(location.state) ?? visit?.layout ?? visit?.photos.length ?? 0;
  const photos = visit?.photos.slice(0, layout) ?? [];

  return (
    <Screen title="Decorate your strip">
      {visit ? (
        <>
          <p>
            {photos.length} {photos.length === 1 ? 'photo' : 'photos'} ready for your strip.
          </p>
          <PhotoThumbs photos={photos} label="Your photos" />
        </>
      ) : (
        <p role="status">Loading your photos…</p>
      )}
    </Screen>
  );
}
