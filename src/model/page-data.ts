/**
 * What the server hands the page it rendered: the facts the screen was rendered from, inlined
 * in the HTML as JSON (never as script), so the browser hydrates the same screen without
 * asking for them again. Shared by the web app's server entry and the Fastify server, which
 * loads that entry from the build (it never imports web source).
 */
import type { Letter } from './api.js';
import type { Language } from './languages.js';

export interface PageData {
  /**
   * The friend's page: the letter its id names, or null when there is no such letter; `gone`
   * says why when the server knows: its sender deleted it (the page answered 410).
   */
  sharedLetter?: { id: string; letter: Letter | null; gone?: 'deleted' };
}

/** The id of the `<script type="application/json">` that carries the PageData. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Where the rendered screen and the head's extras go in a page template. */
export const PAGE_SLOTS = { head: '<!--app-head-->', body: '<!--app-html-->' } as const;

/** What the built server entry (dist/render/entry-server.js) offers the server. */
export interface ScreenRenderer {
  /** The markup of the app's root for `url` (path and query), rendered from `data` in `language`. */
  renderScreen(url: string, data: PageData, language: Language): Promise<string>;
  /** What a link preview of a shared letter says, in `language` (never the letter's message). */
  shareTexts(language: Language): Promise<ShareTexts>;
}

export interface ShareTexts {
  title: string;
  description: string;
  /** The preview image's description. */
  imageAlt: string;
}

/**
 * PageData as a JSON text safe inside a <script> element: no `<` can close it, and the two
 * line separators JavaScript once refused are escaped too.
 */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The built page file (without .html) of a page name in a language: `layout.fr`. */
export function pageFileName(name: string, language: Language): string {
  return `${name}.${language}`;
}

/** The built page file (without .html) of a screen's path; null (no screen) is the 404 page. */
export function pageNameOf(path: string | null): string {
  if (path === null) return 'not-found';
  // `/e/:code/show` is the page `e-code-show`: one built page serves every event's code.
  return path === '/' ? 'index' : path.slice(1).replace(/\/:?/g, '-');
}
