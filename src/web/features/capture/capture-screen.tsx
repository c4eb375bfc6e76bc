import { useRef, useState } from 'react';
import {
  DEFAULT_FILTER,
  FILTER_KEYS,
  FILTER_LABELS,
  type FilterKey,
} from '../../../model/filters.js';
import { TIMER_CHOICES, type PoseCount, type TimerSeconds } from '../../../model/layouts.js';
import { useGoTo } from '../../app/navigation.js';
import { RadioCards } from '../../components/radio-cards.js';
import { NextButton } from '../../components/next-button.js';
import { Screen } from '../../components/screen.js';
import { CameraStage } from './camera-stage.js';
import { cssFilter } from './filter-defs.js';
import { useCamera } from './use-camera.js';
import { useVisitLayout } from './use-visit-layout.js';
import './capture.css';

const timerChoices = TIMER_CHOICES.map((seconds) => ({ value: seconds, label: `${seconds}s` }));
const filterChoices = FILTER_KEYS.map((key) => ({
  value: key,
  label: FILTER_LABELS[key],
  art: <span className="filter-swatch" aria-hidden="true" style={{ filter: cssFilter(key) }} />,
}));

/**
 * Camera preview, countdown and filter choice before the shooting sequence, for the layout
 * given, else the visit's.
 */
export function CaptureScreen({ layout: given }: { layout: PoseCount | null }) {
  const goTo = useGoTo();
  const layout = useVisitLayout(given);
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [timer, setTimer] = useState<TimerSeconds | null>(null);
  const [filter, setFilter] = useState<FilterKey>(DEFAULT_FILTER);

  // Without a working camera the sequence would only show the same problem again.
  const cameraReady = camera.status === 'live';
  const canGoOn = timer !== null && cameraReady;
  let hint = '';
  if (camera.status === 'failed') hint = 'The camera is needed to go on.';
  else if (timer === null) hint = 'Choose a countdown to go on.';
  else if (!cameraReady) hint = 'Waiting for the camera…';

  const next = () => {
    if (!canGoOn) return;
    void goTo('sequence', { layout, timer, filter });
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
          <RadioCards
            legend="Countdown"
            name="timer"
            look="pills"
            choices={timerChoices}
            value={timer}
            onChange={setTimer}
          />
          <RadioCards
            legend="Filter"
            name="filter"
            look="pills"
            choices={filterChoices}
            value={filter}
            onChange={setFilter}
          />
          <NextButton
            hint={hint}
            disabled={!canGoOn}
            onClick={next}
            className="capture-next"
            hintClassName="capture-hint"
          />
        </div>
      </div>
    </Screen>
  );
}
