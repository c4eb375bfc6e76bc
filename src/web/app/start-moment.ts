/**
 * When the app takes over a page the server rendered. Most screens need it at once (after the
 * first paint, main.tsx). A friend's page is a letter to read: the server's HTML shows all of it,
 * its Download is a link and the way to one's own strip too, so the app's start (React's code,
 * then hydration: the page's only long tasks on a slow phone) waits until the reader reaches
 * for the page: a touch, the mouse, a key, the focus. A press made then is held and made again
 * once the app runs (early-presses.ts). The sender's own browser, which holds the letter's
 * delete token, gets its view (Delete) at once.
 */
import { paths } from '../../model/paths.js';
import { LETTER_TOKENS_KEY } from '../lib/storage/letter-keys.js';

export type StartMoment = 'after-paint' | 'first-input';

/**
 * `tokens`: this browser's letter tokens as stored (raw JSON, or null). Looking for the id's
 * quoted text is enough here: ids are base64url, never escaped in JSON, and a false match only
 * starts the app sooner.
 */
export function startMoment(
  location: Pick<Location, 'pathname' | 'search'>,
  tokens: string | null,
): StartMoment {
  if (location.pathname !== paths.finalLetter) return 'after-paint';
  const id = new URLSearchParams(location.search).get('id');
  if (!id) return 'after-paint';
  return tokens?.includes(JSON.stringify(id)) ? 'after-paint' : 'first-input';
}

/** This browser's stored letter tokens, or null (none, or storage refused). */
export function storedLetterTokens(storage: () => Storage): string | null {
  try {
    return storage().getItem(LETTER_TOKENS_KEY);
  } catch {
    return null;
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
