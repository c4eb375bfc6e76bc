import { useEffect, useState } from 'react';
import { msToNextSecond, secondsLeft } from './start-over-countdown.js';

/**
 * The whole seconds left of `totalMs` counted from when `running` became true, looked at again
 * on each whole second from then; null while not running. Read from Date.now(), so a test's
 * fake clock moves it.
 */
export function useSecondsLeft(running: boolean, totalMs: number): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return;
    const since = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          const now = secondsLeft(Date.now(), since, totalMs);
          setLeft(now);
          if (now > 0) schedule();
        },
        msToNextSecond(Date.now(), since),
      );
    };
    schedule();
    return () => {
      clearTimeout(timer);
      setLeft(null);
    };
  }, [running, totalMs]);
  if (!running) return null;
  return left ?? Math.ceil(totalMs / 1000);
}
