/**
 * Off the main thread: draws the part of a video frame the preview shows (mirrored like it, unless
 * the visitor turned Mirror off), filters its pixels with the same colour matrix as the preview
 * and encodes a PNG.
 */
import { applyColourMatrix } from '../../../model/filters.js';
import { answerRequest, type Numbered } from '../workers/worker-client.js';
import type { EncodeAnswer, EncodeRequest } from './encode-protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<Numbered<EncodeRequest>>) => void) | null;
  postMessage(message: EncodeAnswer): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  answerRequest((answer) => scope.postMessage(answer), event.data.id, encode(event.data));
};

async function encode({ frame, crop, matrix, mirror }: EncodeRequest): Promise<Blob> {
  const canvas = new OffscreenCanvas(crop.sw, crop.sh);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context in the worker');
  if (mirror) {
    context.translate(crop.sw, 0);
    context.scale(-1, 1);
  }
  context.drawImage(frame, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, crop.sw, crop.sh);
  frame.close();
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  applyColourMatrix(image.data, matrix);
  context.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}
