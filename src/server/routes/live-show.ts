/**
 * GET /api/live-events/:code/live?after=<seq>: the show's WebSocket. Before the upgrade, with an
 * HTTP answer in JSON: the code and `after` by their schemas (400), a full instance or address
 * (503 busy, 429 too_many_screens), and the event (404 event_not_found, counted as a guessed
 * code like every other look-up, 410 event_ended). A plain GET, without the upgrade, answers
 * 426. What the socket carries is live/show-connections.ts's. The websocket plugin is registered
 * once for the app (http/websocket.ts), its `preClose` closing these screens.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { liveEventPaths } from '../../model/api-paths.js';
import { eventCodeSchema, showLiveQuerySchema } from '../../model/live-event.js';
import { z } from '../../model/zod.js';
import { clientKey } from '../http/client-address.js';
import { HttpError } from '../http/errors.js';
import type { ShowConnections } from '../live/show-connections.js';
import type { ShowFeed } from '../live/show-feed.js';
import { ServiceError } from '../services/service-errors.js';

/** Counts the look-ups of codes that name no event against the address (http/event-code-guesses.ts). */
export interface CodeLookups {
  guard<T>(request: FastifyRequest, reply: FastifyReply, lookup: () => Promise<T>): Promise<T>;
}

const paramsSchema = z.object({ code: eventCodeSchema });
type Params = z.infer<typeof paramsSchema>;
type Query = z.infer<typeof showLiveQuerySchema>;

export async function liveShowRoutes(
  app: FastifyInstance,
  connections: ShowConnections,
  feed: ShowFeed,
  codes: CodeLookups,
): Promise<void> {
  app.route<{ Params: Params; Querystring: Query }>({
    method: 'GET',
    url: liveEventPaths.live,
    schema: { params: paramsSchema, querystring: showLiveQuerySchema },
    preHandler: async (request, reply) => {
      if (!request.ws) return;
      const admission = connections.admits(clientKey(request.ip));
      if (admission === 'instance_full') {
        throw new HttpError(503, 'busy', 'Too many screens are open. Please try again soon.');
      }
      if (admission === 'address_full') {
        throw new HttpError(
          429,
          'too_many_screens',
          'Too many screens are open from this address.',
        );
      }
      await codes.guard(request, reply, async () => {
        const status = await feed.eventStatus(request.params.code);
        if (status === 'unknown') throw new ServiceError('event_not_found');
        if (status === 'ended') throw new ServiceError('event_ended');
      });
    },
    handler: async () => {
      throw new HttpError(426, 'upgrade_required', 'This address is a WebSocket.');
    },
    wsHandler: (socket, request) => {
      const { code } = request.params;
      connections.serve(socket, code, request.query.after ?? 0, clientKey(request.ip));
    },
  });
}
