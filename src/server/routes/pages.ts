/**
 * The web app: built assets, the page of each screen (static screens already rendered at
 * build), the friend's page rendered for each letter, and a 404 page for anything else.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, shareTexts, type Letter } from '../../model/api.js';
import { isRandomId } from '../../model/ids.js';
import {
  chooseLanguage,
  languageCookie,
  parseAcceptLanguage,
  type Language,
} from '../../model/languages.js';
import {
  pageNameOf,
  type PageData,
  type ScreenRenderer,
  type ShareTexts,
} from '../../model/page-data.js';
import { appPathOf, paths, shareLink, type AppPath } from '../../model/paths.js';
import { withAnalyticsScript } from '../analytics.js';
import { CARD_HEIGHT, CARD_WIDTH } from '../cards/card-art.js';
import type { AppConfig } from '../config.js';
import { HttpError } from '../errors.js';
import { loadBuiltPages } from '../pages/built-pages.js';
import { emptySlots, fillFriendPage } from '../pages/friend-page.js';
import { publicOrigin } from '../public-url.js';
import type { LettersService } from '../services/letters.js';
import { ServiceError } from '../services/service-errors.js';
import { shareMetaTags } from '../share-meta.js';
import { cardPath } from '../stores/card-files.js';

export async function pageRoutes(
  app: FastifyInstance,
  config: AppConfig,
  letters: LettersService,
): Promise<void> {
  // Every page we send, the 404 page and shared letters included, carries the analytics tag.
  const pages = await loadBuiltPages(config, (html) =>
    withAnalyticsScript(html, config.analyticsScriptUrl, config.analyticsScriptIntegrity),
  );
  if (!pages) app.log.warn(`The web app is not built (${config.webDir} is empty): npm run build`);
  else {
    await app.register(fastifyStatic, {
      root: config.webDir,
      index: false,
      // The .br and .gz copies scripts/compress-assets.js wrote at build, with Vary set.
      preCompressed: true,
      setHeaders(res, file) {
        const hashed = file.startsWith(path.join(config.webDir, 'assets') + path.sep);
        const name = path.relative(config.webDir, file);
        if (name === MANIFEST_FILE) res.header('content-type', 'application/manifest+json');
        res.header('cache-control', staticCacheControl(name, hashed));
      },
    });
  }

  function sendPage(reply: FastifyReply, status: number, html: string | null): FastifyReply {
    if (html === null) {
      throw new HttpError(503, 'not_built', 'The web app is not built yet: run npm run build.');
    }
    // The page itself is never cached, so a new build reaches everyone at once. Its language
    // comes from the request (requestLanguage), which a shared cache must key on.
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(html);
  }

  /** The page of a screen in `language`; null (no screen) is the 404 page. */
  const pageOf = (screen: AppPath | null, language: Language) =>
    pages?.page(pageNameOf(screen), language) ?? null;

  for (const screen of Object.values(paths)) {
    if (screen === paths.finalLetter) continue;
    app.get(screen, (request, reply) =>
      sendPage(reply, 200, pageOf(screen, requestLanguage(request))),
    );
  }

  app.get<{ Querystring: { id?: unknown } }>(paths.finalLetter, async (request, reply) => {
    // The reader's language, never the writer's: the letter's own words stay as written.
    const language = requestLanguage(request);
    const template = pageOf(paths.finalLetter, language);
    // As the browser reads it (URLSearchParams.get): the first id when there are several.
    const id = [request.query.id].flat()[0];
    if (typeof id !== 'string' || template === null) {
      return sendPage(reply, 200, template && emptySlots(template));
    }
    const origin = publicOrigin(config, request);
    const found = await readLetter(letters, id, origin);
    const letter = found === 'deleted' ? null : found;
    const data: PageData = {
      sharedLetter: found === 'deleted' ? { id, letter, gone: 'deleted' } : { id, letter },
    };
    const html = fillFriendPage(template, {
      markup: await renderFriendPage(
        pages?.renderer ?? null,
        { url: request.url, data, language },
        request.log,
      ),
      data,
      head: letter
        ? friendPageMeta(origin, id, await shareTextsIn(pages?.renderer ?? null, language))
        : undefined,
      preloadImage: letter ? stripPreload(letter) : undefined,
    });
    return sendPage(reply, letter ? 200 : found === 'deleted' ? 410 : 404, html);
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_PREFIX) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) {
      // `/edit/` is the screen /edit (the friend's page this way is rendered by the browser).
      const screen = appPathOf(request.url.split('?')[0] ?? '/');
      const html = pageOf(screen, requestLanguage(request));
      return sendPage(reply, screen ? 200 : 404, html && emptySlots(html));
    }
    return reply.code(404).send({ error: 'There is nothing at this address.', code: 'not_found' });
  });
}

/** The web app manifest the build writes (vite.config.ts). */
const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * How long a browser may keep a built file (`name`, relative to the web folder). The service
 * worker (sw.js and the Workbox runtime it imports) is asked again on every check, so a new
 * version is found at once (browsers cap a worker's HTTP cache at 24 hours anyway); hashed
 * assets never change; anything else (icons, the manifest, the favicon) an hour.
 */
export function staticCacheControl(name: string, hashed: boolean): string {
  if (/^(sw|registerSW|workbox-[\w-]+)\.js$/.test(name)) return 'no-cache';
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * The letter `id`; 'deleted' when its sender deleted it; null when there never was one (a
 * malformed id names none either).
 */
async function readLetter(
  letters: LettersService,
  id: string,
  origin: string,
): Promise<Letter | 'deleted' | null> {
  if (!isRandomId(id)) return null;
  try {
    return await letters.read(id, origin);
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'letter_not_found') return null;
    if (error instanceof ServiceError && error.kind === 'letter_deleted') return 'deleted';
    throw error;
  }
}

/** The image the friend's page shows (StripImage): the display copy when there is one. */
function stripPreload(letter: Letter): { href: string; type?: string } {
  return letter.display_url
    ? { href: new URL(letter.display_url).pathname, type: 'image/webp' }
    : { href: new URL(letter.image_url).pathname };
}

/** What a link preview says of the card: never the letter's message. */
export const CARD_ALT = 'A photostrip made with Postbooth';

/**
 * The language a page is sent in (docs/development.md, Languages): `?lang=`, else the visitor's saved choice
 * (its cookie), else Accept-Language, else English; what the browser then chooses too.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  return chooseLanguage({
    query: typeof query === 'string' ? query : null,
    saved: languageCookie(request.headers.cookie),
    preferred: parseAcceptLanguage(request.headers['accept-language']),
  });
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

/**
 * The friend's page markup, or '' for the browser to render it: a build without the server
 * entry, or a rendering that failed (logged: it is a bug, but the visitor still gets the page).
 */
async function renderFriendPage(
  renderer: ScreenRenderer | null,
  page: { url: string; data: PageData; language: Language },
  log: FastifyBaseLogger,
): Promise<string> {
  if (!renderer) return '';
  try {
    return await renderer.renderScreen(page.url, page.data, page.language);
  } catch (error) {
    log.error({ err: error }, 'rendering the friend page failed; the browser renders it');
    return '';
  }
}
