/** Strip layouts: how many poses a strip holds (docs/using.md, Using the booth). */
export const POSE_COUNTS = [2, 3, 4, 6] as const;
export type PoseCount = (typeof POSE_COUNTS)[number];

/** The sequence screen's layout when none is given (docs/using.md, Using the booth). */
export const DEFAULT_POSE_COUNT: PoseCount = 3;

export function isPoseCount(value: unknown): value is PoseCount {
  return POSE_COUNTS.includes(value as PoseCount);
}

/** Countdown choices in seconds, and the sequence's default (docs/using.md, Using the booth). */
export const TIMER_CHOICES = [3, 5, 10] as const;
export type TimerSeconds = (typeof TIMER_CHOICES)[number];
export const DEFAULT_TIMER: TimerSeconds = 3;

export function isTimerSeconds(value: unknown): value is TimerSeconds {
  return TIMER_CHOICES.includes(value as TimerSeconds);
}
