/** The letter being written, kept under `letterMessage` (docs/using.md, Writing and sharing a letter). */
import { withoutLoneSurrogates } from '../../../model/letter-text.js';
import { LETTER_MAX_LENGTH } from '../../../model/limits.js';
import { LETTER_MESSAGE_KEY } from './letter-keys.js';
import type { KeyValueStorage } from './safe-storage.js';

/**
 * The text as a letter may hold it: without lone surrogates (half an emoji, which the server
 * refuses), and cut to `max` UTF-16 units, like the textarea's maxLength, the counter and the
 * server count, without leaving half of a surrogate pair (an emoji) at the end.
 */
export function clampMessage(text: string, max = LETTER_MAX_LENGTH): string {
  const whole = withoutLoneSurrogates(text);
  if (whole.length <= max) return whole;
  const cut = whole.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

export function loadMessage(storage: KeyValueStorage): string {
  return clampMessage(storage.getItem(LETTER_MESSAGE_KEY) ?? '');
}

export function saveMessage(storage: KeyValueStorage, message: string): void {
  storage.setItem(LETTER_MESSAGE_KEY, message);
}
