/**
 * What counts as a letter's text, the same in the web app and on the server (the shared schema
 * in api.ts uses these). Lengths are UTF-16 code units, what `String.length`, a textarea's
 * maxLength and the counter on /textbox count: an emoji such as 😀 counts 2.
 */
import { LETTER_MAX_LENGTH } from './limits.js';

/** Half of a surrogate pair with no other half: not a character, and JSON cannot keep it. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;
/** Format characters (zero-width space, joiners, marks of direction, soft hyphen …): invisible. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

export function withoutLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATES, '');
}

/**
 * True when nothing would show: only spaces, line breaks and format characters. The format
 * characters count only for this test; a letter keeps them (a joiner holds 👩‍👩‍👧 together).
 */
export function isBlankLetter(text: string): boolean {
  return text.replace(FORMAT_CHARACTERS, '').trim() === '';
}

export function fitsLetterLength(text: string): boolean {
  return text.length <= LETTER_MAX_LENGTH;
}
