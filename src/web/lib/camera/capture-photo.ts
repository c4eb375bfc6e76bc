/**
 * Takes a photo from the live video: the frame as the visitor saw it (the part the preview shows,
 * model/strip.ts photoCrop; mirrored like the preview unless Mirror is off; with the filter's
 * colour matrix applied to its pixels), as a PNG Blob. The main thread only grabs the frame;
 * cropping, filtering and encoding run in a worker. Where a worker cannot (no OffscreenCanvas),
 * the main thread filters and canvas.toBlob encodes.
 */
import { applyColourMatrix, type ColourMatrix } from '../../../model/filters.js';
import { photoCrop, type SourceRect } from '../../../model/strip.js';
import { canDrawInWorkers, workerClient } from '../workers/worker-client.js';
import type { EncodeRequest } from './encode-protocol.js';

const encoder = workerClient<EncodeRequest, Blob>(
  () => new Worker(new URL('./encode-worker.ts', import.meta.url), { type: 'module' }),
  { name: 'encode', supported: canDrawInWorkers },
);

/** The photo's part of the video's frame on a canvas, mirrored or not, filtered, on this thread. */
export function drawFilteredFrame(
  video: HTMLVideoElement,
  matrix: ColourMatrix,
  mirror: boolean,
  crop: SourceRect = photoCrop(video.videoWidth, video.videoHeight),
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = crop.sw;
  canvas.height = crop.sh;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context');
  if (mirror) {
    context.translate(canvas.width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, crop.sw, crop.sh);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  applyColourMatrix(image.data, matrix);
  context.putImageData(image, 0, 0);
  return canvas;
}

export async function capturePhoto(
  video: HTMLVideoElement,
  matrix: ColourMatrix,
  mirror: boolean,
): Promise<Blob> {
  if (!video.videoWidth || !video.videoHeight) throw new Error('The camera shows no picture yet');
  const crop = photoCrop(video.videoWidth, video.videoHeight);
  if (encoder.usable()) {
    try {
      const frame = await createImageBitmap(video);
      // The frame moves to the worker (no copy); the worker closes it.
      return await encoder.request({ frame, crop, matrix, mirror }, [frame]);
    } catch {
      // Fall through to the main thread, so the photo is never lost.
    }
  }
  const canvas = drawFilteredFrame(video, matrix, mirror, crop);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
      'image/png',
    ),
  );
}
