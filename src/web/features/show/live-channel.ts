/**
 * The show's live channel (`liveEventPaths.live`, a WebSocket): pushes each checked ShowMessage
 * to the show, and when the connection drops (Wi-Fi, a restarted server, a proxy's idle
 * timeout) opens it again after a growing wait, asking for what came after the last message
 * seen, so nothing is missed. Stops for good once the event has ended or the show closes it.
 */
import { liveEventPath, liveEventPaths } from '../../../model/api-paths.js';
import { showMessageSchema, type ShowMessage } from '../../../model/live-event.js';
import { parseJsonAs } from '../../../model/parse-json.js';

/** What the channel uses of a WebSocket. */
export interface LiveSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(): void;
}

/**
 * The close codes after which the screen does not come back (the server's SHOW_CLOSE_CODES):
 * the event ended, or the code names none. After any other the screen reconnects.
 */
const CLOSED_FOR_GOOD: Readonly<Record<number, 'ended' | 'unknown'>> = {
  4410: 'ended',
  4404: 'unknown',
};
/** Too many screens: try again, but not at once. */
const BUSY = 1013;

export interface LiveChannelOptions {
  code: string;
  /** The last sequence number the show saw, asked for again at each connection. */
  lastSeq: () => number | null;
  onMessage: (message: ShowMessage) => void;
  onConnected: (connected: boolean) => void;
  /** The server closed the channel for good: the event ended, or there is none. */
  onGone: (why: 'ended' | 'unknown') => void;
  /** `ws://host` or `wss://host`. */
  origin?: string;
  connect?: (url: string) => LiveSocket;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 15_000;

/**
 * The wait before the `attempt`th new connection (0 the first after a drop): doubling from half
 * a second up to 15 s, each between half and all of it, so a hundred screens that lost the same
 * server do not all come back in the same instant.
 */
function reconnectDelayMs(attempt: number, random: number): number {
  const full = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(attempt, 10));
  return Math.round(full * (0.5 + random / 2));
}

/** The channel's address for the show of `code`, after the message `after` when given. */
function liveChannelUrl(origin: string, code: string, after: number | null): string {
  const path = liveEventPath(liveEventPaths.live, code);
  return after === null ? `${origin}${path}` : `${origin}${path}?after=${after}`;
}

/** A browser WebSocket seen as a LiveSocket. */
function browserSocket(url: string): LiveSocket {
  const webSocket = new WebSocket(url);
  const socket: LiveSocket = {
    onopen: null,
    onmessage: null,
    onclose: null,
    close: () => webSocket.close(),
  };
  webSocket.onopen = () => socket.onopen?.();
  webSocket.onmessage = (event) => socket.onmessage?.({ data: event.data });
  webSocket.onclose = (event) => socket.onclose?.({ code: event.code });
  return socket;
}

function pageOrigin(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/** Opens the channel; `close()` ends it and every reconnection. */
export function openLiveChannel(options: LiveChannelOptions): { close(): void } {
  const {
    code,
    lastSeq,
    onMessage,
    onConnected,
    onGone,
    connect = browserSocket,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    random = Math.random,
  } = options;
  const origin = options.origin ?? pageOrigin();
  let socket: LiveSocket | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    timer = null;
    if (stopped) return;
    const current = connect(liveChannelUrl(origin, code, lastSeq()));
    socket = current;
    current.onopen = () => {
      attempt = 0;
      onConnected(true);
    };
    current.onmessage = ({ data }) => {
      if (typeof data !== 'string') return;
      const message = parseJsonAs(showMessageSchema, data);
      if (!message) return;
      onMessage(message);
      if (message.type === 'ended') stop();
    };
    current.onclose = ({ code: closeCode }) => {
      if (socket !== current) return;
      socket = null;
      const gone = CLOSED_FOR_GOOD[closeCode];
      if (gone) {
        stop();
        return onGone(gone);
      }
      onConnected(false);
      if (stopped) return;
      if (closeCode === BUSY) attempt = Math.max(attempt, 4);
      timer = setTimer(open, reconnectDelayMs(attempt, random()));
      attempt += 1;
    };
  };

  const stop = () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    timer = null;
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close();
    }
  };

  open();
  return { close: stop };
}
