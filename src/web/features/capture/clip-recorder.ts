/**
 * Records a pose's clip around its shot (docs/using.md, Living strips). While a pose is on its
 * way (get ready, the countdown), each camera frame is grabbed at the clip's size
 * (createImageBitmap does the scaling) and handed to the clip worker, which mirrors, filters and
 * keeps it as JPEG in a ring of the last second; at the shot, the worker cuts the clip once the
 * frames half a second after it came. The main thread only grabs frames.
 *
 * Frame times are the camera's (the video frames' mediaTime, from requestVideoFrameCallback),
 * never the page's clock: Playwright's clock drives Date and performance.now in e2e tests, and a
 * camera's frames come when they come. Where requestVideoFrameCallback is missing, frames are
 * taken on requestAnimationFrame, at most one a clip frame's time apart.
 *
 * Memory budget (docs/using.md, Living strips; measured in e2e/living-clips.test.ts with the
 * moving test picture, 640 × 480 → 480 × 360 frames): 6.6 KB a JPEG frame for a clean picture,
 * 17.9 KB with a camera-like grain; a real camera's detail takes about 20–35 KB. A pose's clip
 * is 47 frames, 0.3–1.6 MB, kept with the visit in IndexedDB (a 6-pose strip 2–10 MB). The ring
 * holds about 35 frames (1.15 s) while a pose is on its way and at most 50 in the half second
 * after a shot: under 2 MB, in the worker; nothing is recorded once the sequence is over.
 */
import type { ColourMatrix } from '../../../model/filters.js';
import { CLIP_FRAME_MS, clipFrameSize } from '../../../model/living-strip.js';
import type { Clip } from '../../lib/storage/visit.js';
import {
  canDrawInWorkers,
  workerClient,
  type WorkerClient,
  type WorkerPort,
} from '../../lib/workers/worker-client.js';
import type { ClipRequest, ClipResult } from './clip-protocol.js';

/**
 * Frames on their way to the worker at most: a busy machine gets fewer frames (the clip shows
 * some twice), never a queue that grows.
 */
const MAX_IN_FLIGHT = 2;

export interface ClipRecorder {
  /** Grabs frames while on (a pose on its way); frames a shot still waits for are grabbed anyway. */
  setRecording(on: boolean): void;
  /**
   * The clip of the frame the camera shows now, once the frames after it came; null where none
   * can be made. It may never come if the camera stops: callers wait with a limit.
   */
  shot(): Promise<Clip | null>;
  /** Stops grabbing and the worker; shots still waiting get null. */
  stop(): void;
}

function startWorker(): WorkerPort {
  return new Worker(new URL('./clip-worker.ts', import.meta.url), { type: 'module' });
}

/** Whether clips can be made here: a worker that draws, and createImageBitmap. */
export function canRecordClips(): boolean {
  return canDrawInWorkers() && typeof createImageBitmap === 'function';
}

/**
 * A recorder for `video`'s frames, filtered with `matrix` and mirrored or not as the photos are;
 * null where clips cannot be made.
 */
export function startClipRecorder(
  video: HTMLVideoElement,
  matrix: ColourMatrix,
  mirror: boolean,
  start: () => WorkerPort = startWorker,
): ClipRecorder | null {
  if (!canRecordClips()) return null;
  const client: WorkerClient<ClipRequest, ClipResult> = workerClient(start, {
    name: 'clip',
    supported: canRecordClips,
  });
  let stopped = false;
  let recording = false;
  let waitingShots = 0;
  let inFlight = 0;
  /** The camera time of the frame shown now, and of the last frame grabbed. */
  let shown: number | null = null;
  let grabbed: number | null = null;
  let ringHolds = false;
  let frameRequest: { cancel(): void } | null = null;

  const wanted = () => recording || waitingShots > 0;

  function next(): void {
    if (stopped) return;
    if ('requestVideoFrameCallback' in video) {
      const handle = video.requestVideoFrameCallback((_now, metadata) => {
        onFrame(metadata.mediaTime * 1000, 0);
        next();
      });
      frameRequest = { cancel: () => video.cancelVideoFrameCallback(handle) };
    } else {
      const handle = requestAnimationFrame((now) => {
        onFrame(now, CLIP_FRAME_MS - 2);
        next();
      });
      frameRequest = { cancel: () => cancelAnimationFrame(handle) };
    }
  }

  /** A frame shown at `time`; grabbed when wanted and at least `apart` ms after the last one. */
  function onFrame(time: number, apart: number): void {
    shown = time;
    if (!wanted() || inFlight >= MAX_IN_FLIGHT || !client.usable()) return;
    if (!video.videoWidth || !video.videoHeight) return;
    if (grabbed !== null && time - grabbed <= apart && time >= grabbed) return;
    grabbed = time;
    grab(time);
  }

  function grab(time: number): void {
    inFlight += 1;
    ringHolds = true;
    const size = clipFrameSize(video.videoWidth, video.videoHeight);
    createImageBitmap(video, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'medium',
    })
      .then((frame) => {
        if (stopped) {
          frame.close();
          return;
        }
        // The frame moves to the worker (no copy); the worker closes it.
        return client.request({ type: 'frame', time, frame, matrix, mirror }, [frame]);
      })
      // A frame lost is no failure: the clip shows its neighbour twice.
      .catch(() => undefined)
      .finally(() => {
        inFlight -= 1;
      });
  }

  /** Once nothing is recorded or waited for, the worker lets its frames go. */
  function forgetWhenIdle(): void {
    if (wanted() || !ringHolds || stopped) return;
    ringHolds = false;
    client.request({ type: 'reset' }).catch(() => undefined);
  }

  next();
  return {
    setRecording(on) {
      recording = on;
      forgetWhenIdle();
    },
    shot() {
      if (stopped || shown === null || !client.usable()) return Promise.resolve(null);
      waitingShots += 1;
      return client
        .request({ type: 'shot', time: shown })
        .then(
          (result) => (result.type === 'clip' ? result.clip : null),
          () => null,
        )
        .finally(() => {
          waitingShots -= 1;
          forgetWhenIdle();
        });
    },
    stop() {
      stopped = true;
      frameRequest?.cancel();
      client.terminate();
    },
  };
}
