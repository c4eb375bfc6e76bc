import { useEffect, useRef, type RefObject } from 'react';
import { FILTER_KEYS, type FilterKey } from '../../../model/filters.js';
import { CameraStage } from '../../components/camera-stage.js';
import { RadioCards } from '../../components/radio-cards.js';
import { cssFilter } from '../../lib/camera/filter-defs.js';
import { filterLabelKey } from '../../lib/camera/filter-label.js';
import type { useCamera } from '../../lib/camera/use-camera.js';
import { usePhoneWidth } from '../../lib/hooks/use-phone-width.js';
import { useT } from '../../lib/i18n/language.js';
import type { ShownCountdown } from './use-shutters.js';

interface CameraPanelProps {
  camera: ReturnType<typeof useCamera>;
  videoRef: RefObject<HTMLVideoElement | null>;
  filter: FilterKey;
  onFilter(filter: FilterKey): void;
  shown: ShownCountdown | null;
  /** This phone's name in the room, for the pose it is shooting. */
  name: string;
  /** What to bring into sight once this phone's shots are taken (the strip). */
  afterShoot: RefObject<HTMLElement | null>;
}

/**
 * This phone's camera with its own filter; or why there is none. While this phone shoots, the
 * camera is /capture's viewfinder (the whole screen on a phone), the 3-2-1 in its middle.
 */
export function CameraPanel(props: CameraPanelProps) {
  const { camera, videoRef, filter, onFilter, shown, name, afterShoot } = props;
  const t = useT();
  const shooting = shown !== null && camera.status === 'live';
  // On a phone's width the shoot fills the screen (camera-stage.css).
  const full = usePhoneWidth() && shooting;
  const viewfinder = useRef<HTMLDivElement>(null);

  // The room rearranges as the shoot starts and ends: the camera is brought into sight (the
  // host pressed Start at the foot of the lobby), then the strip, where the photos arrive.
  const wasShooting = useRef(false);
  useEffect(() => {
    if (shooting === wasShooting.current) return;
    wasShooting.current = shooting;
    const target = shooting ? viewfinder.current : afterShoot.current;
    target?.scrollIntoView?.({ block: shooting ? 'nearest' : 'start' });
  }, [shooting, afterShoot]);

  const filterChoices = FILTER_KEYS.map((key) => ({
    value: key,
    label: t(filterLabelKey(key)),
    art: <span className="together-filter" aria-hidden="true" style={{ filter: cssFilter(key) }} />,
  }));

  return (
    <section className="together-panel together-camera" aria-labelledby="together-camera">
      <h2 id="together-camera">{t('together.cameraHeading')}</h2>
      {/* Keyed by nothing that changes: the same video plays in the lobby and in the shoot. */}
      <div
        ref={viewfinder}
        className={`together-viewfinder${shooting ? ' is-shooting' : ''}${full ? ' camera-full' : ''}`}
      >
        <CameraStage
          camera={camera}
          filter={filter}
          videoRef={videoRef}
          problemHelp={<p>{t('together.noCamera')}</p>}
        >
          {shooting && (
            <p className="together-shoot-pose" role="status">
              {t('together.poseBy', {
                number: shown.pose + 1,
                name: t('together.you', { name }),
              })}
            </p>
          )}
          {/* aria-live: a screen reader hears 3, 2, 1 as the others see it. */}
          <p className="together-countdown" aria-live="assertive" aria-atomic="true">
            {shown?.number ? (
              <span className="together-count-number" key={shown.number}>
                {t('together.countdown', { seconds: shown.number })}
              </span>
            ) : (
              ''
            )}
          </p>
          {shown?.taken && <div className="together-flash" aria-hidden="true" />}
        </CameraStage>
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
