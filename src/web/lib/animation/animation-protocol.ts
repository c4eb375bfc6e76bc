/** Messages between a page (/download, the gallery) and the animation worker: the strip's PNG in, the GIF out. */
import type { Numbered, WorkerAnswer } from '../workers/worker-client.js';

export interface AnimationRequest {
  type: 'animate';
  /** The strip as Collect Photo drew it. */
  strip: Blob;
}

export type AnimationMessage = Numbered<AnimationRequest>;

export type AnimationAnswer = WorkerAnswer<Blob>;

/**
 * Why the worker could not make the animation, as its error's words: the page says each in
 * the visitor's language (animation-failure.ts), anything else generically.
 */
export const ANIMATION_FAILURES = {
  unreadable: 'Your photostrip could not be read.',
  notAStrip: 'This image is not a photostrip made here.',
} as const;

/** The animation's file (docs/using.md, Collect Photo and /download). */
export const ANIMATION_FILE_NAME = 'photostrip.gif';
/** Each pose shows this long; the GIF loops forever. */
export const FRAME_DELAY_MS = 600;
/** The frames' width in pixels: 2 pixels per strip unit. */
export const FRAME_WIDTH = 600;
