/**
 * One log line per request: method, route pattern (`/api/letters/:id`, never the id or the
 * query), status, time and the request id (bound by Fastify as `reqId`). Nothing that tells
 * visitors apart or reads a letter: no address, no user agent, no URL.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests whose answer is logged elsewhere, in fewer lines (see logApart). */
const loggedApart = new WeakSet<FastifyRequest>();

/**
 * `request` gets no line of its own: what answered it logs such requests together (an early
 * refusal of a flood writes one line a second with their count, refused-addresses.ts).
 */
export function logApart(request: FastifyRequest): void {
  loggedApart.add(request);
}

export function logRequests(app: FastifyInstance): void {
  // A callback, not an async function: every request runs it (see securityHeaders).
  app.addHook('onResponse', (request, reply, done) => {
    if (loggedApart.has(request)) return done();
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request done',
    );
    done();
  });
}
