/**
 * Whether a camera strip's Live switch is on when the editor opens: as the visitor last set it,
 * else on, so a strip taken with the camera is seen living, unless the visitor asks for reduced
 * motion (then nothing moves unasked; the switch is one tap away).
 */
export function liveAtStart(kept: boolean | undefined, reducedMotion: boolean): boolean {
  return kept ?? !reducedMotion;
}
