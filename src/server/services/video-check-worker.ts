/**
 * The worker that checks one uploaded video (video-check-runner.ts starts it): says it has
 * started, so the parse's time limit counts the parse only, then answers the check's outcome
 * and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { VideoType } from '../../model/living-strip.js';
import { checkVideoHere } from './video-check.js';
import type { CheckedVideo } from './video-check.js';
import { ServiceError } from './service-errors.js';
import type { ServiceErrorKind } from './service-errors.js';

/** What the worker answers: the checked video, or why it was refused. */
export type VideoCheckAnswer =
  { started: true } | { video: CheckedVideo } | { refused: ServiceErrorKind; detail?: string };

const { bytes, type } = workerData as { bytes: Uint8Array; type: VideoType };
const answer = (message: VideoCheckAnswer) => parentPort?.postMessage(message);

answer({ started: true });
try {
  answer({ video: await checkVideoHere(bytes, type) });
} catch (error) {
  answer(
    error instanceof ServiceError
      ? { refused: error.kind, ...(error.detail === undefined ? {} : { detail: error.detail }) }
      : { refused: 'video_unreadable' },
  );
}
