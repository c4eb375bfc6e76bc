/**
 * Counting page views, cookieless: only the screen and the UTC day are kept (no address, user
 * agent, identifier or time of day). A path that is no app screen is not counted, so nobody can
 * fill the table with made-up paths.
 */
import { appPathOf } from '../../model/paths.js';
import { utcDay, type PageViewStore } from '../stores/page-views.js';

export interface PageViewsService {
  /** Counts one view of the screen `path` names today; a path of no screen is ignored. */
  count(path: string): Promise<void>;
}

export function createPageViewsService(store: PageViewStore): PageViewsService {
  return {
    async count(path) {
      // One row per screen, whether or not the address had a trailing slash.
      const screen = appPathOf(path);
      if (screen) await store.add(utcDay(new Date()), screen);
    },
  };
}
