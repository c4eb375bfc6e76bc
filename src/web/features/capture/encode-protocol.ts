import type { ColourMatrix } from '../../../model/filters.js';

/** What the page sends the encode worker: one video frame, to be mirrored and filtered. */
export interface EncodeRequest {
  id: number;
  frame: ImageBitmap;
  matrix: ColourMatrix;
  mirror: boolean;
}

export type EncodeResponse = { id: number; blob: Blob } | { id: number; error: string };
