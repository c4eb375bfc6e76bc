/**
 * The page's side of the strip worker: sends it the photos as soon as the editor has them,
 * and asks it for a strip. Where workers cannot draw (no OffscreenCanvas), or the worker
 * fails, canRenderInWorker() turns false and the caller draws on the page instead.
 */
import type { Decoration } from '../../../../model/decoration.js';
import type { PhotoEntry, StripRequest, StripResponse } from './strip-protocol.js';

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, { resolve: (blob: Blob) => void; reject: (e: Error) => void }>();

const photoKeys = new WeakMap<Blob, number>();
let nextPhotoKey = 1;

function entries(photos: readonly Blob[]): PhotoEntry[] {
  return photos.map((blob) => {
    let key = photoKeys.get(blob);
    if (key === undefined) {
      key = nextPhotoKey++;
      photoKeys.set(blob, key);
    }
    return { key, blob };
  });
}

export function canRenderInWorker(): boolean {
  return !workerBroken && typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}

function stripWorker(): Worker {
  if (!worker) {
    const started = new Worker(new URL('./strip-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = (event: MessageEvent<StripResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('blob' in answer) waiting?.resolve(answer.blob);
      else waiting?.reject(new Error(answer.error));
    };
    started.onerror = (event) => {
      event.preventDefault();
      workerBroken = true;
      for (const waiting of pending.values()) waiting.reject(new Error('The strip worker failed'));
      pending.clear();
      started.terminate();
      worker = null;
    };
    worker = started;
  }
  return worker;
}

/** Lets the worker decode the photos now, while the visitor decorates. */
export function preparePhotosInWorker(photos: readonly Blob[], pixelsPerUnit: number): void {
  if (!canRenderInWorker()) return;
  const request: StripRequest = { type: 'photos', photos: entries(photos), pixelsPerUnit };
  stripWorker().postMessage(request);
}

export interface WorkerRenderInput {
  poseCount: number;
  photos: readonly Blob[];
  decoration: Decoration;
  date: Date;
  pixelsPerUnit: number;
  stickerImages: ReadonlyMap<string, ImageBitmap>;
}

export function renderInWorker(input: WorkerRenderInput): Promise<Blob> {
  const target = stripWorker();
  const id = nextId++;
  return new Promise<Blob>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: StripRequest = {
      type: 'render',
      id,
      poseCount: input.poseCount,
      decoration: input.decoration,
      date: input.date.getTime(),
      pixelsPerUnit: input.pixelsPerUnit,
      photos: entries(input.photos),
      stickerImages: [...input.stickerImages],
    };
    target.postMessage(request);
  });
}
