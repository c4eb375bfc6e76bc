/**
 * Messages between the page and the strip worker. Photos are sent once, as Blobs, when the
 * editor opens, so the worker decodes them while the visitor decorates; a render then only
 * draws and encodes.
 */
import type { Decoration } from '../../../../model/decoration.js';
import type { Numbered, WorkerAnswer } from '../../../lib/workers/worker-client.js';

export interface PhotoEntry {
  /** The page's number for this Blob (the same Blob always has the same key). */
  key: number;
  blob: Blob;
}

/** No answer: the worker starts decoding these photos. */
export interface PhotosNote {
  type: 'photos';
  /** Every photo the page may render; the worker forgets the others. */
  photos: PhotoEntry[];
  pixelsPerUnit: number;
}

/** Answered with the strip's PNG. */
export interface RenderRequest {
  type: 'render';
  poseCount: number;
  decoration: Decoration;
  /** The date stamp's day, as a time value. */
  date: number;
  /** The app's language, which the date stamp is written in. */
  language: string;
  /** Written under the date stamp; '' for none. */
  eventName: string;
  pixelsPerUnit: number;
  /**
   * The visit's photos in their order, each box showing the one its photo frame names
   * (decoded already when sent in a 'photos' message before).
   */
  photos: PhotoEntry[];
  /** Image stickers' pictures by address (copies: the page keeps its own). */
  stickerImages: [string, ImageBitmap][];
}

/** Everything the worker receives. */
export type StripMessage = PhotosNote | Numbered<RenderRequest>;

export type StripAnswer = WorkerAnswer<Blob>;
