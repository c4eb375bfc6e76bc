import { useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { FilterKey } from '../../model/filters.js';
import { PHOTO_ASPECT } from '../../model/strip.js';
import { FilterDefs, cssFilter } from '../lib/camera/filter-defs.js';
import type { useCamera } from '../lib/camera/use-camera.js';
import { useStreamOnVideo } from '../lib/camera/use-stream-on-video.js';
import { useT } from '../lib/i18n/language.js';
import type { MessageKey } from '../lib/i18n/message-key.js';
import type { CameraProblem } from '../lib/photos/camera.js';
import './camera-stage.css';

/** What the visitor is told for each kind of camera problem. */
export const PROBLEM_KEYS: Readonly<Record<CameraProblem, MessageKey>> = {
  denied: 'capture.problemDenied',
  missing: 'capture.problemMissing',
  busy: 'capture.problemBusy',
  unsupported: 'capture.problemUnsupported',
  failed: 'capture.problemFailed',
};

interface CameraStageProps {
  camera: ReturnType<typeof useCamera>;
  filter: FilterKey;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** Called once the video shows frames (or again after a camera switch). */
  onPlaying?: () => void;
  /** Overlays drawn over the picture while it is live (countdown, flash). */
  children?: ReactNode;
  /** Under a camera problem, what else the screen offers (a line, a button beside Try again). */
  problemHelp?: ReactNode;
  problemActions?: ReactNode;
}

/** The picture's shape: the photo box's, whatever the camera's (model/strip.ts photoCrop). */
const STAGE_STYLE = { '--camera-aspect': PHOTO_ASPECT } as CSSProperties;

/**
 * The live, mirrored camera picture with the filter on it, or what went wrong: /capture's and
 * together mode's. The picture is what the photo keeps: the frame's middle, cropped to the photo
 * box's shape (object-fit: cover), as the photo is. Inside a `.camera-full` it is as large as the
 * screen allows (camera-stage.css).
 */
export function CameraStage(props: CameraStageProps) {
  const { camera, filter, videoRef, onPlaying, children, problemHelp, problemActions } = props;
  const t = useT();
  // The stream whose first frame the video showed: until then (a phone's camera takes a moment,
  // and a new stream starts black) the picture is a placeholder, never a black box.
  const [showing, setShowing] = useState<MediaStream | null>(null);
  const waiting =
    camera.status === 'starting' || (camera.status === 'live' && showing !== camera.stream);

  useStreamOnVideo(videoRef, camera.stream);

  return (
    <div className="camera-stage" style={STAGE_STYLE}>
      <FilterDefs />
      <video
        ref={videoRef}
        className="camera-video"
        style={{ filter: cssFilter(filter) }}
        muted
        autoPlay
        playsInline
        aria-label={t('capture.cameraPreview')}
        onPlaying={() => {
          setShowing(camera.stream);
          onPlaying?.();
        }}
      />
      {camera.status === 'live' && children}
      {waiting && (
        <div className="camera-message" role="status">
          {camera.slow ? (
            <>
              <p>{t('capture.waitingPermission')}</p>
              <button type="button" className="button" onClick={camera.retry}>
                {t('capture.tryAgain')}
              </button>
            </>
          ) : (
            <>
              <span className="camera-spinner" aria-hidden="true" />
              <p>{t('capture.starting')}</p>
            </>
          )}
        </div>
      )}
      {camera.status === 'failed' && camera.problem && (
        <div className="camera-message">
          <p role="alert">{t(PROBLEM_KEYS[camera.problem])}</p>
          {problemHelp}
          <div className="camera-message-actions">
            <button type="button" className="button" onClick={camera.retry}>
              {t('capture.tryAgain')}
            </button>
            {problemActions}
          </div>
        </div>
      )}
    </div>
  );
}
