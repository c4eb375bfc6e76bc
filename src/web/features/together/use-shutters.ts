import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_SECONDS } from '../../../model/together.js';
import { countdownNumber, nextTick, shotsAhead, type Shot } from './countdown-timing.js';

/** Two shots of a pose closer than this are one (a retake is at least a 3-2-1 later). */
const SAME_SHOT_MS = 2000;

/** How long a shot stays on screen after its shutter (the flash), before the room comes back. */
const SHOT_HOLD_MS = 800;

/** The shoot on this phone, while one of its shots is ahead (or has just been taken). */
export interface ShownCountdown {
  /** The pose this phone shoots next. */
  pose: number;
  /** The 3-2-1 now; null outside its three seconds (before it, or once the shutter fired). */
  number: number | null;
  /** The shutter fired a moment ago (for SHOT_HOLD_MS). */
  taken: boolean;
}

/**
 * Fires `fire(pose)` at each shot's moment (one timer each, from Date.now(), so fake timers
 * drive it) and answers the shoot to show: from the moment a shot is due until SHOT_HOLD_MS
 * after the last, with the 3-2-1 before each, waking only when it changes.
 * Each shot fires once, however often the list changes; one long past (a reload) never fires.
 */
export function useShutters(
  shots: readonly Shot[],
  fire: (pose: number) => void,
): ShownCountdown | null {
  const fireRef = useRef(fire);
  useEffect(() => {
    fireRef.current = fire;
  }, [fire]);
  const [shown, setShown] = useState<ShownCountdown | null>(null);
  const fired = useRef<Shot[]>([]);

  useEffect(() => {
    // The same shot, moved a little by a better clock offset after it fired, is not fired again.
    const firedAlready = (shot: Shot) =>
      fired.current.some(
        (done) => done.pose === shot.pose && Math.abs(done.at - shot.at) < SAME_SHOT_MS,
      );
    const due = shotsAhead(shots, Date.now()).filter((shot) => !firedAlready(shot));
    const timers = due.map((shot) =>
      setTimeout(
        () => {
          fired.current.push(shot);
          fireRef.current(shot.pose);
        },
        Math.max(0, shot.at - Date.now()),
      ),
    );
    let tick: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const now = Date.now();
      const next = due
        .filter((shot) => shot.at + SHOT_HOLD_MS > now)
        .sort((a, b) => a.at - b.at)[0];
      if (!next) {
        setShown(null);
        return;
      }
      const number = countdownNumber(next.at, now);
      setShown({ pose: next.pose, number, taken: next.at <= now });
      const windowOpens = next.at - COUNTDOWN_SECONDS * 1000;
      let wake = next.at + SHOT_HOLD_MS;
      if (now < windowOpens) wake = windowOpens;
      else if (now < next.at) wake = nextTick(next.at, now);
      tick = setTimeout(update, Math.max(0, wake - now));
    };
    update();
    return () => {
      timers.forEach(clearTimeout);
      clearTimeout(tick);
    };
  }, [shots]);

  return shown;
}
