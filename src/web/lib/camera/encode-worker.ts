/**
 * Off the main thread: draws a video frame (mirrored like the preview), filters its pixels with
 * the same colour matrix as the preview and encodes a PNG.
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

async function encode({ frame, matrix, mirror }: EncodeRequest): Promise<Blob> {
  const canvas = new OffscreenCanvas(frame.width, frame.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context in the worker');
  if (mirror) {
    context.translate(frame.width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(frame, 0, 0);
  frame.close();
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  applyColourMatrix(image.data, matrix);
  context.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}
