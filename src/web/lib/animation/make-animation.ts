/**
 * The page's side of the animation worker. Only where workers can draw (OffscreenCanvas):
 * encoding on the page would stall it, so elsewhere Download animation is not offered.
 */
import { stripLayoutFromSize } from '../../../model/animation-frames.js';
import { canDrawInWorkers, workerClient } from '../workers/worker-client.js';
import type { AnimationRequest } from './animation-protocol.js';

const animationWorker = workerClient<AnimationRequest, Blob>(
  () => new Worker(new URL('./animation-worker.ts', import.meta.url), { type: 'module' }),
  { name: 'animation', supported: canDrawInWorkers },
);

/** Whether a strip of this size can be animated here. */
export function canAnimate(width: number, height: number): boolean {
  return animationWorker.usable() && stripLayoutFromSize(width, height) !== null;
}

/** The strip's animated GIF, one frame per pose. */
export function makeAnimation(strip: Blob): Promise<Blob> {
  return animationWorker.request({ type: 'animate', strip });
}
