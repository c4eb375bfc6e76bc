import { isTimerSeconds, type TimerSeconds } from '../../../model/layouts.js';
import type { KeyValueStorage } from '../../lib/storage/safe-storage.js';

/** Where the browser keeps the countdown last chosen on /capture. */
const COUNTDOWN_KEY = 'postbooth.countdown';

/**
 * The countdown the camera screen starts with: the last one chosen in this browser, else none
 * (a first visit chooses, as the spec says). Anything else stored there counts as none.
 */
export function keptCountdown(storage: KeyValueStorage): TimerSeconds | null {
  const seconds = Number(storage.getItem(COUNTDOWN_KEY));
  return isTimerSeconds(seconds) ? seconds : null;
}

export function keepCountdown(storage: KeyValueStorage, seconds: TimerSeconds): void {
  storage.setItem(COUNTDOWN_KEY, String(seconds));
}
