/**
 * GET /api/rooms/:room/live?token=<participant token>: a room's WebSocket (together mode). Before
 * the upgrade, with an HTTP answer in JSON: the room id and token by their schemas (400), a full
 * instance or address (503 busy, 429 too_many_sockets), and the token's participant
 * (Rooms.member: 401 not_participant, 404 room_not_found, 410 room_closed). A plain GET answers
 * 426. What the socket carries is live/room-connections.ts's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths } from '../../model/api-paths.js';
import { participantTokenSchema, roomIdSchema } from '../../model/together.js';
import { z } from '../../model/zod.js';
import { clientKey } from '../http/client-address.js';
import { HttpError } from '../http/errors.js';
import type { RoomConnections } from '../live/room-connections.js';
import type { RoomMember, Rooms } from '../services/rooms-contract.js';

const paramsSchema = z.object({ room: roomIdSchema });
const querySchema = z.object({ token: participantTokenSchema });
type Params = z.infer<typeof paramsSchema>;
type Query = z.infer<typeof querySchema>;

export async function roomLiveRoutes(
  app: FastifyInstance,
  connections: RoomConnections,
  rooms: Rooms,
): Promise<void> {
  /** The member the token named, from the check before the upgrade to the socket's handler. */
  const members = new WeakMap<FastifyRequest, RoomMember>();
  app.route<{ Params: Params; Querystring: Query }>({
    method: 'GET',
    url: apiPaths.roomLive,
    schema: { params: paramsSchema, querystring: querySchema },
    preHandler: async (request) => {
      if (!request.ws) return;
      const admission = connections.admits(clientKey(request.ip));
      if (admission === 'instance_full') {
        throw new HttpError(503, 'busy', 'Too many phones are connected. Please try again soon.');
      }
      if (admission === 'address_full') {
        throw new HttpError(
          429,
          'too_many_sockets',
          'Too many phones are connected from this address.',
        );
      }
      const { room } = request.params;
      members.set(request, await rooms.member(room, request.query.token, new Date()));
    },
    handler: async () => {
      throw new HttpError(426, 'upgrade_required', 'This address is a WebSocket.');
    },
    wsHandler: (socket, request) => {
      const member = members.get(request);
      // Never without the check: the preHandler above ran (or threw) before the upgrade.
      if (!member) {
        socket.close(1011, 'not checked');
        return;
      }
      connections.serve(socket, member, clientKey(request.ip));
    },
  });
}
