/**
 * Takes a photo from the live video: the frame as the visitor saw it (mirrored, with the
 * filter's colour matrix applied to its pixels), as a PNG Blob. The main thread only grabs the
 * frame; filtering and encoding run in a worker. Where a worker cannot (no OffscreenCanvas),
 * the main thread filters and canvas.toBlob encodes.
 */
import { applyColourMatrix, type ColourMatrix } from '../../../model/filters.js';
import { canDrawInWorkers, workerClient } from '../workers/worker-client.js';
import type { EncodeRequest } from './encode-protocol.js';

const encoder = workerClient<EncodeRequest, Blob>(
  () => new Worker(new URL('./encode-worker.ts', import.meta.url), { type: 'module' }),
  { name: 'encode', supported: canDrawInWorkers },
);

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
  if (encoder.usable()) {
    try {
      const frame = await createImageBitmap(video);
      // The frame moves to the worker (no copy); the worker closes it.
      return await encoder.request({ frame, matrix, mirror: true }, [frame]);
    } catch {
      // Fall through to the main thread, so the photo is never lost.
    }
  }
  return onMainThread(video, matrix);
}
