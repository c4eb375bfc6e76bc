import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_FILTER, FILTER_KEYS, FILTER_LABELS, type FilterKey } from '../../model/filters.js';
import {
  DEFAULT_POSE_COUNT,
  TIMER_CHOICES,
  isPoseCount,
  type PoseCount,
  type TimerSeconds,
} from '../../model/layouts.js';
import { paths } from '../../model/paths.js';
import { Screen } from '../app/screen.js';
import { CameraStage } from '../features/capture/camera-stage.js';
import { ChoiceGroup } from '../features/capture/choice-group.js';
import { cssFilter } from '../features/capture/filter-defs.js';
import { useCamera } from '../features/capture/use-camera.js';
import { loadVisit } from '../lib/visit-store.js';
import '../features/capture/capture.css';

const timerChoices = TIMER_CHOICES.map((seconds) => ({ value: seconds, label: `${seconds}s` }));
const filterChoices = FILTER_KEYS.map((key) => ({
  value: key,
  label: FILTER_LABELS[key],
  decoration: (
    <span className="choice-swatch" aria-hidden="true" style={{ filter: cssFilter(key) }} />
  ),
}));

/** The layout from navigation state, else the visit's, else the default. */
function useLayout(): PoseCount {
  const location = useLocation();
  const fromState: unknown = (location.state as { layout?: unknown } | null)?.layout;
  const [stored, setStored] = useState<PoseCount | null>(null);
  useEffect(() => {
    if (isPoseCount(fromState)) return;
    let cancelled = false;
    void loadVisit().then((visit) => !cancelled && setStored(visit.layout));
    return () => {
      cancelled = true;
    };
  }, [fromState]);
  return isPoseCount(fromState) ? fromState : (stored ?? DEFAULT_POSE_COUNT);
}

/** Camera preview, countdown and filter choice before the shooting sequence. */
export function Capture() {
  const navigate = useNavigate();
  const layout = useLayout();
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [timer, setTimer] = useState<TimerSeconds | null>(null);
  const [filter, setFilter] = useState<FilterKey>(DEFAULT_FILTER);

  const next = () => {
    if (timer === null) return;
    void navigate(paths.sequence, { state: { layout, timer, filter } });
  };

  return (
    <Screen title="Camera">
      <p className="capture-lead">
        {layout} poses. Pick a countdown and a filter, then get ready to strike a pose.
      </p>
      <div className="capture-layout">
        <div>
          <CameraStage camera={camera} filter={filter} videoRef={videoRef} />
          {camera.canSwitch && (
            <button type="button" className="button capture-switch" onClick={camera.switchCamera}>
              Switch camera
            </button>
          )}
        </div>
        <div className="capture-controls">
          <ChoiceGroup
            legend="Countdown"
            name="timer"
            choices={timerChoices}
            value={timer}
            onChange={setTimer}
          />
          <ChoiceGroup
            legend="Filter"
            name="filter"
            choices={filterChoices}
            value={filter}
            onChange={setFilter}
          />
          <button
            type="button"
            className="button button-primary capture-next"
            disabled={timer === null}
            onClick={next}
          >
            Next
          </button>
          {timer === null && <p className="capture-hint">Choose a countdown to go on.</p>}
        </div>
      </div>
    </Screen>
  );
}
