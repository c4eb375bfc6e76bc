/**
 * Messages between the page and the strip worker. Photos are sent once, as Blobs, when the
 * editor opens, so the worker decodes them while the visitor decorates; a render then only
 * draws and encodes.
 */
import type { Decoration } from '../../../../model/decoration.js';

export interface PhotoEntry {
  /** The page's number for this Blob (the same Blob always has the same key). */
  key: number;
  blob: Blob;
}

export type StripRequest =
  | {
      type: 'photos';
      /** Every photo the page may render; the worker forgets the others. */
      photos: PhotoEntry[];
      pixelsPerUnit: number;
    }
  | {
      type: 'render';
      id: number;
      poseCount: number;
      decoration: Decoration;
      /** The date stamp's day, as a time value. */
      date: number;
      pixelsPerUnit: number;
      /** The photos in strip order (decoded already when sent in a 'photos' message before). */
      photos: PhotoEntry[];
      /** Image stickers' pictures by address (copies: the page keeps its own). */
      stickerImages: [string, ImageBitmap][];
    };

export type StripResponse = { id: number; blob: Blob } | { id: number; error: string };
