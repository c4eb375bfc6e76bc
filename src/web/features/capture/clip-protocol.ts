import type { ColourMatrix } from '../../../model/filters.js';
import type { WorkerAnswer } from '../../lib/workers/worker-client.js';
import type { Clip } from '../../lib/storage/visit.js';

/**
 * What the page sends the clip worker (clip-worker.ts): camera frames as they come, already at
 * the clip's size, to be mirrored, filtered and kept as JPEG; a shot, answered with its clip once
 * the frames after it came; and a reset, which forgets the frames kept.
 */
export type ClipRequest =
  | {
      type: 'frame';
      /** The camera's time of the frame, ms (its mediaTime). */
      time: number;
      frame: ImageBitmap;
      matrix: ColourMatrix;
      /** Mirrored as the photo is (lib/camera/kept-mirror.ts). */
      mirror: boolean;
    }
  | { type: 'shot'; time: number }
  | { type: 'reset' };

/** A frame kept (or dropped), a shot's clip (null when none could be cut), a reset done. */
export type ClipResult =
  { type: 'frame' } | { type: 'clip'; clip: Clip | null } | { type: 'reset' };

export type ClipAnswer = WorkerAnswer<ClipResult>;
