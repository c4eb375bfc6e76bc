/**
 * @fastify/websocket, registered once for the whole app (it can only be registered once): the
 * show's screens and together mode's rooms both upgrade through it. Its frames are capped at the
 * room's largest message (ROOM_MESSAGE_MAX_BYTES; past it ws closes with 1009); the show's own,
 * smaller cap is its route's (a screen sends nothing). A stopping server lets each group of
 * sockets say "going away" in its own way.
 */
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ROOM_MESSAGE_MAX_BYTES } from '../../model/together.js';

export interface SocketGroup {
  closeAll(): void;
}

/**
 * What a socket's client did wrong (a frame past the size cap, bad UTF-8, an unmasked frame: ws's
 * `WS_ERR_…` codes) or a connection it dropped, not a fault of ours: the socket is closed and the
 * line says so at info, without a stack. Anything else is ours, logged as an error.
 */
export function isClientSocketFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return code.startsWith('WS_ERR_') || ['ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code);
}

export function logSocketError(log: FastifyBaseLogger, error: unknown): void {
  if (isClientSocketFault(error)) {
    const code = (error as { code: string }).code;
    log.info({ code }, 'a socket was closed: its client sent a bad frame or went away');
  } else log.error({ err: error }, 'a socket failed');
}

export async function registerWebSockets(
  app: FastifyInstance,
  groups: readonly SocketGroup[],
): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: ROOM_MESSAGE_MAX_BYTES },
    errorHandler: (error, socket, request) => {
      logSocketError(request.log, error);
      socket.terminate();
    },
    preClose: (done) => {
      for (const group of groups) group.closeAll();
      done();
    },
  });
}
