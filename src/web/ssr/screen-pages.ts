import { paths, type AppPath } from '../../model/paths.js';
import { pageNameOf } from '../../model/page-data.js';

export interface ScreenPageSpec {
  /** The screen's path; null for the 404 page. */
  path: AppPath | null;
  /** The screen's module as the build manifest names it (router.tsx loads it lazily). */
  module: string | null;
  /**
   * 'prerender': rendered into the page at build, for the screens whose first view is the same
   * for every visitor. 'empty': the screens that start from what this browser keeps (photos,
   * the strip, the letter); their page carries the CSS and the browser renders them. 'slots':
   * the server renders it for each request (the friend's page).
   */
  content: 'prerender' | 'slots' | 'empty';
  /** Kept out of search engines (the server also sends `X-Robots-Tag: noindex`). */
  noindex?: boolean;
}

export const SCREEN_PAGES: readonly ScreenPageSpec[] = [
  { path: paths.home, module: 'routes/home.tsx', content: 'prerender' },
  { path: paths.layout, module: 'routes/layout.tsx', content: 'prerender' },
  { path: paths.capture, module: 'routes/capture.tsx', content: 'empty' },
  { path: paths.sequence, module: 'routes/sequence.tsx', content: 'empty' },
  { path: paths.edit, module: 'routes/edit.tsx', content: 'empty' },
  { path: paths.download, module: 'routes/download.tsx', content: 'empty' },
  { path: paths.textbox, module: 'routes/textbox.tsx', content: 'empty' },
  { path: paths.event, module: 'routes/event.tsx', content: 'empty' },
  // The shared event's screens read the event (and the host its key) in the browser; one
  // page each serves every event's code. Only the code opens them: never in a search engine.
  { path: paths.host, module: 'routes/host.tsx', content: 'empty', noindex: true },
  { path: paths.guest, module: 'routes/guest.tsx', content: 'empty', noindex: true },
  { path: paths.show, module: 'routes/show.tsx', content: 'empty', noindex: true },
  { path: paths.gallery, module: 'routes/gallery.tsx', content: 'empty', noindex: true },
  // Together mode: the room's id is in the query and this browser's place in it in storage.
  { path: paths.together, module: 'routes/together.tsx', content: 'empty', noindex: true },
  // Rendered by the server for each shared letter, into the slots this page keeps.
  { path: paths.finalLetter, module: 'routes/final-letter.tsx', content: 'slots' },
  { path: null, module: null, content: 'prerender' },
];

/** The address a page is rendered at: its path, or one no screen has for the 404 page. */
export function renderAddress(spec: ScreenPageSpec): string {
  return spec.path ?? '/this-address-has-no-screen';
}

export const pageName = (spec: ScreenPageSpec): string => pageNameOf(spec.path);
