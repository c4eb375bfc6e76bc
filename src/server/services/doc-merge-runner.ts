/**
 * Merges the rooms' documents in a worker thread (doc-merge-worker.ts), so that a merge never
 * holds the server's event loop: a room's full document takes tens of milliseconds to merge,
 * hundreds when built to be slow, and in the server's thread every other request waited.
 *
 * One worker, one merge at a time, the rooms taking turns: each room has its own queue and the
 * worker takes the next merge from the next room with one waiting, so a room asking for many
 * merges delays another room's by one turn (the merge under way, and one of each room ahead of
 * it), not by all of them. A merge past MERGE_LIMIT_MS (or a
 * worker that fails) ends the worker: its caller gets an error, the next merge a new worker.
 */
import type { Worker } from 'node:worker_threads';
import { startSourceWorker } from '../source-worker.js';
import { mergeLeniently, type DocMerge, type DocMerger } from './doc-merge.js';
import type { DocMergeAnswer, DocMergeRequest } from './doc-merge-worker.js';

/** Far past a full document's merge (about 200 ms at worst on a slow machine). */
const MERGE_LIMIT_MS = 15_000;
/**
 * Updates of at most this many bytes in all are merged in the caller's thread: their structs
 * passed the cost check (room-update-cost.ts), and so few take a few milliseconds at worst.
 */
const IN_THREAD_MAX_BYTES = 16 * 1024;
/** Far past a document of ROOM_DOC_MAX_BYTES and its updates. */
const WORKER_HEAP_MB = 256;

function startWorker(): Worker {
  return startSourceWorker(import.meta.url, 'doc-merge-worker', {
    maxOldGenerationSizeMb: WORKER_HEAP_MB,
  });
}

interface Job {
  updates: readonly Uint8Array[];
  resolve(merge: DocMerge): void;
  reject(error: unknown): void;
}

export interface DocMergeRunner extends DocMerger {
  /** Merges done by the worker since the start (the tests count them). */
  merges(): number;
  close(): Promise<void>;
}

export function createDocMergeRunner(): DocMergeRunner {
  /** Per room with merges waiting, in the order asked; `turns` says which room goes next. */
  const waiting = new Map<string, Job[]>();
  const turns: string[] = [];
  let worker: Worker | null = null;
  let busy = false;
  let done = 0;
  let lastId = 0;

  function theWorker(): Worker {
    if (worker) return worker;
    const started = startWorker();
    // It never keeps the process alive: a server that closes ends with it.
    started.unref();
    started.on('exit', () => {
      if (worker === started) worker = null;
    });
    worker = started;
    return started;
  }

  function next(): void {
    if (busy) return;
    const room = turns.shift();
    if (room === undefined) return;
    const jobs = waiting.get(room) ?? [];
    const job = jobs.shift();
    if (jobs.length > 0) turns.push(room);
    else waiting.delete(room);
    if (!job) return next();
    busy = true;
    run(job).finally(() => {
      busy = false;
      next();
    });
  }

  function run(job: Job): Promise<void> {
    const running = theWorker();
    const id = (lastId += 1);
    return new Promise<void>((settled) => {
      function finish(outcome: DocMerge | Error, end = false): void {
        clearTimeout(timer);
        running.off('message', onMessage);
        running.off('error', onError);
        running.off('exit', onExit);
        if (end) {
          if (worker === running) worker = null;
          void running.terminate();
        }
        if (outcome instanceof Error) job.reject(outcome);
        else job.resolve(outcome);
        settled();
      }
      const timer = setTimeout(
        () => finish(new Error('a document merge took too long'), true),
        MERGE_LIMIT_MS,
      );
      function onMessage(answer: DocMergeAnswer): void {
        if (answer.id !== id) return;
        done += 1;
        finish({ merged: answer.merged, dropped: answer.dropped });
      }
      function onError(error: Error): void {
        finish(error, true);
      }
      function onExit(): void {
        finish(new Error('the document merge worker ended without an answer'));
      }
      running.on('message', onMessage);
      running.on('error', onError);
      running.on('exit', onExit);
      const request: DocMergeRequest = { id, updates: [...job.updates] };
      running.postMessage(request);
    });
  }

  return {
    merge(room, updates) {
      // One update, or none, is its own merge; a small document's merge costs less than the
      // trip to the worker (and a room's welcome does not wait for a worker to start).
      const bytes = updates.reduce((sum, update) => sum + update.length, 0);
      if (updates.length <= 1 || bytes <= IN_THREAD_MAX_BYTES) {
        return Promise.resolve(mergeLeniently(updates));
      }
      return new Promise<DocMerge>((resolve, reject) => {
        const jobs = waiting.get(room);
        if (jobs) jobs.push({ updates, resolve, reject });
        else {
          waiting.set(room, [{ updates, resolve, reject }]);
          turns.push(room);
        }
        next();
      });
    },
    merges: () => done,
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
