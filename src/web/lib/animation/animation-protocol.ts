/**
 * Messages between a page (/download, the gallery) and the animation worker: the strip's PNG
 * (and, for the visitor's own strip, what it was drawn from) in, the GIF out.
 */
import type { Decoration } from '../../../model/decoration.js';
import type { Numbered, WorkerAnswer } from '../workers/worker-client.js';

/** What the visitor's own strip is drawn from: its frames are drawn from this, stickers whole. */
export interface AnimationModel {
  poseCount: number;
  decoration: Decoration;
  /** The date stamp's day, as a time value. */
  date: number;
  /** The app's language, which the date stamp is written in. */
  language: string;
  /** Written under the date stamp; '' for none. */
  eventName: string;
  /** The visit's photos in their order (each box shows the one its photo frame names). */
  photos: Blob[];
  /** Image stickers' pictures by address (copies: the page keeps its own). */
  stickerImages: [string, ImageBitmap][];
}

export interface AnimationRequest {
  type: 'animate';
  /** The strip as Collect Photo drew it. */
  strip: Blob;
  /**
   * The strip's model, when this is the visit's own strip; without it (a strip from a link or
   * the gallery) the frames are cut from the PNG, stickers and all.
   */
  model?: AnimationModel;
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
