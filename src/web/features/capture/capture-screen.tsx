import { useRef, useState, type FocusEvent } from 'react';
import { DEFAULT_FILTER, FILTER_KEYS, type FilterKey } from '../../../model/filters.js';
import { TIMER_CHOICES, type PoseCount, type TimerSeconds } from '../../../model/layouts.js';
import { useGoTo } from '../../navigation/go-to.js';
import { RadioCards } from '../../components/radio-cards.js';
import { NextButton } from '../../components/next-button.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import type { Translate } from '../../lib/i18n/message-key.js';
import { CameraStage } from './camera-stage.js';
import { cssFilter } from '../../lib/camera/filter-defs.js';
import { filterLabelKey } from '../../lib/camera/filter-label.js';
import { SwitchCameraButton } from './switch-camera-button.js';
import { useCamera } from '../../lib/camera/use-camera.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { useVisitLayout } from './use-visit-layout.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { paths } from '../../../model/paths.js';
import { useNavigate } from '../../lib/router/router.js';
import { keepCountdown, keptCountdown } from './kept-countdown.js';
import './capture.css';

function timerChoices(t: Translate) {
  return TIMER_CHOICES.map((seconds) => ({
    value: seconds,
    label: t('capture.seconds', { seconds }),
  }));
}

function filterChoices(t: Translate) {
  return FILTER_KEYS.map((key) => ({
    value: key,
    label: t(filterLabelKey(key)),
    art: <span className="filter-swatch" aria-hidden="true" style={{ filter: cssFilter(key) }} />,
  }));
}

function showWhole(event: FocusEvent) {
  if (!(event.target instanceof HTMLElement)) return;
  event.target.closest('label')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * Camera preview, countdown and filter choice before the shooting sequence, for the layout
 * given, else the kiosk's fixed one, else the visit's. A kiosk whose host set the countdown asks
 * none.
 */
export function CaptureScreen({ layout: given }: { layout: PoseCount | null }) {
  const goTo = useGoTo();
  const t = useT();
  const kiosk = useEventSettings();
  const fixedTimer = kiosk?.fixedTimer ?? null;
  const layout = useVisitLayout(given ?? kiosk?.fixedLayout ?? null);
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

  // Without a working camera the sequence would only show the same problem again.
  const cameraReady = camera.status === 'live';
  const canGoOn = timer !== null && cameraReady;
  let hint = '';
  if (camera.status === 'failed') hint = t('capture.hintCameraNeeded');
  else if (timer === null) hint = t('capture.hintChooseCountdown');
  else if (!cameraReady) hint = t('capture.hintWaitingCamera');

  const next = () => {
    if (!canGoOn) return;
    void goTo('sequence', { layout, timer, filter });
  };

  return (
    <Screen title={t('capture.title')}>
      <p className="capture-lead">
        {fixedTimer === null
          ? t('capture.lead', { count: layout })
          : t('capture.leadFixedCountdown', { count: layout, seconds: fixedTimer })}
      </p>
      {/* camera-view: on a phone, the camera fills the screen and the choices lie over it. */}
      <div className="capture-layout camera-view">
        <div className="capture-camera">
          <CameraStage camera={camera} filter={filter} videoRef={videoRef} />
          {/* On a phone the viewfinder fills the screen, the site's header gone: a way back. */}
          <button
            type="button"
            className="button capture-back"
            onClick={() => void navigate(paths.layout)}
          >
            <span aria-hidden="true" className="capture-back-icon">
              ←
            </span>
            <span className="capture-back-label">{t('capture.back')}</span>
          </button>
          {camera.canSwitch && <SwitchCameraButton onClick={camera.switchCamera} />}
        </div>
        {/* On a phone each group is a row that scrolls sideways: the choice the keyboard moves
            to is brought wholly into sight (the browser stops at partly). */}
        <div className="capture-controls" onFocus={showWhole}>
          {fixedTimer === null && (
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
