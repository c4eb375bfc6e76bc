import { useId } from 'react';
import { DEFAULT_FILTER } from '../../../../model/filters.js';
import { DEFAULT_TIMER } from '../../../../model/layouts.js';
import { useGoTo } from '../../../navigation/go-to.js';
import type { Visit } from '../../../lib/storage/visit-store.js';
import { useT } from '../../../lib/i18n/language.js';
import './controls.css';

/**
 * 'Retake photo N' for a strip taken with the camera: back to the camera for that pose only,
 * with the same filter; the sequence then writes the new photo into the visit and reopens the
 * editor, the other photos and the decoration as they were. Nothing for uploaded photos.
 */
export function RetakePhotos({
  visit,
  poseCount,
  sourceOf = (index) => index,
}: {
  visit: Visit;
  poseCount: number;
  /** The visit's photo shown in box `index` (the visitor may have moved photos). */
  sourceOf?: (index: number) => number;
}) {
  const goTo = useGoTo();
  const headingId = useId();
  const t = useT();
  const layout = visit.layout;
  if (visit.photosSource !== 'camera' || layout === null || visit.photos.length < layout)
    return null;
  const filter = visit.filter ?? DEFAULT_FILTER;
  return (
    <section className="control-block retake-photos" aria-labelledby={headingId}>
      <h2 className="control-heading" id={headingId}>
        {t('controls.retakeHeading')}
      </h2>
      <ul className="retake-list">
        {Array.from({ length: Math.min(poseCount, layout) }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              className="button button-quiet"
              onClick={() =>
                void goTo('sequence', {
                  layout,
                  timer: DEFAULT_TIMER,
                  filter,
                  retakePose: sourceOf(index) + 1,
                })
              }
            >
              {t('controls.retakePhoto', { number: index + 1 })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
