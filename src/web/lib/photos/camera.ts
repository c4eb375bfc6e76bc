/**
 * Camera access behind a small interface: open the front camera (or a chosen one), list the
 * video inputs, stop a stream. Failures come back as a CameraError with a kind the screens can
 * explain to the visitor.
 */

export type CameraProblem = 'denied' | 'missing' | 'busy' | 'unsupported' | 'failed';

export class CameraError extends Error {
  override readonly name = 'CameraError';
  constructor(
    readonly problem: CameraProblem,
    options?: { cause?: unknown },
  ) {
    super(`Camera error: ${problem}`, options);
  }
}

export interface Camera {
  /** Opens the camera with this device id, or the front camera. */
  open(deviceId?: string): Promise<MediaStream>;
  /** The video inputs the browser knows of (labels only once permission is given). */
  videoInputs(): Promise<MediaDeviceInfo[]>;
}

/** The kind of problem behind a getUserMedia rejection. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'missing';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

export function videoConstraints(deviceId?: string): MediaStreamConstraints {
  return {
    video: {
      width: { ideal: 1280 },
      height: { ideal: 720 },
      ...(deviceId ? { deviceId: { exact: deviceId } } : { facingMode: 'user' }),
    },
    audio: false,
  };
}

/** The browser's camera. */
export const browserCamera: Camera = {
  async open(deviceId) {
    if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
    try {
      return await navigator.mediaDevices.getUserMedia(videoConstraints(deviceId));
    } catch (error) {
      throw new CameraError(cameraProblem(error), { cause: error });
    }
  },
  async videoInputs() {
    if (!navigator.mediaDevices?.enumerateDevices) return [];
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((device) => device.kind === 'videoinput');
  },
};

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
