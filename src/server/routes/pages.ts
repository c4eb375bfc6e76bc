/**
 * The web app: built assets, the page of each screen (static screens already rendered at
 * build), the friend's page rendered for each letter, and a 404 page for anything else.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, type Letter } from '../../model/api.js';
import { isRandomId } from '../../model/ids.js';
import {
  chooseLanguage,
  languageCookie,
  parseAcceptLanguage,
  type Language,
} from '../../model/languages.js';
import { pageNameOf } from '../../model/page-data.js';
import { appPathOf, paths, type AppPath } from '../../model/paths.js';
import { withAnalyticsScript } from '../pages/analytics.js';
import { acceptedEncoding, encodePage, type Encoding } from '../http/compression.js';
import type { AppConfig } from '../config.js';
import { HttpError } from '../http/errors.js';
import { loadBuiltPages } from '../pages/built-pages.js';
import { emptySlots } from '../pages/friend-page.js';
import { friendPages } from '../pages/friend-pages.js';
import { publicOrigin } from '../http/public-url.js';
import { rateLimited, rateLimitedMessage } from '../http/rate-limits.js';
import { REFUSAL_HOLD_MS, RefusedAddresses, sampledCount } from '../http/refused-addresses.js';
import { logApart } from '../http/request-log.js';
import { securityHeaderValues } from '../http/security.js';
import type { LettersService } from '../services/letters.js';
import { ServiceError } from '../services/service-errors.js';

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
      // The .br and .gz copies the build wrote (scripts/compressed-copies.ts), with Vary set.
      preCompressed: true,
      setHeaders(res, file) {
        const hashed = file.startsWith(path.join(config.webDir, 'assets') + path.sep);
        const name = path.relative(config.webDir, file);
        if (name === MANIFEST_FILE) res.header('content-type', 'application/manifest+json');
        res.header('cache-control', staticCacheControl(name, hashed));
      },
    });
  }

  function sendPage(
    reply: FastifyReply,
    status: number,
    html: string | Buffer | null,
    vary = 'Accept-Language, Cookie',
    cacheControl = 'no-cache',
  ): FastifyReply {
    if (html === null) {
      throw new HttpError(503, 'not_built', 'The web app is not built yet: run npm run build.');
    }
    // The page itself is never used without asking, so a new build reaches everyone at once.
    // Its language comes from the request (requestLanguage), which a shared cache must key on.
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', vary)
      .send(html);
  }

  /** The page of a screen in `language`; null (no screen) is the 404 page. */
  const pageOf = (screen: AppPath | null, language: Language) =>
    pages?.page(pageNameOf(screen), language) ?? null;

  for (const screen of Object.values(paths)) {
    if (screen === paths.finalLetter) continue;
    app.get(screen, (request, reply) => {
      const language = requestLanguage(request);
      // An event's screens are routes with a parameter (`/e/:code`): a malformed code is none.
      if (appPathOf(request.url.split('?')[0] ?? '/') !== screen) {
        const html = pageOf(null, language);
        return sendPage(reply, 404, html && emptySlots(html));
      }
      // An event's pages open with its code alone: no search engine is to list them.
      if (NOINDEX_SCREENS.has(screen)) reply.header('x-robots-tag', 'noindex');
      return sendPage(reply, 200, pageOf(screen, language));
    });
  }

  const friend =
    pages &&
    friendPages({
      template: (language) => pages.page(pageNameOf(paths.finalLetter), language),
      renderer: pages.renderer,
      onRenderError: (error) =>
        app.log.error({ err: error }, 'rendering the friend page failed; the browser renders it'),
    });

  /**
   * The page without an id (the writer's own; the browser renders it), per language and
   * encoding: the same bytes each time, so compressed once. Not limited per address (it reads
   * no letter), so it must cost no compression.
   */
  const noLetterPages = new Map<string, Buffer>();
  function noLetterPage(language: Language, encoding: Encoding): Buffer | null {
    const key = `${language} ${encoding}`;
    const kept = noLetterPages.get(key);
    if (kept) return kept;
    const template = pageOf(paths.finalLetter, language);
    if (template === null) return null;
    const page = encodePage(Buffer.from(emptySlots(template)), encoding);
    noLetterPages.set(key, page);
    return page;
  }

  /**
   * A friend's page, which this route encoded itself (the compression plugin is off for it).
   * Private: it holds a letter, which its sender may delete, so no shared cache (a CDN, a
   * proxy) may keep it; the reader's browser asks again each time.
   */
  function sendEncoded(
    reply: FastifyReply,
    status: number,
    body: Buffer,
    encoding: Encoding,
  ): FastifyReply {
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    // Headers before the page: once sent, the answer may be written at once.
    const vary = 'Accept-Encoding, Accept-Language, Cookie';
    return sendPage(reply, status, body, vary, FRIEND_PAGE_CACHE_CONTROL);
  }

  const refusals = earlyRefusals(config);

  app.get<{ Querystring: { id?: unknown } }>(
    paths.finalLetter,
    {
      // Its pages are compressed here, so that a letter's page keeps its encoded copies.
      compress: false,
      // A GET has no body to decompress: no hook for it.
      decompress: false,
      // Before the limit's own hook (the plugin adds its hook after the route's).
      onRequest: refusals.onRequest,
      config: {
        // Reads of a letter are cheap but not free: one address gets a generous budget (a
        // person never meets it), so that no one stranger can crowd out the readers.
        rateLimit: {
          max: config.rateLimits.pagesPerMinute,
          timeWindow: '1 minute',
          allowList: (request: FastifyRequest) => letterIdOf(request) === undefined,
          errorResponseBuilder: refusals.refused,
        },
      },
    },
    async (request, reply) => {
      // The reader's language, never the writer's: the letter's own words stay as written.
      const language = requestLanguage(request);
      const encoding =
        request.headers['x-no-compression'] === undefined
          ? acceptedEncoding(request.headers['accept-encoding'])
          : 'identity';
      const id = letterIdOf(request);
      if (id === undefined || !friend) {
        const page = noLetterPage(language, encoding);
        if (page === null) return sendPage(reply, 200, null);
        return sendEncoded(reply, 200, page, encoding);
      }
      const origin = publicOrigin(config, request);
      const found = await readLetter(letters, id, origin);
      if (found === null || found === 'deleted') {
        const gone = found === 'deleted' ? 'deleted' : undefined;
        const page = await friend.missing({ id, language, encoding }, gone);
        return sendEncoded(reply, gone ? 410 : 404, page, encoding);
      }
      const page = await friend.letter({ id, language, origin, encoding }, found);
      return sendEncoded(reply, 200, page, encoding);
    },
  );

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_PREFIX) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) {
      // `/edit/` is the screen /edit (the friend's page this way is rendered by the browser).
      const screen = appPathOf(request.url.split('?')[0] ?? '/');
      const html = pageOf(screen, requestLanguage(request));
      if (screen && NOINDEX_SCREENS.has(screen)) reply.header('x-robots-tag', 'noindex');
      return sendPage(reply, screen ? 200 : 404, html && emptySlots(html));
    }
    return reply.code(404).send({ error: 'There is nothing at this address.', code: 'not_found' });
  });
}

