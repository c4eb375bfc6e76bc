/**
 * The countdown shown beside the take-home code until the booth starts over (docs/events.md,
 * Starting over), as arithmetic on the time the code appeared; use-seconds-left.ts feeds it
 * the clock.
 */

/**
 * Whole seconds left of `totalMs` begun at `since` (epoch ms), rounded up; never below 0, and a
 * clock set back before `since` counts as the start.
 */
export function secondsLeft(now: number, since: number, totalMs: number): number {
  const elapsed = Math.max(0, now - since);
  return Math.max(0, Math.ceil((totalMs - elapsed) / 1000));
}

/** How long until the shown number changes: the next whole second counted from `since`. */
export function msToNextSecond(now: number, since: number): number {
  const elapsed = Math.max(0, now - since);
  return 1000 - (elapsed % 1000);
}

/**
 * The ring's stroke-dashoffset: the part of its `circumference` already used up, so the
 * drawn arc is the time left and shrinks to nothing at 0.
 */
export function ringDashOffset(left: number, totalSeconds: number, circumference: number): number {
  if (totalSeconds <= 0) return circumference;
  const share = Math.min(1, Math.max(0, left / totalSeconds));
  return circumference * (1 - share);
}
