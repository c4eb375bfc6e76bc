/**
 * When the app takes over a page the server rendered. Most screens need it at once (after the
 * first paint, main.tsx). Two pages are whole without it, so the app's start (React's code, then
 * hydration: the page's only long tasks on a slow phone) waits until the reader reaches for the
 * page (a touch, the mouse, a key, the focus), and a press made then is held and made again once
 * the app runs (early-presses.ts):
 * - a friend's page, a letter to read: the server's HTML shows all of it, its Download is a link
 *   and the way to one's own strip too. The sender's own browser, which holds the letter's
 *   delete token, gets its view (Delete) at once.
 * - the first page `/`: a welcome and a Start link, which works as a plain link before the app
 *   runs. A booth at an event starts at once (its screens follow the event's settings), so does
 *   a page whose language was chosen by its link (`?lang=`, kept as the choice), and the
 *   offline booth's worker registers after the paint without the app (main.tsx).
 */
import { FINAL_LETTER_PATH, HOME_PATH } from '../../model/first-paths.js';
import { EVENT_KEY } from '../lib/event/event-keys.js';
import { LETTER_TOKENS_KEY } from '../lib/storage/letter-keys.js';

export type StartMoment = 'after-paint' | 'first-input';

/** What this browser keeps that decides the moment (null: not read yet, before the paint). */
export interface StoredForStart {
  /** The letter tokens as stored (raw JSON), or null. */
  letterTokens: string | null;
  /** This booth is at an event (its settings are stored). */
  atEvent: boolean;
}

/**
 * Looking for the id's quoted text in the tokens is enough: ids are base64url, never escaped in
 * JSON, and a false match only starts the app sooner.
 */
export function startMoment(
  location: Pick<Location, 'pathname' | 'search'>,
  stored: StoredForStart | null,
): StartMoment {
  if (location.pathname === HOME_PATH) {
    // A language chosen by the link (`?lang=`) is kept as the choice by the app, before the
    // Start link, followed without the app, would lose it.
    const chosenByLink = new URLSearchParams(location.search).has('lang');
    return stored?.atEvent || chosenByLink ? 'after-paint' : 'first-input';
  }
  if (location.pathname !== FINAL_LETTER_PATH) return 'after-paint';
  const id = new URLSearchParams(location.search).get('id');
  if (!id) return 'after-paint';
  return stored?.letterTokens?.includes(JSON.stringify(id)) ? 'after-paint' : 'first-input';
}

/** What this browser keeps for the decision (nothing where storage is refused). */
export function storedForStart(storage: () => Storage): StoredForStart {
  try {
    const kept = storage();
    return {
      letterTokens: kept.getItem(LETTER_TOKENS_KEY),
      atEvent: kept.getItem(EVENT_KEY) !== null,
    };
  } catch {
    return { letterTokens: null, atEvent: false };
  }
}

/** What shows the reader is here: a touch or a press, the mouse moving, a key, the focus, a wheel. */
const READER_INPUTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/** Calls `start` at the reader's first input (once). */
export function onFirstInput(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  start: () => void,
): void {
  const options = { capture: true, passive: true } as const;
  const first = () => {
    for (const type of READER_INPUTS) target.removeEventListener(type, first, options);
    start();
  };
  for (const type of READER_INPUTS) target.addEventListener(type, first, options);
}
