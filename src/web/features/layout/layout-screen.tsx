import { useEffect, useRef, useState } from 'react';
import { useGoTo } from '../../navigation/go-to.js';
import { RadioCards } from '../../components/radio-cards.js';
import { NextButton } from '../../components/next-button.js';
import { Screen } from '../../components/screen.js';
import { useBoothEvent } from '../../lib/event/booth-event.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { useT } from '../../lib/i18n/language.js';
import { photosMissing } from '../../lib/photos/ingest-rules.js';
import { photosFrom } from '../../lib/storage/visit-changes.js';
import { layoutChoices } from './layout-choices.js';
import { PhotoPicker } from './photo-picker.js';
import { sourceChoices } from './source-choices.js';
import { useLayoutVisit } from './use-layout-visit.js';
import { useWindowDropGuard } from './use-window-drop-guard.js';
import './layout.css';

/**
 * Choose how many poses the strip holds, and whether the photos are uploaded or taken with the
 * camera (not asked at an event whose host allows the camera only); `needsPhotos` when another
 * screen sent the visitor back for want of photos.
 */
export function LayoutScreen({ needsPhotos }: { needsPhotos: boolean }) {
  const goTo = useGoTo();
  const t = useT();
  const { visit, early, choose, addPhotos, clearPhotos, togglePhoto, removePhoto } =
    useLayoutVisit();
  useWindowDropGuard();
  // At an event whose host allows the camera only, the camera it is, whatever was kept.
  const boothEvent = useBoothEvent();
  const cameraOnly = boothEvent?.sources === 'camera';
  // Together mode is for friends on their own phones, not an event's booth.
  const atEvent = boothEvent !== null;
  // A kiosk whose host set the poses asks its guests only where the photos come from.
  const kiosk = useEventSettings();
  const fixedLayout = kiosk?.fixedLayout ?? null;
  const keptLayout = visit?.layout;
  // Kept with the visit as a guest's choice is, for the screens after this one.
  useEffect(() => {
    if (fixedLayout !== null && keptLayout !== undefined && keptLayout !== fixedLayout) {
      choose({ layout: fixedLayout });
    }
  }, [fixedLayout, keptLayout, choose]);

  // The cards answer from the first moment, the visit loading or not (a choice made meanwhile
  // is shown and kept when it comes); Next waits for it.
  const layout = fixedLayout ?? visit?.layout ?? early.layout ?? null;
  const source = cameraOnly ? 'camera' : (visit?.source ?? early.source ?? null);
  // Only uploads show in the upload box: the camera's photos stay with the visit, unseen here.
  const photos = visit ? photosFrom(visit, 'upload') : [];
  const missing = layout && source === 'upload' ? photosMissing(layout, photos.length) : 0;
  const canGoOn = visit !== null && layout !== null && source !== null && missing === 0;

  let hint = '';
  if (visit && cameraOnly && layout === null) {
    hint = t('capture.hintChoosePoses');
  } else if (visit && (layout === null || source === null)) {
    hint = t('layout.hintChoose');
  } else if (missing > 0) {
    hint = t('layout.hintAddPhotos', { count: missing });
  }

  // Upload chosen by the visitor (not the kept choice on arrival): its box comes into view.
  const [revealUpload, setRevealUpload] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  // Together: the room is made with this layout; the camera or uploads come per phone there.
  const canGoTogether = layout !== null && !atEvent;

  function next() {
    if (!canGoOn || layout === null) return;
    void goTo(source === 'upload' ? 'edit' : 'capture', { layout });
  }

  return (
    <Screen title={t('layout.title')}>
      <div className="layout-screen" data-kiosk={kiosk !== null || undefined}>
        {needsPhotos && (
          <p role="status" className="layout-notice">
            {t('layout.needsPhotos')}
          </p>
        )}
        {fixedLayout === null && (
          <RadioCards
            legend={t('layout.posesLegend')}
            name="layout"
            look="cards"
            choices={layoutChoices(t)}
            value={layout}
            onChange={(next) => choose({ layout: next })}
          />
        )}
        {/* The host allowed the camera only: nothing to ask. */}
        {!cameraOnly && (
          <RadioCards
            legend={t('layout.sourceLegend')}
            name="source"
            look="bars"
            choices={sourceChoices(t)}
            value={source}
            onChange={(next) => {
              setRevealUpload(next === 'upload');
              choose({ source: next });
            }}
          />
        )}
        {visit && source === 'upload' && layout !== null && (
          <PhotoPicker
            poses={layout}
            photos={photos}
            onAdd={addPhotos}
            onClear={clearPhotos}
            onToggle={(index) => togglePhoto(index, layout)}
            onRemove={removePhoto}
            reveal={revealUpload}
            bar={bar}
          />
        )}
        {/* Once it can go on, Next stays at the screen's foot while the page scrolls. */}
        <div ref={bar} className="layout-next" data-ready={canGoOn || undefined}>
          {canGoTogether && (
            <button
              type="button"
              className="button layout-together"
              onClick={() => void goTo('together', { layout })}
            >
              {t('together.entry')}
            </button>
          )}
          <NextButton
            hint={hint}
            disabled={!canGoOn}
            onClick={next}
            hintClassName="layout-next-hint"
          />
        </div>
      </div>
    </Screen>
  );
}
