import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_SECONDS } from '../../../model/together.js';
import { countdownNumber, nextTick, shotsAhead, type Shot } from './countdown-timing.js';

/** Two shots of a pose closer than this are one (a retake is at least a 3-2-1 later). */
const SAME_SHOT_MS = 2000;

export interface ShownCountdown {
  pose: number;
  number: number;
}

/**
 * Fires `fire(pose)` at each shot's moment (one timer each, from Date.now(), so fake timers
 * drive it) and answers the 3-2-1 to show before the next one, waking only when it changes.
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
      const next = due.filter((shot) => shot.at > now).sort((a, b) => a.at - b.at)[0];
      const number = next ? countdownNumber(next.at, now) : null;
      setShown(next && number !== null ? { pose: next.pose, number } : null);
      if (!next) return;
      const windowOpens = next.at - COUNTDOWN_SECONDS * 1000;
      const wake = now < windowOpens ? windowOpens : nextTick(next.at, now);
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
