/**
 * The `photostrip` query parameter of /download: only the address of a strip our server stored
 * (this origin, `/strips/<name>`) is shown. Anything else (another site, javascript:, any
 * `data:` address) is ignored, so a crafted link cannot make the page show or offer someone
 * else's file; and a strip never rides in the address itself, where a long one met a bare 431.
 */
import { ownStripAddress } from '../../lib/storage/strip-address.js';

export function stripAddressFromQuery(search: string, origin: string): string | null {
  const value = new URLSearchParams(search).get('photostrip')?.trim();
  return value ? ownStripAddress(value, origin) : null;
}
