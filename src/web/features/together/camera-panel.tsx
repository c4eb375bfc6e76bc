import type { RefObject } from 'react';
import { FILTER_KEYS, type FilterKey } from '../../../model/filters.js';
import { RadioCards } from '../../components/radio-cards.js';
import { FilterDefs, cssFilter } from '../../lib/camera/filter-defs.js';
import { filterLabelKey } from '../../lib/camera/filter-label.js';
import type { useCamera } from '../../lib/camera/use-camera.js';
import { useStreamOnVideo } from '../../lib/camera/use-stream-on-video.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import type { CameraProblem } from '../../lib/photos/camera.js';
import type { ShownCountdown } from './use-shutters.js';

const PROBLEM_KEYS: Readonly<Record<CameraProblem, MessageKey>> = {
  denied: 'capture.problemDenied',
  missing: 'capture.problemMissing',
  busy: 'capture.problemBusy',
  unsupported: 'capture.problemUnsupported',
  failed: 'capture.problemFailed',
};

interface CameraPanelProps {
  camera: ReturnType<typeof useCamera>;
  videoRef: RefObject<HTMLVideoElement | null>;
  filter: FilterKey;
  onFilter(filter: FilterKey): void;
  shown: ShownCountdown | null;
}

/** This phone's camera with its own filter, and the 3-2-1 over it; or why there is none. */
export function CameraPanel({ camera, videoRef, filter, onFilter, shown }: CameraPanelProps) {
  const t = useT();
  const { stream } = camera;

  useStreamOnVideo(videoRef, stream);

  const filterChoices = FILTER_KEYS.map((key) => ({
    value: key,
    label: t(filterLabelKey(key)),
    art: <span className="together-filter" aria-hidden="true" style={{ filter: cssFilter(key) }} />,
  }));

  return (
    <section className="together-panel together-camera" aria-labelledby="together-camera">
      <h2 id="together-camera">{t('together.cameraHeading')}</h2>
      <div className="together-stage">
        <FilterDefs />
        <video
          ref={videoRef}
          className="together-video"
          style={{ filter: cssFilter(filter) }}
          muted
          autoPlay
          playsInline
          aria-label={t('capture.cameraPreview')}
        />
        {camera.status === 'starting' && (
          <p className="together-stage-message" role="status">
            {camera.slow ? t('capture.waitingPermission') : t('capture.starting')}
          </p>
        )}
        {camera.status === 'failed' && camera.problem && (
          <div className="together-stage-message">
            <p role="alert">{t(PROBLEM_KEYS[camera.problem])}</p>
            <p>{t('together.noCamera')}</p>
            <button type="button" className="button" onClick={camera.retry}>
              {t('capture.tryAgain')}
            </button>
          </div>
        )}
        {/* aria-live: a screen reader hears 3, 2, 1 as the others see it. */}
        <p className="together-countdown" aria-live="assertive" aria-atomic="true">
          {shown ? t('together.countdown', { seconds: shown.number }) : ''}
        </p>
      </div>
      {camera.status !== 'failed' && (
        <RadioCards
          legend={t('together.filterLegend')}
          name="filter"
          look="pills"
          choices={filterChoices}
          value={filter}
          onChange={onFilter}
        />
      )}
    </section>
  );
}
