/**
 * What `photostripUrl` in localStorage may hold (docs/development.md, What the browser keeps): the strip as a PNG data
 * address (from Collect Photo), or the address of a strip the server stored (kept by /download
 * when it shows one from its `photostrip` parameter). Anything else, another `data:` type
 * (HTML, SVG …) included, is not a strip.
 */
import { pngDataUrlToBlob } from './data-url.js';
import { ownStripAddress } from './strip-address.js';

/** The strip kept in this browser: its PNG bytes, or a stored strip's address on this origin. */
export type KeptStrip = Blob | string;

export function stripFromStoredText(text: string, origin: string): KeptStrip | null {
  if (text.startsWith('data:')) return pngDataUrlToBlob(text);
  return ownStripAddress(text, origin);
}