/** The screens sent with `X-Robots-Tag: noindex` (their pages carry the meta tag too). */
const NOINDEX_SCREENS: ReadonlySet<AppPath> = new Set([
  paths.host,
  paths.guest,
  paths.show,
  paths.gallery,
]);

/** The friend's page (/final-letter): for the reader's browser only, asked again each time. */
export const FRIEND_PAGE_CACHE_CONTROL = 'private, no-cache';

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

/** The id a request asks for, as the browser reads it (URLSearchParams.get): the first one. */
function letterIdOf(request: FastifyRequest): string | undefined {
  const given = (request.query as { id?: unknown } | undefined)?.id;
  const id: unknown = Array.isArray(given) ? given[0] : given;
  return typeof id === 'string' ? id : undefined;
}

/** How often a flood's early refusals are logged: one line, with their count. */
const REFUSALS_LOG_INTERVAL_MS = 1000;

/**
 * The page limit's refusals, and the early answer to an address it refused until its window
 * ends (http/refused-addresses.ts): sent straight to the socket, with the headers every answer
 * carries, before the limit's store, the handler and the other hooks are reached.
 */
function earlyRefusals(config: AppConfig) {
  const addresses = new RefusedAddresses();
  const logDue = sampledCount(REFUSALS_LOG_INTERVAL_MS);
  const headers = {
    ...securityHeaderValues(config),
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-ratelimit-limit': String(config.rateLimits.pagesPerMinute),
    'x-ratelimit-remaining': '0',
  };
  return {
    /** The limit's own refusal: remembered until its window ends. */
    refused(request: FastifyRequest, context: { ttl: number; after: string }): HttpError {
      addresses.refuse(request.ip, Date.now() + context.ttl);
      return rateLimited(context.after);
    },
    onRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
      const now = Date.now();
      const waitMs = addresses.refusedFor(request.ip, now);
      // The page without an id is never limited (the writer's own page).
      if (waitMs === 0 || letterIdOf(request) === undefined) return done();
      const seconds = String(Math.ceil(waitMs / 1000));
      const body = JSON.stringify({
        error: rateLimitedMessage(`${seconds} seconds`),
        code: 'rate_limited',
      });
      // Before the answer is written: its end can run the onResponse hooks at once.
      logApart(request);
      reply.hijack();
      const send = () => {
        reply.raw.writeHead(429, {
          ...headers,
          'retry-after': seconds,
          'x-ratelimit-reset': seconds,
          'x-request-id': request.id,
          'content-length': Buffer.byteLength(body),
        });
        reply.raw.end(body);
      };
      // Held a moment (REFUSAL_HOLD_MS): a flood waiting on its answers slows to a trickle.
      const held = setTimeout(send, Math.min(REFUSAL_HOLD_MS, waitMs));
      reply.raw.once('close', () => clearTimeout(held));
      const count = logDue(now);
      if (count > 0) {
        request.log.info(
          { method: request.method, route: paths.finalLetter, status: 429, count },
          'requests refused early by the page limit (one line a second at most)',
        );
      }
    },
  };
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
