/**
 * Addresses of strips the server stored: `/strips/photostrip-….png`, and nothing else (no
 * query, no fragment, no credentials, no other path), so a crafted address can never make a
 * page show or fetch another file.
 */
import { STRIP_DISPLAY_NAME_PATTERN, STRIP_NAME_PATTERN } from '../../../model/ids.js';

/**
 * The path `/strips/<name>` of a stored strip's address on any http(s) host, or null; `names`
 * says which files: the PNGs, or their display copies (WebP); `folder`: a video's (`videos`).
 */
function stripPath(
  value: string,
  base: string,
  names = STRIP_NAME_PATTERN,
  folder = 'strips',
): string | null {
  let address: URL;
  try {
    address = new URL(value, base);
  } catch {
    return null;
  }
  const web = address.protocol === 'http:' || address.protocol === 'https:';
  if (!web || address.search || address.hash || address.username || address.password) return null;
  const [, found, name] = /^\/(\w+)\/([^/]+)$/.exec(address.pathname) ?? [];
  return found === folder && name && names.test(name) ? address.pathname : null;
}

/** A stored strip's address on this very origin (absolute or relative), made absolute; or null. */
export function ownStripAddress(value: string, origin: string): string | null {
  const path = stripPath(value, origin);
  return path && new URL(value, origin).origin === origin ? `${origin}${path}` : null;
}

/**
 * A stored strip's address moved onto this origin. The server writes addresses with
 * PUBLIC_URL, which may name another host of the same server (127.0.0.1 for localhost, an old
 * domain): the page's CSP allows images and fetches from its own origin only. Any other
 * address is left as it is.
 */
export function onThisOrigin(address: string, origin: string): string {
  const path = stripPath(address, origin);
  return path ? `${origin}${path}` : address;
}

/**
 * A stored strip's address as a path on this server (`/strips/<name>`), whatever host the
 * server wrote it with; any other address as it is. A path reads the same when the server
 * renders the page as in the browser, which cannot know the host the visitor typed.
 */
export function asStripPath(address: string): string {
  return stripPath(address, 'http://any.invalid') ?? address;
}

/**
 * A living strip's video name: letters, digits, `-` and `_`, then .mp4 or .webm; nothing that
 * could leave the folder or carry a query. (The server names them from 128 random bits.)
 */
const VIDEO_NAME = /^[A-Za-z0-9_-]{1,120}\.(?:mp4|webm)$/;

/** A stored video's address (`/videos/<name>`, any http(s) host) as a path on this server, or null. */
export function asVideoPath(value: string): string | null {
  return stripPath(value, 'http://any.invalid', VIDEO_NAME, 'videos');
}

/** A strip's display copy (`/strips/<name>.webp`) as a path on this server, or null. */
export function asDisplayPath(address: string): string | null {
  return stripPath(address, 'http://any.invalid', STRIP_DISPLAY_NAME_PATTERN);
}
