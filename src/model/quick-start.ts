/**
 * The quick start (docs/events.md, "Setting up" and "On your own phone at an event"): what a
 * guest is still asked once the host fixed some choices, and so where Start leads. A kiosk's
 * host may fix the source, the poses and the countdown; a shared event fixes only the source for
 * the guests' phones. Apart from event-settings.ts, which the first page loads only in event
 * mode: this is all `/` needs of it.
 */
import type { EventSources } from './event-settings.js';
import type { PoseCount, TimerSeconds } from './layouts.js';
import { eventScreenPath, paths } from './paths.js';

/** What the host fixed for every guest; absent fields are the guests' to choose. */
export interface FixedChoices {
  readonly sources: EventSources;
  readonly fixedLayout?: PoseCount;
  readonly fixedTimer?: TimerSeconds;
}

/** The screen Start (or Make my strip) opens. */
export type StartScreen = 'layout' | 'capture';

/**
 * With the camera as the only source /layout would ask nothing but the poses, which the camera
 * screen asks as well: Start opens the camera at once. Otherwise the guest chooses the source.
 */
export function startScreen(fixed: FixedChoices | null): StartScreen {
  return fixed?.sources === 'camera' ? 'capture' : 'layout';
}

/** What the camera screen asks of the guest before the shoot (the filter it always offers). */
export interface CaptureQuestions {
  /** How many poses: only when /layout was skipped and the host left the poses open. */
  readonly poses: boolean;
  readonly countdown: boolean;
}

export function captureQuestions(fixed: FixedChoices | null): CaptureQuestions {
  return {
    poses: startScreen(fixed) === 'capture' && fixed?.fixedLayout === undefined,
    countdown: fixed?.fixedTimer === undefined,
  };
}

/**
 * Where the camera screen's Back leads: to /layout when the guest came through it, else to the
 * welcome Start was pressed on (a guest's phone: the event's own, at its link).
 */
export function captureBackPath(fixed: FixedChoices | null, guestCode: string | null): string {
  if (startScreen(fixed) === 'layout') return paths.layout;
  return guestCode === null ? paths.home : eventScreenPath(paths.guest, guestCode);
}
