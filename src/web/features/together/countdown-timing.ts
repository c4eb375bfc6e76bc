/**
 * The shared countdown's timing, pure: which poses this phone shoots and when, and what the
 * 3-2-1 shows at a moment. Everything is on the Date.now() scale, already corrected by the
 * phone's clock offset (RoomSnapshot.countdown.shootAtLocal), so every phone counts to the same
 * moment whenever the message reached it.
 */
import { COUNTDOWN_SECONDS, TOGETHER_SHOT_GAP_MS } from '../../../model/together.js';

export interface Shot {
  /** The pose's index on the strip. */
  pose: number;
  /** When its shutter fires, local ms. */
  at: number;
}

/** A shot this late (a phone that slept through it) is not taken: its owner retakes it. */
const MISSED_SHOT_MS = 1000;

/** This phone's shots: its k-th pose at shootAtLocal + k × TOGETHER_SHOT_GAP_MS. */
export function shotsOf(
  poses: readonly (string | null)[],
  you: string,
  shootAtLocal: number,
): Shot[] {
  const mine = poses.flatMap((who, pose) => (who === you ? [pose] : []));
  return mine.map((pose, k) => ({ pose, at: shootAtLocal + k * TOGETHER_SHOT_GAP_MS }));
}

/** The shots still to take at `now` (a late join or a reload skips the ones long past). */
export function shotsAhead(shots: readonly Shot[], now: number): Shot[] {
  return shots.filter((shot) => shot.at > now - MISSED_SHOT_MS);
}

/**
 * The number the 3-2-1 shows at `now` before a shutter at `at`: 3 in the third second before
 * it, then 2, then 1; null outside those seconds.
 */
export function countdownNumber(at: number, now: number): number | null {
  const left = at - now;
  if (left <= 0 || left > COUNTDOWN_SECONDS * 1000) return null;
  return Math.ceil(left / 1000);
}

/** When the shown number next changes (or the shutter fires), for the next timer. */
export function nextTick(at: number, now: number): number {
  const left = at - now;
  if (left <= 0) return now;
  const intoSecond = left % 1000;
  return now + (intoSecond === 0 ? 1000 : intoSecond);
}
