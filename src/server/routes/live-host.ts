/**
 * GET /api/live-events/:code/host-live: the host page's WebSocket (live/host-connections.ts).
 * Before the upgrade, as the show's: the code by its schema (400), a full instance or address
 * (503 busy, 429 too_many_screens), an unknown code (404, counted as a guess) or an ended event
 * (410). The key is checked once the socket is open, from its first message.
 */
import type { FastifyInstance } from 'fastify';
import { liveEventPaths } from '../../model/api-paths.js';
import { eventCodeSchema } from '../../model/live-event.js';
import { z } from '../../model/zod.js';
import { clientKey } from '../http/client-address.js';
import { HttpError } from '../http/errors.js';
import type { HostConnections } from '../live/host-connections.js';
import type { ShowFeed } from '../live/show-feed.js';
import { ServiceError } from '../services/service-errors.js';
import type { CodeLookups } from './live-show.js';

const paramsSchema = z.object({ code: eventCodeSchema });
type Params = z.infer<typeof paramsSchema>;

export async function liveHostRoutes(
  app: FastifyInstance,
  connections: HostConnections,
  feed: Pick<ShowFeed, 'eventStatus'>,
  codes: CodeLookups,
): Promise<void> {
  app.route<{ Params: Params }>({
    method: 'GET',
    url: liveEventPaths.hostLive,
    schema: { params: paramsSchema },
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
      connections.serve(socket, request.params.code, clientKey(request.ip));
    },
  });
}
