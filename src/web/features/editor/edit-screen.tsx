import { lazy, Suspense, useEffect, useState } from 'react';
import type { PoseCount } from '../../../model/layouts.js';
import { useGoTo } from '../../navigation/go-to.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { loadVisit, type Visit } from '../../lib/storage/visit-store.js';
import { Editor } from './editor.js';
import './editor.css';
import './editor-kiosk.css';
import './editor-wide.css';

/** Together mode's editor, with the room's code and yjs: loaded only for a strip made together. */
const TogetherEditor = lazy(() => import('./together/together-editor.js'));

/**
 * Decorate the photostrip: date stamp, frame colour, stickers and AI suggestions. Opens the
 * visit's photos with the layout given (else the visit's); with no photos, back to /layout.
 */
export function EditScreen({ layout: given }: { layout: PoseCount | null }) {
  const goTo = useGoTo();
  const t = useT();
  const [visit, setVisit] = useState<Visit | null>(null);

  useEffect(() => {
    let live = true;
    void loadVisit().then((loaded) => {
      if (!live) return;
      if (loaded.photos.length === 0) {
        void goTo('layout', { notice: 'needs-photos' }, { replace: true });
      } else {
        setVisit(loaded);
      }
    });
    return () => {
      live = false;
    };
  }, [goTo]);

  // The layout defaults to the number of photos (docs/using.md, Using the booth); a strip never shows
  // an empty box, so it holds no more poses than there are photos.
  const layout = given ?? visit?.layout ?? visit?.photos.length ?? 0;

  return (
    <Screen title={t('editor.title')}>
      {visit?.together ? (
        <Suspense fallback={<p role="status">{t('editor.loading')}</p>}>
          <TogetherEditor
            visit={visit}
            poseCount={Math.min(layout, visit.photos.length)}
            room={visit.together.room}
          />
        </Suspense>
      ) : visit ? (
        <Editor visit={visit} poseCount={Math.min(layout, visit.photos.length)} />
      ) : (
        <p role="status">{t('editor.loading')}</p>
      )}
    </Screen>
  );
}
