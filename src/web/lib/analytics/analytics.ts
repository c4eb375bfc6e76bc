/**
 * Our own page-view counter (docs/hosting.md, Page views), started with the app: the path of each
 * page the visitor sees, sent to POST /api/events. Only the path: no query (a letter's id is
 * in the query), no cookie, no identifier. When the server put an external analytics script
 * in the page, it says so with <meta name="postbooth-analytics" content="external">, and this
 * counter stays silent so a view is not counted twice. Never throws, never blocks the page.
 */
import { apiPaths } from '../../../model/api-paths.js';

export const EXTERNAL_ANALYTICS_SELECTOR = 'meta[name="postbooth-analytics"][content="external"]';

export interface AnalyticsEnvironment {
  /** True when an external script counts the views instead. */
  external: boolean;
  /** The current path (location.pathname). */
  pathname(): string;
  /** Sends one event body without waiting for an answer. */
  send(body: string): void;
  /** Calls back after each in-app navigation (history.pushState / replaceState, Back/Forward). */
  onNavigate(callback: () => void): void;
}

/** Counts the first page now, then every change of path; a change of query alone is not a view. */
export function startPageViews(environment: AnalyticsEnvironment): void {
  if (environment.external) return;
  let counted: string | null = null;
  const count = () => {
    try {
      const path = environment.pathname();
      if (path === counted) return;
      counted = path;
      environment.send(JSON.stringify({ path }));
    } catch {
      // A lost page view is better than a broken page.
    }
  };
  count();
  environment.onNavigate(count);
}

/** sendBeacon (survives the page closing), else a keepalive fetch; errors are ignored. */
function sendEvent(body: string): void {
  // A string goes as text/plain (no preflight); the server reads that body as JSON.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(apiPaths.events, body))
    return;
  void fetch(apiPaths.events, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The router changes pages with history.pushState and replaceState, which fire no event, so
 * both are wrapped (as analytics scripts do); popstate covers Back and Forward. The callback
 * runs after the address changed.
 */
function onHistoryChange(callback: () => void): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      callback();
    };
  }
  window.addEventListener('popstate', callback);
}

export function browserAnalyticsEnvironment(): AnalyticsEnvironment {
  return {
    external: document.querySelector(EXTERNAL_ANALYTICS_SELECTOR) !== null,
    pathname: () => location.pathname,
    send: sendEvent,
    onNavigate: onHistoryChange,
  };
}
