import { useRef, useState, type FocusEvent } from 'react';
import { DEFAULT_FILTER, type FilterKey } from '../../../model/filters.js';
import { DEFAULT_POSE_COUNT, type PoseCount, type TimerSeconds } from '../../../model/layouts.js';
import {
  captureBackPath,
  captureQuestions,
  type FixedChoices,
} from '../../../model/quick-start.js';
import { useGoTo } from '../../navigation/go-to.js';
import { RadioCards } from '../../components/radio-cards.js';
import { NextButton } from '../../components/next-button.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { CameraStage } from './camera-stage.js';
import { MirrorSwitch } from './mirror-switch.js';
import { SwitchCameraButton } from './switch-camera-button.js';
import { useCamera } from '../../lib/camera/use-camera.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { useGuestEvent } from '../../lib/event/guest-event.js';
import { useVisitLayout } from './use-visit-layout.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { updateVisit } from '../../lib/storage/visit-store.js';
import { useNavigate } from '../../lib/router/router.js';
import { keepCountdown, keptCountdown } from './kept-countdown.js';
import { captureLead } from './capture-lead.js';
import { filterChoices, poseChoices, timerChoices } from './capture-choices.js';
import { useScrollCues } from './scroll-cue.js';
import { useViewfinderClass } from './use-viewfinder-class.js';
import './capture.css';
import './kiosk-camera.css';
import './kiosk-touch.css';

function showWhole(event: FocusEvent) {
  if (!(event.target instanceof HTMLElement)) return;
  event.target.closest('label')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * Camera preview, countdown and filter choice before the shooting sequence, for the layout
 * given, else the kiosk's fixed one, else the visit's. What the host fixed is not asked
 * (model/quick-start.ts): a kiosk's countdown, and at an event with the camera only, where
 * /layout is skipped, the poses are asked here. A kiosk's camera fills the screen.
 */
export function CaptureScreen({ layout: given }: { layout: PoseCount | null }) {
  const goTo = useGoTo();
  const t = useT();
  const kiosk = useEventSettings();
  const guest = useGuestEvent();
  // What the host fixed: a kiosk's own settings win, as a kiosk is never a guest.
  const fixed: FixedChoices | null = kiosk ?? guest;
  const questions = captureQuestions(fixed);
  const fixedTimer = kiosk?.fixedTimer ?? null;
  const kept = useVisitLayout(given ?? kiosk?.fixedLayout ?? null);
  const [pickedLayout, setPickedLayout] = useState<PoseCount | null>(null);
  // Asked here, the poses are the guest's choice (or the visit's from before); otherwise
  // /layout or the host chose them.
  const layout = questions.poses ? (pickedLayout ?? kept) : (kept ?? DEFAULT_POSE_COUNT);
  const pickLayout = (poses: PoseCount) => {
    setPickedLayout(poses);
    void updateVisit({ layout: poses });
  };
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  // The countdown chosen last time in this browser, else none (a first visit chooses). A kiosk
  // keeps none for the next guest: its host may fix one instead.
  const storage = kiosk ? null : browserStorage();
  const [chosenTimer, setTimer] = useState<TimerSeconds | null>(() =>
    storage ? keptCountdown(storage) : null,
  );
  const timer = fixedTimer ?? chosenTimer;
  const chooseTimer = (seconds: TimerSeconds) => {
    setTimer(seconds);
    if (storage) keepCountdown(storage, seconds);
  };
  const navigate = useNavigate();
  const [filter, setFilter] = useState<FilterKey>(DEFAULT_FILTER);
  const viewfinder = useViewfinderClass(kiosk !== null);
  const controls = useRef<HTMLDivElement>(null);
  useScrollCues(controls, `${viewfinder} ${questions.poses} ${questions.countdown}`);

  // Without a working camera the sequence would only show the same problem again.
  const cameraReady = camera.status === 'live';
  const canGoOn = layout !== null && timer !== null && cameraReady;
  let hint = '';
  if (camera.status === 'failed') hint = t('capture.hintCameraNeeded');
  else if (layout === null) hint = t('capture.hintChoosePoses');
  else if (timer === null) hint = t('capture.hintChooseCountdown');
  else if (!cameraReady) hint = t('capture.hintWaitingCamera');

  const next = () => {
    if (!canGoOn) return;
    void goTo('sequence', { layout, timer, filter });
  };

  return (
    <Screen title={t('capture.title')}>
      <p className="capture-lead">
        {captureLead(t, { layout, posesAsked: questions.poses, fixedTimer })}
      </p>
      {/* On a phone the camera fills the screen and the choices lie over it; on a kiosk it
          fills the screen whatever its size, the choices beside it (use-viewfinder-class.ts). */}
      <div className={`capture-layout ${viewfinder}`.trim()}>
        <div className="capture-camera">
          <CameraStage camera={camera} filter={filter} videoRef={videoRef} />
          {/* The viewfinder fills the screen, the site's header gone: a way back. */}
          <button
            type="button"
            className="button capture-back"
            onClick={() =>
              void navigate(captureBackPath(fixed, kiosk ? null : (guest?.code ?? null)))
            }
          >
            <span aria-hidden="true" className="capture-back-icon">
              ←
            </span>
            <span className="capture-back-label">{t('capture.back')}</span>
          </button>
          {camera.canSwitch && (
            <SwitchCameraButton onClick={camera.switchCamera} iconOnly={viewfinder !== ''} />
          )}
        </div>
        {/* On a phone each group is a row that scrolls sideways, faded at an edge with more past
            it: the choice the keyboard moves to is brought wholly into sight (the browser stops
            at partly). */}
        <div className="capture-controls" onFocus={showWhole} ref={controls}>
          {questions.poses && (
            <RadioCards
              legend={t('capture.posesLegend')}
              name="poses"
              look="pills"
              choices={poseChoices(t)}
              value={layout}
              onChange={pickLayout}
            />
          )}
          {questions.countdown && (
            <RadioCards
              legend={t('capture.countdownLegend')}
              name="timer"
              look="pills"
              choices={timerChoices(t)}
              value={timer}
              onChange={chooseTimer}
            />
          )}
          <RadioCards
            legend={t('capture.filterLegend')}
            name="filter"
            look="pills"
            choices={filterChoices(t)}
            value={filter}
            onChange={setFilter}
          />
          <MirrorSwitch />
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
