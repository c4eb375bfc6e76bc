/**
 * The page's side of the animation worker. Only where workers can draw (OffscreenCanvas):
 * encoding on the page would stall it, so elsewhere Download animation is not offered.
 */
import { stripLayoutFromSize } from '../../../model/animation-frames.js';
import { loadStickerPictures, stickerBitmaps } from '../strip/sticker-pictures.js';
import { canDrawInWorkers, workerClient } from '../workers/worker-client.js';
import type { AnimationModel, AnimationRequest } from './animation-protocol.js';
import type { OwnStrip } from './own-strip.js';

const animationWorker = workerClient<AnimationRequest, Blob>(
  () => new Worker(new URL('./animation-worker.ts', import.meta.url), { type: 'module' }),
  { name: 'animation', supported: canDrawInWorkers },
);

/** Whether a strip of this size can be animated here. */
export function canAnimate(width: number, height: number): boolean {
  return animationWorker.usable() && stripLayoutFromSize(width, height) !== null;
}

async function modelOf(own: OwnStrip): Promise<AnimationModel> {
  const stickerImages = await stickerBitmaps(await loadStickerPictures(own.decoration));
  return {
    poseCount: own.poseCount,
    decoration: own.decoration,
    date: own.date.getTime(),
    language: own.language,
    eventName: own.eventName,
    photos: own.photos,
    stickerImages: [...stickerImages],
  };
}

/**
 * The strip's animated GIF, one frame per pose: drawn from `own`, the strip's model, when given
 * (every sticker whole), else cut from the PNG.
 */
export async function makeAnimation(strip: Blob, own: OwnStrip | null = null): Promise<Blob> {
  const model = own ? await modelOf(own) : undefined;
  return animationWorker.request({ type: 'animate', strip, model });
}
