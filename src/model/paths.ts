/** The table of the app's screens, shared by the router and the server's page handler. */
export const paths = {
  home: '/',
  layout: '/layout',
  capture: '/capture',
  sequence: '/sequence',
  edit: '/edit',
  download: '/download',
  textbox: '/textbox',
  finalLetter: '/final-letter',
  /** The host's set-up of event mode; linked from the footer, not from the visitor's path. */
  event: '/event',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

const appPaths: ReadonlySet<string> = new Set(Object.values(paths));

/**
 * The screen `pathname` shows, or null when it shows none. A trailing slash is tolerated, so
 * `/edit/` is the screen `/edit`.
 */
export function appPathOf(pathname: string): AppPath | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return appPaths.has(trimmed) ? (trimmed as AppPath) : null;
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
  '/stickers/',
  '/cards/',
  '/healthz',
  '/readyz',
] as const;
