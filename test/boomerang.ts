/**
 * The boomerang's mirror, for the tests of every side (model, web, e2e) that check the order a
 * living strip plays in: the "frame k equals frame 2n − k". The product never needs it
 * (it asks boomerangClipIndex which clip frame to show), so it lives here, outside src/.
 */
import {
  BOOMERANG_FRAME_COUNT,
  CLIP_FRAME_COUNT,
  CLIP_SHOT_INDEX,
} from '../src/model/living-strip.js';

/**
 * The video frame that shows the same clip frame as video frame `k`: the boomerang turns at the
 * clip's last frame, k = CLIP_FRAME_COUNT − 1 − CLIP_SHOT_INDEX, and runs the same frames back.
 */
export function boomerangMirror(k: number): number {
  const turn = CLIP_FRAME_COUNT - 1 - CLIP_SHOT_INDEX;
  const period = BOOMERANG_FRAME_COUNT;
  return (((2 * turn - k) % period) + period) % period;
}
