/**
 * The web app: built assets, the page for each screen, and a 404 page for anything else.
 * /final-letter?id=… carries Open Graph and Twitter meta for that letter (the plain page when
 * there is no such letter, or it was deleted).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, shareTexts } from '../../model/api.js';
import { isRandomId } from '../../model/ids.js';
import { isAppPath, paths, shareLink } from '../../model/paths.js';
import { withAnalyticsScript } from '../analytics.js';
import type { AppConfig } from '../config.js';
import { HttpError } from '../errors.js';
import { publicOrigin } from '../public-url.js';
import { withShareMeta } from '../share-meta.js';
import type { LetterStore } from '../stores/letters.js';

export async function pageRoutes(
  app: FastifyInstance,
  config: AppConfig,
  letters: LetterStore,
): Promise<void> {
  const indexFile = path.join(config.webDir, 'index.html');
  const builtHtml = existsSync(indexFile) ? await readFile(indexFile, 'utf8') : null;
  // Every page we send, the 404 page and shared letters included, carries the analytics tag.
  const indexHtml =
    builtHtml === null
      ? null
      : withAnalyticsScript(builtHtml, config.analyticsScriptUrl, config.analyticsScriptIntegrity);
  if (!indexHtml) app.log.warn(`The web app is not built (${indexFile} is missing): npm run build`);
  else {
    await app.register(fastifyStatic, {
      root: config.webDir,
      index: false,
      // The .br and .gz copies scripts/compress-assets.js wrote at build, with Vary set.
      preCompressed: true,
      setHeaders(res, file) {
        const hashed = file.startsWith(path.join(config.webDir, 'assets') + path.sep);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  function sendPage(reply: FastifyReply, status: number, html: string | null): FastifyReply {
    if (html === null) {
      throw new HttpError(503, 'not_built', 'The web app is not built yet: run npm run build.');
    }
    // The page itself is never cached, so a new build reaches everyone at once.
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  }

  for (const screen of Object.values(paths)) {
    if (screen === paths.finalLetter) continue;
    app.get(screen, (_request, reply) => sendPage(reply, 200, indexHtml));
  }

  app.get<{ Querystring: { id?: unknown } }>(paths.finalLetter, async (request, reply) => {
    const id = request.query.id;
    const letter = typeof id === 'string' && isRandomId(id) ? await letters.get(id) : null;
    if (!letter || !indexHtml) return sendPage(reply, 200, indexHtml);
    const origin = publicOrigin(config, request);
    const html = withShareMeta(indexHtml, {
      title: shareTexts.title,
      description: shareTexts.text,
      imageUrl: `${origin}${letter.imageUrl}`,
      pageUrl: shareLink(origin, id as string),
    });
    return sendPage(reply, 200, html);
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_PREFIX) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) {
      const pathname = request.url.split('?')[0] ?? '/';
      return sendPage(reply, isAppPath(pathname) ? 200 : 404, indexHtml);
    }
    return reply.code(404).send({ error: 'There is nothing at this address.', code: 'not_found' });
  });
}
