/**
 * The show's open sockets on this instance: each gets its stream (show-stream.ts), pings to
 * find dead ones, a cap per address and per instance, and a bound on what waits to be sent
 * (a screen that does not read is dropped; it reconnects with `?after=` and misses nothing).
 */
import type { WebSocket } from 'ws';
import { SHOW_CLOSE_CODES, type ShowMessage } from '../../model/live-event.js';
import type { HubLog, LiveHub } from './hub.js';
import type { ShowFeed } from './show-feed.js';
import { openShowStream } from './show-stream.js';
import { createSocketAdmission, type Admission } from './socket-admission.js';

export interface ShowConnectionSettings {
  /** Open show sockets on this instance, all events together. */
  maxConnections: number;
  /** Open show sockets from one address (a venue's guests share one). */
  connectionsPerAddress: number;
  /** A ping every this often; a socket that did not answer the last one is closed. */
  heartbeatMs: number;
  /** Bytes waiting to be sent on one socket past which it is dropped. */
  sendBufferBytes: number;
}

/** A screen sends nothing: a message past this is closed as too big (1009), any other as 1008. */
export const SCREEN_MAX_INCOMING_BYTES = 1024;
const TOO_BIG = 1009;
const POLICY = 1008;

/** How long a stopping server waits for screens to answer its close frame. */
const CLOSE_WAIT_MS = 1_000;

export interface ShowConnections {
  /** Whether one more socket from this address fits (checked before the upgrade, and after). */
  admits(address: string): Admission;
  /** Serves an upgraded socket of a live event (checked before the upgrade): streams its show. */
  serve(socket: WebSocket, code: string, after: number, address: string): void;
  count(): number;
  /** Closes every socket with "going away", for the screens to reconnect elsewhere. */
  closeAll(): void;
}

export function createShowConnections(
  settings: ShowConnectionSettings,
  feed: ShowFeed,
  hub: LiveHub,
  log: HubLog,
): ShowConnections {
  const admission = createSocketAdmission(settings);
  const { admits } = admission;
  /** Each open socket, and whether it answered the last ping. */
  const sockets = new Map<WebSocket, { alive: boolean }>();

  const heartbeat = setInterval(() => {
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }, settings.heartbeatMs);
  heartbeat.unref();

  function serve(socket: WebSocket, code: string, after: number, address: string): void {
    if (admits(address) !== 'yes') {
      socket.close(SHOW_CLOSE_CODES.busy, 'too many screens');
      return;
    }
    const state = { alive: true };
    sockets.set(socket, state);
    const leave = admission.enter(address);
    let stopStream = (): void => {};
    socket.on('pong', () => {
      state.alive = true;
    });
    // A screen only listens: whatever it sends is a mistake or an attack, and ends it (the
    // app's frames may be as large as a room's; a screen gets no such room).
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      const bytes = Array.isArray(data)
        ? data.reduce((sum, part) => sum + part.length, 0)
        : data.byteLength;
      socket.close(bytes > SCREEN_MAX_INCOMING_BYTES ? TOO_BIG : POLICY, 'a screen sends nothing');
    });
    socket.once('close', () => {
      stopStream();
      sockets.delete(socket);
      leave();
    });

    const send = (message: ShowMessage): void => {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(JSON.stringify(message));
      if (message.type === 'ended') {
        socket.close(SHOW_CLOSE_CODES.ended, 'event ended');
      } else if (socket.bufferedAmount > settings.sendBufferBytes) {
        log.warn({ buffered: socket.bufferedAmount }, 'a show screen too slow to read was dropped');
        // terminate, not close: a close frame would wait behind what the screen does not read.
        socket.terminate();
      }
    };

    const stream = openShowStream({
      code,
      after,
      feed,
      hub,
      send,
      fail: (error) => {
        log.error({ err: error }, 'the show feed could not be read');
        socket.close(SHOW_CLOSE_CODES.unavailable, 'try again later');
      },
    });
    stopStream = stream.stop;
  }

  return {
    admits,
    serve,
    count: () => sockets.size,
    closeAll() {
      clearInterval(heartbeat);
      for (const socket of sockets.keys()) {
        socket.close(SHOW_CLOSE_CODES.goingAway, 'server closing');
      }
      // A screen that does not answer the close (a frozen one) would hold the stop for 30 s.
      setTimeout(() => {
        for (const socket of sockets.keys()) socket.terminate();
      }, CLOSE_WAIT_MS).unref();
    },
  };
}
