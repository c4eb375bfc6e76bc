/**
 * The page's side of the strip worker: sends it the photos as soon as the editor has them,
 * and asks it for a strip. Where workers cannot draw (no OffscreenCanvas), or the worker
 * fails, canRenderInWorker() turns false and the caller draws on the page instead.
 */
import type { Decoration } from '../../../../model/decoration.js';
import { canDrawInWorkers, workerClient } from '../../../lib/workers/worker-client.js';
import type { PhotoEntry, PhotosNote, RenderRequest } from './strip-protocol.js';

const stripWorker = workerClient<RenderRequest, Blob, PhotosNote>(
  () => new Worker(new URL('./strip-worker.ts', import.meta.url), { type: 'module' }),
  { name: 'strip', supported: canDrawInWorkers },
);

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
  return stripWorker.usable();
}

/** Lets the worker decode the photos now, while the visitor decorates. */
export function preparePhotosInWorker(photos: readonly Blob[], pixelsPerUnit: number): void {
  if (!canRenderInWorker()) return;
  stripWorker.post({ type: 'photos', photos: entries(photos), pixelsPerUnit });
}

export interface WorkerRenderInput {
  poseCount: number;
  photos: readonly Blob[];
  decoration: Decoration;
  date: Date;
  language: string;
  eventName: string;
  pixelsPerUnit: number;
  stickerImages: ReadonlyMap<string, ImageBitmap>;
}

export function renderInWorker(input: WorkerRenderInput): Promise<Blob> {
  return stripWorker.request({
    type: 'render',
    poseCount: input.poseCount,
    decoration: input.decoration,
    date: input.date.getTime(),
    language: input.language,
    eventName: input.eventName,
    pixelsPerUnit: input.pixelsPerUnit,
    photos: entries(input.photos),
    stickerImages: [...input.stickerImages],
  });
}
