/**
 * When a new version of the app takes over (README, Running a booth at an event): only at `/`,
 * where a reload loses nothing, never in the middle of an edit. The pure rule; the service
 * worker's registration (service-worker.ts) acts on it.
 */
import { paths } from '../../model/paths.js';

/**
 * - 'activate': a new version waits and the app is at `/`: it takes over and the page reloads;
 * - 'check': at `/` with nothing waiting: ask the server whether there is a new version (a booth
 *   tablet that never closes its tab learns of it at its next guest);
 * - 'none': on any other screen, nothing happens; a waiting version waits.
 */
export type VersionAction = 'activate' | 'check' | 'none';

export function versionAction(pathname: string, waiting: boolean): VersionAction {
  if (pathname !== paths.home) return 'none';
  return waiting ? 'activate' : 'check';
}
