import { useCallback, useEffect, useState } from 'react';
import {
  CameraError,
  browserCamera,
  stopStream,
  type Camera,
  type CameraProblem,
} from '../photos/camera.js';

/** After this long without a stream, the visitor is told the browser is waiting for them. */
export const SLOW_CAMERA_MS = 8000;

export interface CameraState {
  status: 'starting' | 'live' | 'failed';
  stream: MediaStream | null;
  problem: CameraProblem | null;
  /** True when the camera has not answered for SLOW_CAMERA_MS (an unanswered prompt). */
  slow: boolean;
}

const STARTING: CameraState = { status: 'starting', stream: null, problem: null, slow: false };

/** Opens the camera while the screen is shown; retry and switch between video inputs. */
export function useCamera(camera: Camera = browserCamera) {
  const [state, setState] = useState<CameraState>(STARTING);
  const [attempt, setAttempt] = useState(0);
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);

  useEffect(() => {
    let cancelled = false;
    let stream: MediaStream | null = null;
    const slowTimer = setTimeout(() => {
      if (!cancelled) setState((s) => (s.status === 'starting' ? { ...s, slow: true } : s));
    }, SLOW_CAMERA_MS);
    camera.open(deviceId).then(
      (opened) => {
        clearTimeout(slowTimer);
        if (cancelled) {
          stopStream(opened);
          return;
        }
        stream = opened;
        setState({ status: 'live', stream: opened, problem: null, slow: false });
        camera.videoInputs().then(
          (inputs) => !cancelled && setDevices(inputs),
          () => undefined,
        );
      },
      (error: unknown) => {
        clearTimeout(slowTimer);
        if (cancelled) return;
        console.warn('Camera error', error);
        const problem = error instanceof CameraError ? error.problem : 'failed';
        setState({ status: 'failed', stream: null, problem, slow: false });
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(slowTimer);
      stopStream(stream);
    };
  }, [camera, deviceId, attempt]);

  const retry = useCallback(() => {
    setState(STARTING);
    setAttempt((n) => n + 1);
  }, []);

  const currentDeviceId = state.stream?.getVideoTracks()[0]?.getSettings().deviceId;
  const switchCamera = useCallback(() => {
    if (devices.length < 2) return;
    const index = devices.findIndex((device) => device.deviceId === currentDeviceId);
    const next = devices[(index + 1) % devices.length];
    if (!next) return;
    setState(STARTING);
    setDeviceId(next.deviceId);
  }, [devices, currentDeviceId]);

  return { ...state, canSwitch: devices.length > 1, retry, switchCamera };
}
