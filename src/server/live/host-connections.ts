/**
 * The host pages' open sockets on this instance: a host's page opens one, sends its host key as
 * the first message (never in the address, which proxies log), and from then on hears a
 * `{ "type": "changed" }` nudge each time a guest adds a strip, to read its view again through
 * the host call. The nudge names no strip: what waits for moderation only ever leaves the server
 * through the host call, behind the key. A socket that sends no key in time, a wrong key or
 * anything after the key is closed; caps and pings as the show's.
 */
import type { WebSocket } from 'ws';
import { HOST_CLOSE_CODES } from '../../model/live-event.js';
import type { HubLog, LiveHub } from './hub.js';
import type { ShowConnectionSettings } from './show-connections.js';
import { createSocketAdmission, type Admission } from './socket-admission.js';

/** The hub topic of an event's host pages. */
export function hostTopic(code: string): string {
  return `host:${code}`;
}

/** A host key is 22 characters: a first message past this is not one. */
const KEY_MAX_BYTES = 128;
/** How long an opened socket may wait before sending its key. */
const KEY_WAIT_MS = 10_000;
const POLICY = 1008;

export interface HostConnections {
  admits(address: string): Admission;
  /** Serves an upgraded socket of an event: waits for its key, then forwards the nudges. */
  serve(socket: WebSocket, code: string, address: string): void;
  count(): number;
  closeAll(): void;
}

export function createHostConnections(
  settings: ShowConnectionSettings,
  /** Resolves when `hostKey` opens the event `code`; rejects otherwise. */
  checkKey: (code: string, hostKey: string) => Promise<unknown>,
  hub: LiveHub,
  log: HubLog,
): HostConnections {
  const admission = createSocketAdmission(settings);
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

  function serve(socket: WebSocket, code: string, address: string): void {
    if (admission.admits(address) !== 'yes') {
      socket.close(HOST_CLOSE_CODES.busy, 'too many pages');
      return;
    }
    const state = { alive: true };
    sockets.set(socket, state);
    const leave = admission.enter(address);
    let stop = (): void => {};
    let keyed: 'waiting' | 'checking' | 'open' = 'waiting';
    const wait = setTimeout(() => socket.close(POLICY, 'no key'), KEY_WAIT_MS);
    wait.unref();
    socket.on('pong', () => {
      state.alive = true;
    });
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (keyed !== 'waiting' || bytes.length > KEY_MAX_BYTES) {
        socket.close(POLICY, 'a host page sends its key once');
        return;
      }
      keyed = 'checking';
      clearTimeout(wait);
      checkKey(code, bytes.toString('utf8')).then(
        () => {
          if (socket.readyState !== socket.OPEN) return;
          keyed = 'open';
          stop = hub.subscribe(hostTopic(code), {
            message: () => send(),
            // Something may have been missed: a nudge costs one read of the view.
            missed: () => send(),
          });
          send();
        },
        () => socket.close(HOST_CLOSE_CODES.wrongKey, 'wrong key'),
      );
    });
    socket.once('close', () => {
      clearTimeout(wait);
      stop();
      sockets.delete(socket);
      leave();
    });

    function send(): void {
      if (socket.readyState !== socket.OPEN) return;
      socket.send(JSON.stringify({ type: 'changed' }));
      if (socket.bufferedAmount > settings.sendBufferBytes) {
        log.warn({ buffered: socket.bufferedAmount }, 'a host page too slow to read was dropped');
        socket.terminate();
      }
    }
  }

  return {
    admits: (address) => admission.admits(address),
    serve,
    count: () => sockets.size,
    closeAll() {
      clearInterval(heartbeat);
      for (const socket of sockets.keys()) socket.close(HOST_CLOSE_CODES.goingAway, 'closing');
      setTimeout(() => {
        for (const socket of sockets.keys()) socket.terminate();
      }, 1_000).unref();
    },
  };
}
