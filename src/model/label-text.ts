/**
 * A short label people give and others read (a person's name in a room): one line of what
 * shows. Invisible characters go, so a label cannot look empty, reverse the text around it
 * (a right-to-left override turns 'Ana‮ lov' round on every phone) or pass for another label
 * by hiding a zero-width space in it. Free of zod and of the contract: the web's forms and the
 * server's schemas use the same rules.
 */

/** Half of a surrogate pair with no other half: not a character. */
const LONE_SURROGATES = /\p{Cs}/gu;
/**
 * A zero-width joiner inside an emoji sequence (👩‍👩‍👧, 🏳️‍🌈) holds its emoji together and is
 * kept; anywhere else it hides, as every other format character (\p{Cf}: zero-width space and
 * non-joiner, marks, embeddings, overrides and isolates of direction, word joiner, byte-order
 * mark, soft hyphen, tags) does.
 */
const INVISIBLE_FORMAT =
  /(?<!\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])?)\u200D|\u200D(?!\p{Extended_Pictographic})|(?!\u200D)\p{Cf}/gu;
/**
 * Space by any name, control characters (a line break would leave the line) and the letters
 * that draw nothing (Hangul fillers, the blank Braille pattern): one space between words.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const BLANKS = /[\s\u0000-\u001f\u007f-\u009f\u115f\u1160\u2800\u3164\uffa0]+/gu;
/** Marks that change nothing visible on the letters of a name: variation selectors, the CGJ. */
const SILENT_MARKS = /[\u034f\u180b-\u180f\ufe00-\ufe0f\u{e0100}-\u{e01ef}\u200d]/gu;

/** The label as kept and shown: composed (NFC), invisible characters out, one line, trimmed. */
export function cleanLabel(text: string): string {
  return text
    .replace(LONE_SURROGATES, '')
    .normalize('NFC')
    .replace(INVISIBLE_FORMAT, '')
    .replace(BLANKS, ' ')
    .trim();
}

/**
 * What two labels are compared by: the cleaned label in compatibility form (NFKC: 'ｂｅｎ' is
 * 'ben'), without the marks nobody sees, case folded ('ANA' is 'ana', 'STRAUSS' is 'strauß').
 * Letters of other scripts that look alike (a Cyrillic 'а') stay apart.
 */
export function labelKey(text: string): string {
  return cleanLabel(text).normalize('NFKC').replace(SILENT_MARKS, '').toUpperCase().toLowerCase();
}
