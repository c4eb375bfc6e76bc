/**
 * Requests to a worker and its answers, matched by number. The page sends a request with an id
 * (and the objects to hand over, such as an ImageBitmap); the worker answers that id with a
 * result or with the words of its error (answerRequest, on the worker's side). A worker that
 * fails as a whole (its script does not load, an error escapes it) fails every request still
 * waiting and is never used again: callers then do the work on the page.
 */
import { errorMessage } from '../error-message.js';

/** A message with the number its answer will carry. */
export type Numbered<T> = T & { readonly id: number };

export type WorkerAnswer<Result> =
  | { readonly id: number; readonly result: Result }
  | { readonly id: number; readonly error: string };

/** The part of a Worker the client uses, so tests can hand it a fake. */
export interface WorkerPort {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: unknown, transfer: Transferable[]): void;
  terminate(): void;
}

export interface WorkerClient<Request, Result, Note = never> {
  /** False where the worker cannot run, or once it failed: do the work on the page instead. */
  usable(): boolean;
  /** Sends a message that has no answer (dropped once the worker failed). */
  post(note: Note, transfer?: Transferable[]): void;
  /**
   * Sends a request; resolves with the worker's result, rejects with its error, or when the
   * worker fails or is terminated before answering. `transfer` objects move to the worker.
   */
  request(request: Request, transfer?: Transferable[]): Promise<Result>;
  /** Stops the worker; what still waits is rejected. The next message starts a new one. */
  terminate(): void;
}

export interface WorkerClientOptions {
  /** Names the worker in the errors it causes. */
  name: string;
  /** Whether this browser can run the worker at all. */
  supported(): boolean;
}

interface Waiting<Result> {
  resolve(result: Result): void;
  reject(error: Error): void;
}

export function workerClient<Request, Result, Note = never>(
  start: () => WorkerPort,
  { name, supported }: WorkerClientOptions,
): WorkerClient<Request, Result, Note> {
  let worker: WorkerPort | null = null;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, Waiting<Result>>();

  function stop(reason: string): void {
    worker?.terminate();
    worker = null;
    for (const waiting of pending.values()) waiting.reject(new Error(reason));
    pending.clear();
  }

  function running(): WorkerPort {
    if (worker) return worker;
    const started = start();
    started.onmessage = (event: MessageEvent<WorkerAnswer<Result>>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.result);
    };
    started.onerror = (event) => {
      // Handled here: the caller falls back to the page, so it is no error of the page's.
      event.preventDefault();
      broken = true;
      stop(`The ${name} worker failed`);
    };
    worker = started;
    return started;
  }

  return {
    usable: () => !broken && supported(),
    post(note, transfer = []) {
      if (!broken) running().postMessage(note, transfer);
    },
    request(request, transfer = []) {
      if (broken) return Promise.reject(new Error(`The ${name} worker failed`));
      const target = running();
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const message: Numbered<Request> = { ...request, id };
        try {
          target.postMessage(message, transfer);
        } catch (error) {
          // A message that cannot be cloned or handed over never reaches the worker.
          pending.delete(id);
          reject(new Error(errorMessage(error), { cause: error }));
        }
      });
    },
    terminate() {
      stop(`The ${name} worker was stopped`);
    },
  };
}

/** The worker's side: answers request `id` with what `work` gives, or with its error's words. */
export function answerRequest<Result>(
  post: (answer: WorkerAnswer<Result>) => void,
  id: number,
  work: Promise<Result>,
): void {
  void work.then(
    (result) => post({ id, result }),
    (error: unknown) => post({ id, error: errorMessage(error) }),
  );
}

/** Workers that draw on an OffscreenCanvas: not in every browser (older Safari has neither). */
export function canDrawInWorkers(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}
