/**
 * The host page's live channel (`liveEventPaths.hostLive`, a WebSocket): sends the host key as
 * its first message (never in the address), then calls `onChange` at each nudge (a guest added a
 * strip), for the page to read its view again. When the connection drops it opens again after a
 * growing wait; the page's poll covers the gap. Stops for good when the server refuses the key.
 */
import { liveEventPath, liveEventPaths } from '../../../model/api-paths.js';
import { HOST_CLOSE_CODES } from '../../../model/live-event.js';

/** What the channel uses of a WebSocket. */
export interface HostSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface HostChannelOptions {
  code: string;
  hostKey: string;
  onChange: () => void;
  /** `ws://host` or `wss://host`. */
  origin?: string;
  connect?: (url: string) => HostSocket;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 30_000;

function browserSocket(url: string): HostSocket {
  const webSocket = new WebSocket(url);
  const socket: HostSocket = {
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (data) => webSocket.send(data),
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

/** Opens the channel; the answer ends it and every reconnection. */
export function openHostChannel(options: HostChannelOptions): () => void {
  const {
    code,
    hostKey,
    onChange,
    connect = browserSocket,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  const url = `${options.origin ?? pageOrigin()}${liveEventPath(liveEventPaths.hostLive, code)}`;
  let socket: HostSocket | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    timer = null;
    if (stopped) return;
    const current = connect(url);
    socket = current;
    current.onopen = () => current.send(hostKey);
    current.onmessage = () => {
      attempt = 0;
      onChange();
    };
    current.onclose = ({ code: closeCode }) => {
      if (socket !== current) return;
      socket = null;
      if (stopped || closeCode === HOST_CLOSE_CODES.wrongKey) return;
      const wait = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(attempt, 10));
      attempt += 1;
      timer = setTimer(open, wait);
    };
  };
  open();

  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    socket?.close();
    socket = null;
  };
}
