/**
 * The worker that checks uploaded videos (video-check-runner.ts starts it and keeps it): for
 * each request it says it has started, so the parse's time limit counts the parse only, then
 * answers the check's outcome. One at a time; a parse that never ends gets it terminated.
 */
import { parentPort } from 'node:worker_threads';
import type { VideoType } from '../../model/living-strip.js';
import { checkVideoHere } from './video-check.js';
import type { CheckedVideo } from './video-check.js';
import { ServiceError } from './service-errors.js';
import type { ServiceErrorKind } from './service-errors.js';

/** A video to check, numbered by the runner. */
export interface VideoCheckRequest {
  id: number;
  bytes: Uint8Array;
  type: VideoType;
}

/** What the worker answers for request `id`: started, the checked video, or why it was refused. */
export type VideoCheckAnswer = { id: number } & (
  { started: true } | { video: CheckedVideo } | { refused: ServiceErrorKind; detail?: string }
);

parentPort?.on('message', (request: VideoCheckRequest) => {
  const answer = (message: VideoCheckAnswer) => parentPort?.postMessage(message);
  const { id } = request;
  answer({ id, started: true });
  checkVideoHere(request.bytes, request.type).then(
    (video) => answer({ id, video }),
    (error: unknown) =>
      answer(
        error instanceof ServiceError
          ? {
              id,
              refused: error.kind,
              ...(error.detail === undefined ? {} : { detail: error.detail }),
            }
          : { id, refused: 'video_unreadable' },
      ),
  );
});
