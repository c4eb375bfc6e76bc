/**
 * The bitrate a living strip's video is encoded at: enough bits a pixel for the clips to look
 * clean (they fill most of the frame, moving; the frame, stamp and stickers stay still and cost
 * almost nothing after the first frame), and never so many that the file could pass
 * VIDEO_TARGET_BYTES, the size Instagram and the share sheets take.
 */
import {
  BOOMERANG_FRAME_COUNT,
  VIDEO_FPS,
  VIDEO_TARGET_BYTES,
} from '../../../model/living-strip.js';
import type { MuxerCodec } from './video-format.js';

/**
 * Bits a pixel a frame for each codec: VP9 needs a little less than H.264 for the same
 * picture, VP8 rather more.
 */
const BITS_PER_PIXEL: Record<MuxerCodec, number> = { avc: 0.1, vp9: 0.08, vp8: 0.14 };

/**
 * The share of the size budget the encoder is asked for: a variable-bitrate encoder overshoots
 * on a short clip, and the container adds its tables.
 */
const BUDGET_SHARE = 0.75;

/** Below this a small strip would turn to blocks. */
const MIN_BITRATE = 1_000_000;

/**
 * Bits a second of a living strip's video `width` × `height` in `codec`: the codec's quality,
 * capped by the size budget over the video's duration.
 */
export function livingVideoBitrate(
  codec: MuxerCodec,
  size: { width: number; height: number },
): number {
  const quality = BITS_PER_PIXEL[codec] * size.width * size.height * VIDEO_FPS;
  const seconds = BOOMERANG_FRAME_COUNT / VIDEO_FPS;
  const budget = (VIDEO_TARGET_BYTES * 8 * BUDGET_SHARE) / seconds;
  return Math.round(Math.min(budget, Math.max(MIN_BITRATE, quality)));
}

/**
 * For a second try after a file came out `bytes` long, over `targetBytes`: the bitrate scaled
 * down by as much, and a tenth more for safety.
 */
export function retryBitrate(bitrate: number, bytes: number, targetBytes: number): number {
  return Math.round((bitrate * targetBytes * 0.9) / bytes);
}
