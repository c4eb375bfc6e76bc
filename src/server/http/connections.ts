/**
 * Closing without waiting on clients that have nothing more coming. Node's server.close()
 * waits for every connection to end; Fastify closes the idle ones. Left over are connections
 * whose answer is sent but whose request is still arriving (a 429 or 413 answered while the
 * body trickles in): nobody will read more from them, so they are ended when we stop, and
 * as soon as their answer is sent while we are stopping.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionCloser {
  /** From now on, end every connection that has no answer in flight. */
  closeFinished(): void;
}

export function trackConnections(server: Server): ConnectionCloser {
  /** Answers in flight per connection. */
  const inFlight = new Map<Socket, number>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });

  // A WebSocket (the live channel) is no longer HTTP: its own plugin closes it with a close
  // frame when we stop, which ending the connection here first would cut off.
  server.on('upgrade', (_request: IncomingMessage, socket: Socket) => {
    inFlight.delete(socket);
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    let done = false;
    const answered = (): void => {
      if (done) return;
      done = true;
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      if (closing && left === 0) socket.destroySoon();
    };
    response.once('finish', answered);
    response.once('close', answered);
  });

  return {
    closeFinished() {
      closing = true;
      for (const [socket, answers] of inFlight) if (answers === 0) socket.destroySoon();
    },
  };
}
