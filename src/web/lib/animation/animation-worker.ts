/**
 * Off the main thread: makes the animated GIF, one frame per pose, encoded with gifenc. For the
 * visitor's own strip each frame is drawn from the model (src/render's drawStripFrame: the
 * pose's photo, the footer, the stickers that belong to it, whole); that decodes only the
 * photos at the frames' small size instead of the whole 1,200 px PNG. Otherwise (a strip from
 * a link or the gallery, or a model that cannot be drawn here) the frames are cut from the
 * strip's PNG (drawAnimationFrame).
 */
import { animationLayout, stripLayoutFromSize } from '../../../model/animation-frames.js';
import { STRIP_PADDING, STRIP_WIDTH, stripGeometry } from '../../../model/strip.js';
import {
  commonestColour,
  drawAnimationFrame,
  drawStripFrame,
  framePixelSize,
} from '../../../render/animation-frame.js';
import { loadStampFont } from '../strip/worker-stamp-font.js';
import { GifWriter } from '../workers/gif-encode.js';
import { answerRequest } from '../workers/worker-client.js';
import {
  ANIMATION_FAILURES,
  FRAME_DELAY_MS,
  FRAME_WIDTH,
  type AnimationAnswer,
  type AnimationModel,
  type AnimationMessage,
} from './animation-protocol.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<AnimationMessage>) => void) | null;
  postMessage(message: AnimationAnswer): void;
  fonts: FontFaceSet;
}

const scope = self as unknown as WorkerScope;

/** The date stamp's face, loaded on the first model drawn (false: cut the PNG instead). */
let stampFontReady: Promise<boolean> | null = null;

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

const FRAME_PIXELS_PER_UNIT = FRAME_WIDTH / STRIP_WIDTH;

/**
 * The width the photos are decoded at: twice a photo box's at the frames' scale, so a photo
 * zoomed 2× or as wide as 16:9 still has a pixel for each of the frame's. Decoding each 2,048 px
 * photo whole measured no faster than cutting the 1,200 px PNG (bench/gif-encode.ts).
 */
const PHOTO_WIDTH = 2 * (STRIP_WIDTH - 2 * STRIP_PADDING) * FRAME_PIXELS_PER_UNIT;

/** The frames drawn from the model; rejects when a photo cannot be read or the font is missing. */
async function animateModel(model: AnimationModel): Promise<Blob> {
  const { poseCount, decoration, eventName } = model;
  const stickerImages = new Map(model.stickerImages);
  const decoding = model.photos.map((blob) =>
    createImageBitmap(blob, { resizeWidth: PHOTO_WIDTH, resizeQuality: 'medium' }),
  );
  try {
    const photos = await Promise.all(decoding);
    if (decoration.dateStamp || eventName !== '') {
      stampFontReady ??= loadStampFont(scope.fonts);
      if (!(await stampFontReady)) throw new Error('The date stamp font could not be loaded');
    }
    const geometry = stripGeometry(1, {
      eventName: eventName !== '',
      dateStamp: decoration.dateStamp,
    });
    const width = Math.round(geometry.width * FRAME_PIXELS_PER_UNIT);
    const height = Math.round(geometry.height * FRAME_PIXELS_PER_UNIT);
    const context = context2d(new OffscreenCanvas(width, height));
    const strip = {
      poseCount,
      decoration,
      date: new Date(model.date),
      locale: model.language,
      eventName,
    };
    const gif = new GifWriter({ delayMs: FRAME_DELAY_MS });
    for (let index = 0; index < poseCount; index += 1) {
      drawStripFrame(context, strip, { photos, stickerImages }, index, FRAME_PIXELS_PER_UNIT);
      gif.add(context.getImageData(0, 0, width, height));
    }
    return new Blob([gif.finish() as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
  } finally {
    // Every decoded photo is closed, also when another could not be read.
    for (const photo of decoding) {
      void photo.then((bitmap) => bitmap.close()).catch(() => undefined);
    }
    for (const picture of stickerImages.values()) picture.close();
  }
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
    const scales = { strip: found.pixelsPerUnit, frame: FRAME_PIXELS_PER_UNIT };
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
  const { strip, model } = request;
  const gif = model
    ? animateModel(model).catch((error: unknown) => {
        console.warn(
          'The animation could not be drawn from the strip model; cutting the PNG',
          error,
        );
        return animate(strip);
      })
    : animate(strip);
  answerRequest((answer) => scope.postMessage(answer), request.id, gif);
};
