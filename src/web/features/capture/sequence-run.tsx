import { useEffect, useRef, useState } from 'react';
import type { Clip } from '../../lib/storage/visit.js';
import { useGoTo, type SequenceSettings } from '../../navigation/go-to.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { posesTaken, shootCancelled } from '../../lib/storage/visit-changes.js';
import { updateVisit } from '../../lib/storage/visit-store.js';
import { CameraStage } from './camera-stage.js';
import { PoseDots } from './pose-dots.js';
import { currentPose } from './sequence-machine.js';
import { useCamera } from '../../lib/camera/use-camera.js';
import { keptMirror } from '../../lib/camera/kept-mirror.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { useSequenceClips } from './use-clips.js';
import { useSequence } from './use-sequence.js';
import { useViewfinderClass } from './use-viewfinder-class.js';

/**
 * One run of the sequence, resuming after the photos already `taken`: each photo is kept in the
 * visit as it is taken; after the last, the editor opens. With `retakePose` (a retake from the
 * editor), `taken` is the whole strip: only that pose is shot, its photo replaces the old one
 * when it is taken, and the editor opens with everything else as it was. Each pose's clip (the
 * living strip's) is kept beside its photo as it comes; the editor opens once the last one came.
 */
export function SequenceRun({
  layout,
  timer,
  filter,
  taken,
  takenClips,
  retakePose,
}: Omit<SequenceSettings, 'retakePose'> & {
  taken: Blob[];
  /** The clips of the photos `taken`, in line with them. */
  takenClips: (Clip | null)[];
  retakePose: number | null;
}) {
  const goTo = useGoTo();
  const t = useT();
  // A phone's shoot fills its screen; a kiosk's too, its dots and buttons beside the picture.
  const viewfinder = useViewfinderClass(useEventSettings() !== null);
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const live = playing && camera.status === 'live';
  // As chosen on /capture's Mirror switch, for the whole shoot (a retake too).
  const [mirror] = useState(keptMirror);
  const { state, dispatch } = useSequence(
    layout,
    timer,
    filter,
    videoRef,
    live,
    taken,
    retakePose,
    mirror,
  );
  const retaking = retakePose !== null;
  const pose = currentPose(state);
  const clips = useSequenceClips({
    videoRef,
    filter,
    mirror,
    live,
    phase: state.phase,
    photos: state.photos,
    taken,
    takenClips,
  });

  // Whether the visit's photos are this shoot's: those it resumed, or from its first pose on.
  const holdsPhotos = useRef(taken.length > 0);

  // Every photo taken (or retaken) is kept at once; after the last one, on to the editor. Until
  // a new shoot's first pose, the photos and the strip from before stay (a visitor who only
  // looked at the camera loses nothing); that pose replaces them, on a clean strip
  // (visit-changes.ts). A retake from the editor writes only once its photo is taken: the strip
  // is whole until then, the editor's last decoration write is left to land first, and the
  // stickers stay where they are (on that box).
  // Each clip is kept as it comes too (`clips.version`), beside its photo; the editor opens once
  // the last pose's clip came (CLIP_WAIT_MS at most), with that clip in the visit.
  const { clipsOf, version: clipsVersion, settled } = clips;
  useEffect(() => {
    const done = state.phase === 'done';
    if (state.phase === 'cancelled' || (retaking && !done)) return;
    const photos = [...state.photos];
    const shot = retaking
      ? { photos, photosSource: 'camera' as const, clips: clipsOf(photos) }
      : posesTaken(photos, holdsPhotos.current, clipsOf(photos));
    if (!shot) return;
    holdsPhotos.current = true;
    void updateVisit({ layout, source: 'camera', filter, ...shot });
  }, [state.phase, state.photos, layout, filter, retaking, clipsOf, clipsVersion]);

  useEffect(() => {
    if (state.phase !== 'done') return;
    const photos = [...state.photos];
    let cancelled = false;
    void settled(photos)
      .then(() => updateVisit({ clips: clipsOf(photos) }))
      .then(() => !cancelled && goTo('edit', { layout }));
    return () => {
      cancelled = true;
    };
  }, [state.phase, state.photos, layout, settled, clipsOf, goTo]);

  const cancel = () => {
    dispatch({ type: 'cancel' });
    if (retaking) {
      // The strip stays as it was: back to decorating it.
      void goTo('edit', { layout });
      return;
    }
    // A cancelled sequence is not resumed later; the photos from before it stay.
    const change = shootCancelled(holdsPhotos.current);
    void (change ? updateVisit(change) : Promise.resolve()).then(() => goTo('capture', { layout }));
  };

  return (
    <Screen title={t('capture.sequenceTitle')}>
      <div className={`sequence-layout ${viewfinder}`.trim()}>
        <CameraStage
          camera={camera}
          filter={filter}
          videoRef={videoRef}
          onPlaying={() => setPlaying(true)}
        >
          {state.phase === 'waiting' && (
            <div className="sequence-overlay sequence-get-ready" role="status">
              {t('capture.getReady', { pose, total: state.total })}
            </div>
          )}
          {state.phase === 'counting' && (
            <div className="sequence-overlay sequence-count" aria-hidden="true" key={state.count}>
              <span className="sequence-count-number">{state.count}</span>
            </div>
          )}
          {state.phase === 'capturing' && <div className="sequence-flash" aria-hidden="true" />}
          {state.phase === 'done' && (
            <div className="sequence-overlay sequence-get-ready" role="status">
              {t('capture.allDone')}
            </div>
          )}
        </CameraStage>
        <div className="sequence-bar">
          <PoseDots total={state.total} photos={state.photos} />
          <div className="sequence-actions">
            <button
              type="button"
              className="button"
              disabled={
                retaking ||
                state.photos.length === 0 ||
                (state.phase !== 'waiting' && state.phase !== 'counting')
              }
              onClick={() => dispatch({ type: 'retake' })}
            >
              {t('capture.retake')}
            </button>
            <button type="button" className="button" onClick={cancel}>
              {t('capture.cancel')}
            </button>
          </div>
        </div>
      </div>
    </Screen>
  );
}
