/**
 * Runs the checks of uploaded videos (video-check.ts) in worker threads, with a time limit and
 * a memory cap: a damaged MP4 can send mediabunny into a loop without end (a fuzzed sample
 * table did, video-check.test.ts), which in the server's thread would stop every request. Past
 * the limit the worker is terminated, the video refused as unreadable, and the slot's next check
 * starts a new worker.
 *
 * A small pool (VIDEO_CHECK_WORKERS, 2 by default), shared fairly between addresses
 * (fair-pool.ts): a crafted file holds its worker for the whole time limit, so with one worker
 * four of them from four addresses made a real upload wait four limits; now it waits for a
 * worker, not for every check before it, and one address never holds more than one. Each slot
 * keeps its worker between checks (starting one loads mediabunny: about 50 ms compiled, a second
 * under the tests' TypeScript loader); a parse of 10 MB takes about 100 ms.
 */
import type { Worker } from 'node:worker_threads';
import { startSourceWorker } from '../source-worker.js';
import type { VideoType } from '../../model/living-strip.js';
import type { CheckedVideo } from './video-check.js';
import type { VideoCheckAnswer, VideoCheckRequest } from './video-check-worker.js';
import { createFairPool } from './fair-pool.js';
import { ServiceError } from './service-errors.js';

/** How long a parse may take once the worker runs it: a 10 MB video of ours takes about 100 ms. */
export const VIDEO_CHECK_MS = 2000;
/** How long the worker may take to start a check (loading mediabunny), on a busy machine. */
const START_MS = 20_000;
/** The worker's heap: a 10 MB video and its sample tables fit many times over. */
const WORKER_HEAP_MB = 128;
/** Checks of one address running or waiting: as many as its uploads in flight by default. */
const PER_ADDRESS = 2;
/**
 * Checks waiting for a worker, all addresses together: each holds its upload (10 MiB at most)
 * in memory; past them an upload answers 503 busy.
 */
const MAX_WAITING = 8;

/** Checks one video in worker slot `slot`: the worker threads, or a test's stand-in. */
export type VideoCheckIn = (
  slot: number,
  bytes: Uint8Array,
  type: VideoType,
) => Promise<CheckedVideo>;

export interface VideoChecks {
  /**
   * Checks `bytes` declared as `type`, sent from `address` (the rate limits' key), when a worker
   * is free and the address's turn comes; throws a ServiceError saying what is wrong, or
   * `video_checks_busy` at once when the address's places or the waiting line are all taken.
   */
  check(bytes: Uint8Array, type: VideoType, address: string): Promise<CheckedVideo>;
  /** Ends the workers (a closing server). */
  close(): Promise<void>;
}

export interface VideoChecksOptions {
  workers: number;
  timeLimitMs?: number;
  /** Replaces the worker threads (tests hold checks to see the order). */
  checkIn?: VideoCheckIn;
}

export function createVideoChecks(options: VideoChecksOptions): VideoChecks {
  const slots = Array.from({ length: options.workers }, () =>
    createWorkerSlot(options.timeLimitMs ?? VIDEO_CHECK_MS),
  );
  const checkIn: VideoCheckIn =
    options.checkIn ?? ((slot, bytes, type) => (slots[slot] as WorkerSlot).check(bytes, type));
  const pool = createFairPool({
    slots: options.workers,
    perKeyRunning: 1,
    perKey: PER_ADDRESS,
    maxWaiting: MAX_WAITING,
    full: () => new ServiceError('video_checks_busy'),
  });
  return {
    check: (bytes, type, address) => pool.run(address, (slot) => checkIn(slot, bytes, type)),
    close: async () => {
      await Promise.all(slots.map((slot) => slot.close()));
    },
  };
}

function startWorker(): Worker {
  return startSourceWorker(import.meta.url, 'video-check-worker', {
    maxOldGenerationSizeMb: WORKER_HEAP_MB,
  });
}

interface WorkerSlot {
  /** One check at a time (the pool gives a slot one task). */
  check(bytes: Uint8Array, type: VideoType): Promise<CheckedVideo>;
  close(): Promise<void>;
}

let lastId = 0;

function createWorkerSlot(timeLimitMs: number): WorkerSlot {
  /** The worker kept for the next check; null until one is needed, and after one ended. */
  let kept: Worker | null = null;

  function theWorker(): Worker {
    if (kept) return kept;
    const worker = startWorker();
    // It never keeps the process alive: a server that closes ends with it.
    worker.unref();
    worker.on('exit', () => {
      if (kept === worker) kept = null;
    });
    kept = worker;
    return worker;
  }

  function check(bytes: Uint8Array, type: VideoType): Promise<CheckedVideo> {
    const worker = theWorker();
    const id = (lastId += 1);
    return new Promise<CheckedVideo>((resolve, reject) => {
      function finish(outcome: CheckedVideo | Error, end = false): void {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (end) {
          if (kept === worker) kept = null;
          void worker.terminate();
        }
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      }
      const stuck = () => finish(new ServiceError('video_unreadable'), true);
      let timer = setTimeout(stuck, START_MS);
      function onMessage(message: VideoCheckAnswer): void {
        if (message.id !== id) return;
        if ('started' in message) {
          clearTimeout(timer);
          timer = setTimeout(stuck, timeLimitMs);
        } else if ('video' in message) {
          finish(message.video);
        } else {
          finish(new ServiceError(message.refused, message.detail));
        }
      }
      // Out of memory, or a worker that cannot start: the video is not one we keep, or the
      // server is broken; either way the caller's error is the right answer.
      function onError(error: Error & { code?: string }): void {
        finish(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ServiceError('video_unreadable') : error,
          true,
        );
      }
      function onExit(): void {
        finish(new Error('the video check ended without an answer'));
      }
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy goes to the worker (the request keeps its buffer to store it).
      const request: VideoCheckRequest = { id, bytes, type };
      worker.postMessage(request);
    });
  }

  return {
    check,
    async close() {
      const worker = kept;
      kept = null;
      if (worker) await worker.terminate();
    },
  };
}
