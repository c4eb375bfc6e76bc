/**
 * Takes a photo from the live video: the frame as the visitor saw it (mirrored, with the
 * filter's colour matrix applied to its pixels), as a PNG Blob. The main thread only grabs the
 * frame; filtering and encoding run in a worker. Where a worker cannot (no OffscreenCanvas),
 * the main thread filters and canvas.toBlob encodes.
 */
import { applyColourMatrix, type ColourMatrix } from '../../../model/filters.js';
import type { EncodeRequest, EncodeResponse } from './encode-protocol.js';

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, { resolve: (blob: Blob) => void; reject: (e: Error) => void }>();

function encodeWorker(): Worker | null {
  if (workerBroken || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return null;
  }
  if (!worker) {
    worker = new Worker(new URL('./encode-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<EncodeResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('blob' in answer) waiting?.resolve(answer.blob);
      else waiting?.reject(new Error(answer.error));
    };
    worker.onerror = () => {
      workerBroken = true;
      for (const waiting of pending.values()) waiting.reject(new Error('Encode worker failed'));
      pending.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

function inWorker(frame: ImageBitmap, matrix: ColourMatrix, target: Worker): Promise<Blob> {
  const id = nextId++;
  return new Promise<Blob>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const request: EncodeRequest = { id, frame, matrix, mirror: true };
    target.postMessage(request, [frame]);
  });
}

/** The video's frame on a canvas, mirrored like the preview and filtered, on this thread. */
export function drawFilteredFrame(
  video: HTMLVideoElement,
  matrix: ColourMatrix,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context');
  context.translate(canvas.width, 0);
  context.scale(-1, 1);
  context.drawImage(video, 0, 0);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  applyColourMatrix(image.data, matrix);
  context.putImageData(image, 0, 0);
  return canvas;
}

async function onMainThread(video: HTMLVideoElement, matrix: ColourMatrix): Promise<Blob> {
  const canvas = drawFilteredFrame(video, matrix);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/png',
    ),
  );
}

export async function capturePhoto(video: HTMLVideoElement, matrix: ColourMatrix): Promise<Blob> {
  if (!video.videoWidth || !video.videoHeight) throw new Error('The camera shows no picture yet');
  const target = encodeWorker();
  if (target) {
    try {
      return await inWorker(await createImageBitmap(video), matrix, target);
    } catch {
      // Fall through to the main thread, so the photo is never lost.
    }
  }
  return onMainThread(video, matrix);
}
