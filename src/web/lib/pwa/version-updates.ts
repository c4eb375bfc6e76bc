/**
 * When a new version of the app takes over (docs/events.md): only at `/`,
 * where a reload loses nothing, never in the middle of an edit. The pure rule; the service
 * worker's registration (service-worker.ts) acts on it.
 */
import { paths } from '../../../model/paths.js';

/**
 * - 'reload': a new version already controls the page, which still runs the old code (it took
 *   over late, after the guest had left `/`): back at `/`, the page reloads with it;
 * - 'activate': a new version waits and the app is at `/`: it takes over and the page reloads;
 * - 'check': at `/` with nothing waiting: ask the server whether there is a new version (a booth
 *   tablet that never closes its tab learns of it at its next guest);
 * - 'none': on any other screen, nothing happens; a waiting version waits.
 */
export type VersionAction = 'reload' | 'activate' | 'check' | 'none';

export interface VersionState {
  /** A new version has installed and waits behind the one that runs. */
  waiting: boolean;
  /** A new version took over while this page was away from `/`. */
  tookOverElsewhere: boolean;
}

export function versionAction(pathname: string, state: VersionState): VersionAction {
  if (pathname !== paths.home) return 'none';
  if (state.tookOverElsewhere) return 'reload';
  return state.waiting ? 'activate' : 'check';
}

/**
 * How long `/` must have been shown before the old version is asked to step down. Chromium stops
 * the old worker to hand over; a request the page makes meanwhile (the favicon and the page-view
 * beacon, sent as a screen is shown) restarts it, and the hand-over then waits until that worker
 * is idle again, up to minutes. A moment after arriving, those requests are done.
 */
export const QUIET_BEFORE_HAND_OVER_MS = 1000;
