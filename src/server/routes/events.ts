/**
 * POST /api/events: a cookieless page-view counter. Only the path and the UTC day are kept:
 * no address, user agent, identifier or time of day. Paths that are not app screens answer
 * 204 like the others but are not counted, so nobody can fill the table with made-up paths,
 * and the app's own "Page not found" screen can report its view without an error.
 */
import type { FastifyInstance } from 'fastify';
import { apiPaths, pageViewRequestSchema, type PageViewRequest } from '../../model/api.js';
import type { AppConfig } from '../config.js';
import type { PageViewsService } from '../services/page-views.js';

/** A path and a little JSON around it. */
const EVENT_BODY_LIMIT = 1024;

export function eventRoutes(
  app: FastifyInstance,
  config: AppConfig,
  pageViews: PageViewsService,
): void {
  // navigator.sendBeacon sends a string as text/plain: read it as JSON, in this context only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post<{ Body: PageViewRequest }>(
    apiPaths.events,
    {
      bodyLimit: EVENT_BODY_LIMIT,
      config: { rateLimit: { max: config.rateLimits.eventsPerMinute, timeWindow: '1 minute' } },
      schema: { body: pageViewRequestSchema },
    },
    async (request, reply) => {
      await pageViews.count(request.body.path);
      return reply.code(204).send();
    },
  );
}
