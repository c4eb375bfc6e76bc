/**
 * When event mode's 'Still there?' asks and when the visit starts over, as pure arithmetic on
 * the time of the last touch (docs/events.md). use-idle.ts feeds it the
 * clock and the page's activity.
 */
import { STILL_THERE_SECONDS } from '../../../model/event-settings.js';

export type IdlePhase =
  /** Someone is there; 'Still there?' asks in `askInMs`. */
  | { readonly kind: 'active'; readonly askInMs: number }
  /** 'Still there? Starting over in `secondsLeft`…' */
  | { readonly kind: 'asking'; readonly secondsLeft: number }
  /** Nobody answered: start over. */
  | { readonly kind: 'over' };

/**
 * The phase `now` (epoch ms) when the last activity was at `lastActivity` and the host chose
 * `idleSeconds`. A clock that went back (lastActivity in the future) counts as activity now.
 */
export function idlePhase(
  now: number,
  lastActivity: number,
  idleSeconds: number,
  countdownSeconds: number = STILL_THERE_SECONDS,
): IdlePhase {
  const idleMs = Math.max(0, now - lastActivity);
  const askAt = idleSeconds * 1000;
  if (idleMs < askAt) return { kind: 'active', askInMs: askAt - idleMs };
  const left = askAt + countdownSeconds * 1000 - idleMs;
  if (left > 0) return { kind: 'asking', secondsLeft: Math.ceil(left / 1000) };
  return { kind: 'over' };
}

/** How long to wait before looking again: until the question, or to the next whole second. */
export function nextCheckInMs(phase: IdlePhase): number {
  if (phase.kind === 'active') return Math.min(phase.askInMs, 1000);
  return 1000;
}
