/**
 * One log line per request: method, route pattern (`/api/letters/:id`, never the id or the
 * query), status, time and the request id (bound by Fastify as `reqId`). Nothing that tells
 * visitors apart or reads a letter: no address, no user agent, no URL.
 */
import type { FastifyInstance } from 'fastify';

export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request done',
    );
  });
}
