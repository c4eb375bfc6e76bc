/**
 * The pure half of the app's router (router.tsx): where the browser is, as the screens read it,
 * and what a history entry holds. The entry keeps React Router's shape (`usr` for the state,
 * `key`), which the app used before: an entry written by an older version still reads right
 * after an update (a reload, Back), and main.tsx reads `usr` before any code of the app runs.
 */

export interface RouterLocation {
  pathname: string;
  /** '' or '?…', as `window.location.search`. */
  search: string;
  hash: string;
  /** What the screen that navigated here handed over (navigation/go-to.ts); null for none. */
  state: unknown;
  /** Unique per history entry; 'default' for the entry the page was opened with. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The state object the app writes into a history entry. */
export interface HistoryEntry {
  usr: unknown;
  key: string;
}

/** The location `url` (a path with its query, or an absolute address) names, with no state. */
export function locationOf(url: string): RouterLocation {
  const { pathname, search, hash } = new URL(url, 'http://any.invalid');
  return { pathname, search, hash, state: null, key: 'default' };
}

/** The location of the browser's current entry: its address and the app's state in it. */
export function currentLocation(href: string, entry: unknown): RouterLocation {
  const written =
    typeof entry === 'object' && entry !== null ? (entry as Partial<HistoryEntry>) : {};
  return {
    ...locationOf(href),
    state: written.usr ?? null,
    key: typeof written.key === 'string' ? written.key : 'default',
  };
}

/** A fresh entry key: eight base-36 characters, as React Router made them. */
export function newKey(random: () => number = Math.random): string {
  return random().toString(36).slice(2, 10).padEnd(8, '0');
}

/** A path with its query and fragment, as an address bar shows it after the origin. */
export function pathOf(location: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string {
  return location.pathname + location.search + location.hash;
}

/** What a click on one of the app's links needs to know (a MouseEvent's fields). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True when the app should navigate itself: a plain primary click in this tab. A click with a
 * modifier (a new tab, a new window, a download), another button, or one a handler already
 * took is left to the browser, as for any link.
 */
export function handlesClick(click: LinkClick, target: string | undefined): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (target && target !== '_self') return false;
  return !(click.metaKey || click.altKey || click.ctrlKey || click.shiftKey);
}
