/**
 * The links that open /event ready for one purpose: the kiosk link, which a tablet opens to
 * join a shared event as its booth with the code filled in, and the one to host a new event.
 * Both carry what they say in the fragment (after `#`), which a browser sends to no server: the
 * code stays out of request logs and `Referer` headers.
 */
import { EVENT_CODE_PATTERN } from './ids.js';
import { paths } from './paths.js';

const JOIN = 'join=';
const SHARE = 'share';

/** What an /event link asks for: join an event by its code, or share a new one. */
export type EventSetupLink = { mode: 'join'; code: string } | { mode: 'share' };

/** The kiosk link's path: `/event#join=<code>`. */
export function kioskLinkPath(code: string): string {
  return `${paths.event}#${JOIN}${code}`;
}

/** The path that opens /event on "Share a new event". */
export const hostNewEventPath = `${paths.event}#${SHARE}`;

/** What the fragment of an /event link (`#join=<code>`, `#share`) asks for; null for nothing. */
export function eventSetupLinkOf(hash: string): EventSetupLink | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === SHARE) return { mode: 'share' };
  if (!fragment.startsWith(JOIN)) return null;
  const code = fragment.slice(JOIN.length).toLowerCase();
  return EVENT_CODE_PATTERN.test(code) ? { mode: 'join', code } : null;
}
