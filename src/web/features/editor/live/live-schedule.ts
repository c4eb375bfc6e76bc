/**
 * The Live preview's timetable (pure): which video frame is due at a time, which clip frames a
 * cell keeps decoded around it, and what to decode or let go. The player (clip-player.ts) runs
 * it; the clip frame of video frame k is boomerangClipIndex(k), as in the exported video, so
 * every cell shows the same moment of its pose.
 */
import { CLIP_FPS, boomerangClipIndex } from '../../../../model/living-strip.js';

/**
 * Clip frames decoded ahead of the one shown, per clip: 4 frames (133 ms) covers a decode on a
 * busy phone, and 6 clips then hold at most 6 × 5 frames of 480 × 360 × 4 bytes (26 MB)
 * instead of all 6 × 47 (195 MB).
 */
const LOOK_AHEAD_FRAMES = 4;

/** The video frame due `elapsedMs` after frame 0 was (whole frames, never negative). */
export function videoFrameAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  // Times the rate, not over CLIP_FRAME_MS (33.33…), and a hair over: 1000 ms is frame 30,
  // and so is 30 × CLIP_FRAME_MS, not 29.99….
  return Math.floor((elapsedMs * CLIP_FPS) / 1000 + 1e-6);
}

/**
 * The clip frames a cell needs from video frame `k` on: the one shown now and those of the next
 * `lookAhead` video frames, each once (the boomerang shows a frame twice at its turns).
 */
export function framesWanted(k: number, lookAhead = LOOK_AHEAD_FRAMES): number[] {
  const wanted: number[] = [];
  for (let step = 0; step <= lookAhead; step += 1) {
    const index = boomerangClipIndex(k + step);
    if (!wanted.includes(index)) wanted.push(index);
  }
  return wanted;
}

/**
 * What a cell's decoder does next: decode the wanted frames it neither holds nor is decoding
 * (in the order wanted: the one due first first), and close the frames it holds that are no
 * longer wanted.
 */
export function decodePlan(
  held: Iterable<number>,
  decoding: Iterable<number>,
  wanted: readonly number[],
): { decode: number[]; close: number[] } {
  const heldSet = new Set(held);
  const busy = new Set(decoding);
  const wantedSet = new Set(wanted);
  return {
    decode: wanted.filter((index) => !heldSet.has(index) && !busy.has(index)),
    close: [...heldSet].filter((index) => !wantedSet.has(index)),
  };
}
