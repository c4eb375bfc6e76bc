/**
 * GET /api/live-events/:code/live?after=<seq>: the show's WebSocket. The code and `after` are
 * checked by their schemas before the upgrade (400 JSON); a full instance or address is refused
 * then too (503/429 JSON). A plain GET, without the upgrade, answers 426. What the socket carries
 * is live/show-connections.ts's.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { liveEventPaths } from '../../model/api-paths.js';
import { eventCodeSchema, showLiveQuerySchema } from '../../model/live-event.js';
import { z } from '../../model/zod.js';
import { clientKey } from '../http/client-address.js';
import { HttpError } from '../http/errors.js';
import type { ShowConnections } from '../live/show-connections.js';

/** A screen sends nothing; a small frame is already more than it needs. */
const MAX_INCOMING_BYTES = 1024;

const paramsSchema = z.object({ code: eventCodeSchema });
type Params = z.infer<typeof paramsSchema>;
type Query = z.infer<typeof showLiveQuerySchema>;

export async function liveShowRoutes(
  app: FastifyInstance,
  connections: ShowConnections,
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_INCOMING_BYTES },
    preClose: (done) => {
      connections.closeAll();
      done();
    },
  });
  app.route<{ Params: Params; Querystring: Query }>({
    method: 'GET',
    url: liveEventPaths.live,
    schema: { params: paramsSchema, querystring: showLiveQuerySchema },
    preHandler: async (request) => {
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
