import type { ColourMatrix } from '../../../model/filters.js';
import type { SourceRect } from '../../../model/strip.js';
import type { WorkerAnswer } from '../workers/worker-client.js';

/** What the page sends the encode worker: one video frame, to be cropped, mirrored and filtered. */
export interface EncodeRequest {
  frame: ImageBitmap;
  /** The part of the frame the photo keeps (model/strip.ts photoCrop), in the frame's pixels. */
  crop: SourceRect;
  matrix: ColourMatrix;
  mirror: boolean;
}

/** The PNG, or why there is none. */
export type EncodeAnswer = WorkerAnswer<Blob>;
