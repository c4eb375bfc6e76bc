import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_FILTER, isFilterKey, type FilterKey } from '../../model/filters.js';
import {
  DEFAULT_POSE_COUNT,
  DEFAULT_TIMER,
  isPoseCount,
  isTimerSeconds,
  type PoseCount,
  type TimerSeconds,
} from '../../model/layouts.js';
import { paths } from '../../model/paths.js';
import { Screen } from '../app/screen.js';
import { CameraStage } from '../features/capture/camera-stage.js';
import { PoseDots } from '../features/capture/pose-dots.js';
import { currentPose } from '../features/capture/sequence-machine.js';
import { useCamera } from '../features/capture/use-camera.js';
import { useSequence } from '../features/capture/use-sequence.js';
import { loadVisit, updateVisit } from '../lib/visit-store.js';
import '../features/capture/capture.css';

interface SequenceSettings {
  layout: PoseCount;
  timer: TimerSeconds;
  filter: FilterKey;
}

/** Layout (default 3), timer (default 3, number or text) and filter from navigation state. */
function readSettings(state: unknown): SequenceSettings {
  const given = (state ?? {}) as { layout?: unknown; timer?: unknown; filter?: unknown };
  const timer = typeof given.timer === 'string' ? Number(given.timer) : given.timer;
  return {
    layout: isPoseCount(given.layout) ? given.layout : DEFAULT_POSE_COUNT,
    timer: isTimerSeconds(timer) ? timer : DEFAULT_TIMER,
    filter: isFilterKey(given.filter) ? given.filter : DEFAULT_FILTER,
  };
}

/**
 * Photos of an unfinished sequence with the same layout, kept in the visit, so a reload in
 * the middle of a sequence resumes it instead of losing the photos already taken.
 */
async function photosToResume(layout: PoseCount): Promise<Blob[]> {
  const visit = await loadVisit();
  const unfinished =
    visit.source === 'camera' && visit.layout === layout && visit.photos.length < layout;
  return unfinished ? visit.photos : [];
}

/** The automatic shooting sequence: one countdown and one photo per pose. */
export function Sequence() {
  const location = useLocation();
  const [settings] = useState(() => readSettings(location.state));
  const [taken, setTaken] = useState<Blob[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    void photosToResume(settings.layout).then((photos) => !cancelled && setTaken(photos));
    return () => {
      cancelled = true;
    };
  }, [settings.layout]);

  if (!taken) {
    return (
      <Screen title="Photo sequence">
        <p role="status">Loading…</p>
      </Screen>
    );
  }
  return <SequenceRun {...settings} taken={taken} />;
}

function SequenceRun({ layout, timer, filter, taken }: SequenceSettings & { taken: Blob[] }) {
  const navigate = useNavigate();
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const live = playing && camera.status === 'live';
  const { state, dispatch } = useSequence(layout, timer, filter, videoRef, live, taken);
  const pose = currentPose(state);

  // Every photo taken (or retaken) is kept at once; after the last one, on to the editor.
  useEffect(() => {
    if (state.phase === 'cancelled') return;
    let cancelled = false;
    const photos = [...state.photos];
    const done = state.phase === 'done';
    void updateVisit({ layout, source: 'camera', photos }).then(
      () => done && !cancelled && navigate(paths.edit, { state: { layout } }),
    );
    return () => {
      cancelled = true;
    };
  }, [state.phase, state.photos, layout, navigate]);

  const cancel = () => {
    dispatch({ type: 'cancel' });
    // A cancelled sequence is not resumed later.
    void updateVisit({ photos: [] }).then(() => navigate(paths.capture, { state: { layout } }));
  };

  return (
    <Screen title="Photo sequence">
      <div className="sequence-layout">
        <CameraStage
          camera={camera}
          filter={filter}
          videoRef={videoRef}
          onPlaying={() => setPlaying(true)}
        >
          {state.phase === 'waiting' && (
            <div className="sequence-overlay sequence-get-ready" role="status">
              Get ready for photo {pose} of {state.total}
            </div>
          )}
          {state.phase === 'counting' && (
            <div className="sequence-overlay sequence-count" aria-hidden="true" key={state.count}>
              {state.count}
            </div>
          )}
          {state.phase === 'capturing' && <div className="sequence-flash" aria-hidden="true" />}
          {state.phase === 'done' && (
            <div className="sequence-overlay sequence-get-ready" role="status">
              All done!
            </div>
          )}
        </CameraStage>
        <PoseDots total={state.total} taken={state.photos.length} />
        <div className="sequence-actions">
          <button
            type="button"
            className="button"
            disabled={
              state.photos.length === 0 || (state.phase !== 'waiting' && state.phase !== 'counting')
            }
            onClick={() => dispatch({ type: 'retake' })}
          >
            Retake
          </button>
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      </div>
    </Screen>
  );
}
