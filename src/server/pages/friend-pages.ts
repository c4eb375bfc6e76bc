/**
 * The friend's page (/final-letter?id=…) as bytes ready to send, made as rarely as can be:
 * - a letter's page is rendered once per (id, language, origin) and kept with each encoded
 *   copy (page-cache.ts) for as long as the letter read on each request is the same;
 * - the pages of no letter (unknown or malformed id: 404) and of a deleted one (410) differ
 *   only by the id, which their markup does not show: rendered once per language, and only
 *   the inlined data (the id) is written per request. Neither ever enters the letters' cache.
 */
import { shareTexts, type Letter } from '../../model/api.js';
import type { Language } from '../../model/languages.js';
import type { PageData, ScreenRenderer, ShareTexts } from '../../model/page-data.js';
import { paths, shareLink } from '../../model/paths.js';
import { CARD_HEIGHT, CARD_WIDTH } from '../cards/card-art.js';
import { encodePage, type Encoding } from '../http/compression.js';
import { escapeHtml } from '../http/html.js';
import { shareMetaTags } from './share-meta.js';
import { cardPath } from '../services/addresses.js';
import { fillFriendPage } from './friend-page.js';
import { PageCache, pageKey } from './page-cache.js';

export interface FriendPages {
  /** The page of a stored letter, in `encoding`. */
  letter(
    request: { id: string; language: Language; origin: string; encoding: Encoding },
    letter: Letter,
  ): Promise<Buffer>;
  /** The page saying there is no letter `id` (`gone`: its sender deleted it), in `encoding`. */
  missing(
    request: { id: string; language: Language; encoding: Encoding },
    gone?: 'deleted',
  ): Promise<Buffer>;
}

export interface FriendPageParts {
  /** The friend page's template in `language` (with PAGE_SLOTS). */
  template(language: Language): string;
  /** Renders screens; null when the build has no server entry (the browser renders). */
  renderer: ScreenRenderer | null;
  /** What went wrong rendering: a bug, but the visitor still gets the page. */
  onRenderError(error: unknown): void;
  cache?: PageCache;
}

/** What a link preview says of the card: never the letter's message. */
export const CARD_ALT = 'A photostrip made with Postbooth';

/** Stands for the id while a missing letter's page is rendered (base64url, like an id). */
const ID_PLACEHOLDER = 'IdOfTheLetter0000000id';

export function friendPages(parts: FriendPageParts): FriendPages {
  const cache = parts.cache ?? new PageCache();
  const missingMarkups = new Map<string, Promise<string[]>>();

  /** The root markup, or null for the browser to render it (see onRenderError). */
  async function render(id: string, data: PageData, language: Language): Promise<string | null> {
    if (!parts.renderer) return '';
    try {
      // The address as the screen reads it: only the id counts.
      const url = `${paths.finalLetter}?id=${encodeURIComponent(id)}`;
      return await parts.renderer.renderScreen(url, data, language);
    } catch (error) {
      parts.onRenderError(error);
      return null;
    }
  }

  /**
   * The missing page's markup split where the id would go: with a placeholder id rendered
   * once per language and kind (the markup shows no id today; should it come to, it is
   * written in escaped). A failed rendering is not kept, so the next request tries again.
   */
  function missingMarkup(gone: 'deleted' | undefined, language: Language): Promise<string[]> {
    const key = `${gone ?? 'none'} ${language}`;
    let kept = missingMarkups.get(key);
    if (!kept) {
      const data: PageData = { sharedLetter: { id: ID_PLACEHOLDER, letter: null, gone } };
      kept = render(ID_PLACEHOLDER, data, language).then((markup) => {
        if (markup === null) missingMarkups.delete(key);
        return (markup ?? '').split(ID_PLACEHOLDER);
      });
      missingMarkups.set(key, kept);
    }
    return kept;
  }

  return {
    async letter({ id, language, origin, encoding }, letter) {
      const key = pageKey(id, language, origin);
      // Everything the page is made from besides the key and the build (fixed at start).
      const version = JSON.stringify(letter);
      const kept = cache.get(key, version, encoding, encodePage);
      if (kept) return kept;
      const data: PageData = { sharedLetter: { id, letter } };
      const markup = await render(id, data, language);
      const html = Buffer.from(
        fillFriendPage(parts.template(language), {
          markup: markup ?? '',
          data,
          head: friendPageMeta(origin, id, await shareTextsIn(parts.renderer, language)),
          preloadImage: stripPreload(letter),
        }),
      );
      if (markup !== null) cache.set(key, version, html);
      return encodePage(html, encoding);
    },

    async missing({ id, language, encoding }, gone) {
      const markup = (await missingMarkup(gone, language)).join(escapeHtml(id));
      const data: PageData = {
        sharedLetter: gone ? { id, letter: null, gone } : { id, letter: null },
      };
      // Made for this request only (it carries the id): compressed at the quickest level.
      return encodePage(
        Buffer.from(fillFriendPage(parts.template(language), { markup, data })),
        encoding,
        'once',
      );
    },
  };
}

/** The image the friend's page shows (StripImage): the display copy when there is one. */
function stripPreload(letter: Letter): { href: string; type?: string } {
  return letter.display_url
    ? { href: new URL(letter.display_url).pathname, type: 'image/webp' }
    : { href: new URL(letter.image_url).pathname };
}

/** The link preview's words in `language`: the web app's, or English without its build. */
async function shareTextsIn(
  renderer: ScreenRenderer | null,
  language: Language,
): Promise<ShareTexts> {
  if (renderer) return renderer.shareTexts(language);
  return { title: shareTexts.title, description: shareTexts.text, imageAlt: CARD_ALT };
}

/** The friend page's meta: its preview image is the letter's card (/cards/<id>.png). */
function friendPageMeta(origin: string, id: string, texts: ShareTexts): string {
  return shareMetaTags({
    title: texts.title,
    description: texts.description,
    image: {
      url: `${origin}${cardPath(id)}`,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      alt: texts.imageAlt,
    },
    pageUrl: shareLink(origin, id),
  });
}
