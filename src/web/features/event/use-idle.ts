import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { idlePhase, nextCheckInMs } from './idle-timing.js';

/** What counts as someone being there: a touch, a pointer, a key, a scroll. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

interface IdleOptions {
  idleSeconds: number;
  /** True while something else is going on (a running shoot): the idle time does not count. */
  paused: boolean;
  /** Whether starting over would lose anything; when not, nothing asks and the time restarts. */
  worthAsking: () => Promise<boolean>;
  /** The countdown reached 0. */
  onOver: () => Promise<void>;
}

/**
 * Event mode's idle watch: the seconds left on 'Still there?' while it asks (null otherwise),
 * and keepGoing to answer it. Activity while it asks does not answer it: only Keep going does.
 */
export function useIdle({ idleSeconds, paused, worthAsking, onOver }: IdleOptions) {
  const lastActivity = useRef(0);
  const asking = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  const keepGoing = useCallback(() => {
    lastActivity.current = Date.now();
    asking.current = false;
    setSecondsLeft(null);
  }, []);

  useEffect(() => {
    lastActivity.current = Date.now();
    const onActivity = () => {
      if (!asking.current) lastActivity.current = Date.now();
    };
    const options = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, []);

  /** Looks at the clock; resolves with how long to wait before looking again. */
  const check = useEffectEvent(async (): Promise<number> => {
    if (paused) lastActivity.current = Date.now();
    let phase = idlePhase(Date.now(), lastActivity.current, idleSeconds);
    if (phase.kind === 'active') {
      asking.current = false;
      setSecondsLeft(null);
      return nextCheckInMs(phase);
    }
    if (!asking.current) {
      if (!(await worthAsking())) {
        lastActivity.current = Date.now();
        return idleSeconds * 1000;
      }
      asking.current = true;
      phase = idlePhase(Date.now(), lastActivity.current, idleSeconds);
    }
    if (phase.kind === 'asking') {
      setSecondsLeft(phase.secondsLeft);
      return nextCheckInMs(phase);
    }
    await onOver();
    keepGoing();
    return idleSeconds * 1000;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const loop = async () => {
      const wait = await check().catch(() => 1000);
      if (!stopped) timer = setTimeout(() => void loop(), Math.max(wait, 50));
    };
    timer = setTimeout(() => void loop(), 1000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [idleSeconds]);

  return { secondsLeft, keepGoing };
}
