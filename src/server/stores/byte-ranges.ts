/**
 * Byte ranges for Range requests (RFC 9110, section 14): the files route parses the visitor's
 * `Range` header once; every blob store holds it against the file's size with resolveRange,
 * so disk and bucket answer alike (a bucket is asked for the resolved range only).
 */

/** One range as asked: from `start` (to `end`, inclusive, or to the end), or the last `suffix` bytes. */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/** A range held against a file: its first and last byte, inclusive, both inside the file. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Digits only, as the grammar has them (no sign, no space, no exponent). */
const POSITION = /^\d{1,15}$/;

/**
 * The range a `Range` header asks for: undefined when there is none, or one we answer with the
 * whole file (another unit than bytes, or several ranges: a multipart answer is not worth it
 * for a video a browser reads in one range at a time, and RFC 9110 lets a server ignore Range);
 * `invalid` for a bytes range that breaks the grammar or ends before it starts (answered 416).
 */
export function parseRange(header: string | undefined): RangeRequest | 'invalid' | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const equals = value.indexOf('=');
  if (equals < 0 || value.slice(0, equals).trim().toLowerCase() !== 'bytes') return undefined;
  const specs = value.slice(equals + 1).split(',');
  if (specs.length !== 1) return undefined;
  const [first = '', last = '', extra] = (specs[0] ?? '').trim().split('-');
  if (extra !== undefined) return 'invalid';
  if (first === '') return POSITION.test(last) ? { suffix: Number(last) } : 'invalid';
  if (!POSITION.test(first)) return 'invalid';
  if (last === '') return { start: Number(first) };
  if (!POSITION.test(last) || Number(last) < Number(first)) return 'invalid';
  return { start: Number(first), end: Number(last) };
}

/**
 * The bytes of a file of `size` the request selects, or null when it selects none (416): a
 * start at or past the end, or a suffix of 0. An end past the file's is the file's end.
 */
export function resolveRange(request: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in request) {
    if (request.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return null;
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}
