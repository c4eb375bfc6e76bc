import type { ColourMatrix } from '../../../model/filters.js';
import type { WorkerAnswer } from '../workers/worker-client.js';

/** What the page sends the encode worker: one video frame, to be mirrored and filtered. */
export interface EncodeRequest {
  frame: ImageBitmap;
  matrix: ColourMatrix;
  mirror: boolean;
}

/** The PNG, or why there is none. */
export type EncodeAnswer = WorkerAnswer<Blob>;
