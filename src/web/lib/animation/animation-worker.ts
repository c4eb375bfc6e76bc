/**
 * Off the main thread: cuts the strip's PNG into one frame per pose (src/render's
 * drawAnimationFrame, on an OffscreenCanvas) and encodes them as an animated GIF with gifenc.
 */
import { animationLayout, stripLayoutFromSize } from '../../../model/animation-frames.js';
import { STRIP_PADDING, STRIP_WIDTH } from '../../../model/strip.js';
import {
  commonestColour,
  drawAnimationFrame,
  framePixelSize,
} from '../../../render/animation-frame.js';
import { GifWriter } from '../workers/gif-encode.js';
import { answerRequest } from '../workers/worker-client.js';
import {
  ANIMATION_FAILURES,
  FRAME_DELAY_MS,
  FRAME_WIDTH,
  type AnimationAnswer,
  type AnimationMessage,
} from './animation-protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<AnimationMessage>) => void) | null;
  postMessage(message: AnimationAnswer): void;
}

const scope = self as unknown as WorkerScope;

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas context in the worker');
  return context;
}

/** The frame colour: the commonest colour of the strip's left margin. */
function frameColourOf(strip: ImageBitmap, pixelsPerUnit: number): string {
  const width = Math.max(1, Math.floor((STRIP_PADDING / 2) * pixelsPerUnit));
  const canvas = new OffscreenCanvas(width, strip.height);
  const context = context2d(canvas);
  context.drawImage(strip, 0, 0, width, strip.height, 0, 0, width, strip.height);
  return commonestColour(context.getImageData(0, 0, width, strip.height).data);
}

async function animate(strip: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(strip).catch((error: unknown) => {
    throw new Error(ANIMATION_FAILURES.unreadable, { cause: error });
  });
  try {
    const found = stripLayoutFromSize(bitmap.width, bitmap.height);
    if (!found) throw new Error(ANIMATION_FAILURES.notAStrip);
    const layout = animationLayout(found.poseCount, {
      eventName: found.eventName,
      dateStamp: found.dateStamp,
    });
    const scales = { strip: found.pixelsPerUnit, frame: FRAME_WIDTH / STRIP_WIDTH };
    const colour = frameColourOf(bitmap, found.pixelsPerUnit);
    const { width, height } = framePixelSize(layout, scales.frame);
    const canvas = new OffscreenCanvas(width, height);
    const context = context2d(canvas);
    const gif = new GifWriter({ delayMs: FRAME_DELAY_MS });
    layout.frames.forEach((_, index) => {
      drawAnimationFrame(context, bitmap, layout, index, scales, colour);
      gif.add(context.getImageData(0, 0, width, height));
    });
    return new Blob([gif.finish() as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  answerRequest((answer) => scope.postMessage(answer), request.id, animate(request.strip));
};
