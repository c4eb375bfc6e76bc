/**
 * Names for Download all: the archive's own (`<event>.zip`) and each strip's in it
 * (`<event>-001.png`, numbered in the order the strips were added). The event's name is the
 * host's free text, so it is made safe for every file system a guest's files may land on: no
 * folder separators or characters Windows refuses, no control or direction-changing marks
 * (which can make `gnp.exe` read as `exe.png`), no leading or trailing dots and spaces, and a
 * length that leaves room for the number. Numbers make every name unique.
 */

/** Characters of an event name kept in file names (counted in code points). */
const NAME_STEM_MAX = 60;
/** The stem when nothing of the event's name is left. */
export const FALLBACK_STEM = 'event';

/** Controls, the characters Windows forbids, and Unicode's invisible direction marks. */
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** The event's name as the start of a file name: safe, short, never empty. */
export function nameStem(eventName: string): string {
  const cleaned = eventName
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(UNSAFE, '-')
    .replace(/-{2,}/g, '-');
  const short = [...cleaned].slice(0, NAME_STEM_MAX).join('');
  const trimmed = short.replace(/^[\s.-]+|[\s.-]+$/g, '');
  return trimmed === '' ? FALLBACK_STEM : trimmed;
}

/** The `n`-th strip's name (from 1), zero-padded to the count's width (at least 3 digits). */
export function entryFileName(stem: string, n: number, count: number): string {
  const width = Math.max(3, String(count).length);
  return `${stem}-${String(n).padStart(width, '0')}.png`;
}

/**
 * `Content-Disposition` for the archive: a plain ASCII `filename` for old clients and the
 * UTF-8 one (RFC 6266, RFC 8187) that browsers prefer.
 */
export function archiveDisposition(stem: string): string {
  const ascii = stem.replace(/[^\x20-\x7e]/g, '_').replace(/[%;]/g, '_');
  const fallback = /[A-Za-z0-9]/.test(ascii) ? ascii : FALLBACK_STEM;
  const encoded = encodeURIComponent(`${stem}.zip`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}.zip"; filename*=UTF-8''${encoded}`;
}
