/**
 * Reads an image generation answer (`{ data: [{ b64_json } | { url }] }`). We ask for
 * b64_json, so the image comes inside the answer and no address from it needs fetching;
 * an address is only passed on when a provider sends one anyway.
 */
import { TooLargeError } from './capped-read.js';

export type ImageSource =
  { kind: 'bytes'; bytes: Buffer } | { kind: 'address'; address: string } | { kind: 'none' };

/** Length of the base64 text for `bytes` bytes. */
export function base64Length(bytes: number): number {
  return Math.ceil(bytes / 3) * 4;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The first image of the answer: its decoded bytes (TooLargeError past `maxBytes`), else its
 * address, else none (missing, or not base64: Buffer.from would quietly skip bad characters).
 */
export function imageSourceOf(answer: unknown, maxBytes: number): ImageSource {
  const first = (answer as { data?: unknown } | null)?.data;
  const item = Array.isArray(first) ? (first[0] as Record<string, unknown> | undefined) : undefined;
  const b64 = item?.b64_json;
  if (typeof b64 === 'string') {
    if (b64.length % 4 !== 0 || !BASE64.test(b64)) return { kind: 'none' };
    const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
    if ((b64.length / 4) * 3 - padding > maxBytes) throw new TooLargeError(maxBytes);
    return { kind: 'bytes', bytes: Buffer.from(b64, 'base64') };
  }
  if (typeof item?.url === 'string') return { kind: 'address', address: item.url };
  return { kind: 'none' };
}
