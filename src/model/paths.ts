/** The table of the app's screens, shared by the router and the server's page handler. */
import { FINAL_LETTER_PATH, HOME_PATH } from './first-paths.js';
import { EVENT_CODE_PATTERN } from './ids.js';

export const paths = {
  home: HOME_PATH,
  layout: '/layout',
  capture: '/capture',
  sequence: '/sequence',
  edit: '/edit',
  download: '/download',
  textbox: '/textbox',
  finalLetter: FINAL_LETTER_PATH,
  /** The host's set-up of event mode; linked from the footer, not from the visitor's path. */
  event: '/event',
  /** The host's page of a shared event; the host key travels in the fragment. */
  host: '/host',
  /** A shared event's booth on a guest's own phone: `/e/<code>`. */
  guest: '/e/:code',
  /** The event's slideshow, for a TV or projector. */
  show: '/e/:code/show',
  /** The event's gallery. */
  gallery: '/e/:code/gallery',
  /** Together mode: a room's screens, `/together?room=<id>` (join, lobby, shoot). */
  together: '/together',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

const appPaths: ReadonlySet<string> = new Set(Object.values(paths));

/** The screens under an event's code, by what follows `/e/<code>`. */
const EVENT_SCREENS: Readonly<Record<string, AppPath>> = {
  '': paths.guest,
  '/show': paths.show,
  '/gallery': paths.gallery,
};

/**
 * The screen `pathname` shows, or null when it shows none. A trailing slash is tolerated, so
 * `/edit/` is the screen `/edit`. `/e/<code>…` is an event's screen only with a well-formed code.
 */
export function appPathOf(pathname: string): AppPath | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (appPaths.has(trimmed) && !trimmed.includes(':')) return trimmed as AppPath;
  const event = /^\/e\/([^/]+)(\/[a-z]+)?$/.exec(trimmed);
  if (!event || !EVENT_CODE_PATTERN.test(event[1] ?? '')) return null;
  return EVENT_SCREENS[event[2] ?? ''] ?? null;
}

/** The event code of an event screen's address (`/e/<code>/show` → `<code>`), or null. */
export function eventCodeOf(pathname: string): string | null {
  if (appPathOf(pathname) === null) return null;
  const code = /^\/e\/([^/]+)/.exec(pathname)?.[1];
  return code ?? null;
}

/** The address of an event's screen: `eventScreenPath(paths.show, code)` is `/e/<code>/show`. */
export function eventScreenPath(
  screen: typeof paths.guest | typeof paths.show | typeof paths.gallery,
  code: string,
): string {
  return screen.replace(':code', code);
}

/** True when `pathname` is one of the app's screens (a trailing slash is tolerated). */
export function isAppPath(pathname: string): boolean {
  return appPathOf(pathname) !== null;
}

/** The link a friend opens to read a shared letter. */
export function shareLink(origin: string, letterId: string): string {
  return `${origin}${paths.finalLetter}?id=${encodeURIComponent(letterId)}`;
}

/**
 * The server's own addresses, beside the screens above: the API, the files it stores and draws,
 * and its health checks. `npm run dev` proxies exactly these to the API server, and the service
 * worker never answers them (vite.config.ts); a test holds them to the server's routes.
 */
export const serverPrefixes = [
  '/api/',
  '/strips/',
  '/videos/',
  '/stickers/',
  '/cards/',
  '/healthz',
  '/readyz',
] as const;
