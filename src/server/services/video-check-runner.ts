/**
 * Runs the check of an uploaded video (video-check.ts) in a worker thread of its own, with a
 * time limit and a memory cap: a damaged MP4 can send mediabunny into a loop without end (a
 * fuzzed sample table did, video-check.test.ts), which in the server's thread would stop every
 * request. Past the limit the worker is terminated and the video refused as unreadable.
 *
 * A worker a check: about 50 ms to start, next to a parse of up to 100 ms for 10 MB, and
 * uploads are few (RATE_LIMIT_UPLOADS, UPLOADS_IN_FLIGHT).
 */
import { Worker } from 'node:worker_threads';
import type { VideoType } from '../../model/living-strip.js';
import type { CheckedVideo } from './video-check.js';
import type { VideoCheckAnswer } from './video-check-worker.js';
import { ServiceError } from './service-errors.js';

/** How long a parse may take once the worker runs: a 10 MB video of ours takes about 100 ms. */
export const VIDEO_CHECK_MS = 2000;
/** How long the worker may take to start (loading mediabunny), on a busy machine. */
const START_MS = 20_000;
/** The worker's heap: a 10 MB video and its sample tables fit many times over. */
const WORKER_HEAP_MB = 128;

/**
 * The worker: the compiled `.js` beside this module in dist; under the tests and `npm run dev`
 * the `.ts` source, loaded through tsx's loader (a development dependency), which a worker
 * registers itself (Node 20 ignores `--import` in a worker's execArgv).
 */
function startWorker(workerData: unknown, options: { resourceLimits: object }): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./video-check-worker.js', import.meta.url), {
      workerData,
      ...options,
    });
  }
  const source = new URL('./video-check-worker.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(code, { eval: true, workerData, ...options });
}

/** Checks `bytes` declared as `type` in a worker; throws a ServiceError saying what is wrong. */
export function checkVideo(
  bytes: Uint8Array,
  type: VideoType,
  timeLimitMs = VIDEO_CHECK_MS,
): Promise<CheckedVideo> {
  // A copy goes to the worker (the request keeps its buffer to store it).
  const worker = startWorker(
    { bytes, type },
    { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } },
  );
  return new Promise<CheckedVideo>((resolve, reject) => {
    let timer = setTimeout(() => finish(new ServiceError('video_unreadable')), START_MS);
    function finish(outcome: CheckedVideo | Error): void {
      clearTimeout(timer);
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    }
    worker.on('message', (message: VideoCheckAnswer) => {
      if ('started' in message) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(new ServiceError('video_unreadable')), timeLimitMs);
      } else if ('video' in message) {
        finish(message.video);
      } else {
        finish(new ServiceError(message.refused, message.detail));
      }
    });
    // Out of memory, or a worker that cannot start: the video is not one we keep, or the
    // server is broken; either way the caller's error is the right answer.
    worker.on('error', (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ServiceError('video_unreadable') : error,
      ),
    );
    worker.on('exit', () => finish(new Error('the video check ended without an answer')));
  });
}
