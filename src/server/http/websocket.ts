/**
 * @fastify/websocket, registered once for the whole app (it can only be registered once): the
 * show's screens and together mode's rooms both upgrade through it. Its frames are capped at the
 * room's largest message (ROOM_MESSAGE_MAX_BYTES; past it ws closes with 1009); the show's own,
 * smaller cap is its route's (a screen sends nothing). A stopping server lets each group of
 * sockets say "going away" in its own way.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { ROOM_MESSAGE_MAX_BYTES } from '../../model/together.js';

export interface SocketGroup {
  closeAll(): void;
}

export async function registerWebSockets(
  app: FastifyInstance,
  groups: readonly SocketGroup[],
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: ROOM_MESSAGE_MAX_BYTES },
    preClose: (done) => {
      for (const group of groups) group.closeAll();
      done();
    },
  });
}
