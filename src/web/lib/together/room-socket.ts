/**
 * The room's WebSocket, kept open: server messages parsed by the contract's schema (anything
 * else is ignored), reconnection with backoff after a drop, and a stop for good on the close
 * codes that say there is nothing to come back to (not a participant, removed, room closed).
 * The socket itself comes from a factory, so tests run it against a small real server.
 */
import {
  ROOM_CLOSE_CODES,
  type ClientMessage,
  type ServerMessage,
} from '../../../model/together.js';
import { reconnectDelay } from './reconnect-delay.js';
import { parseServerMessage } from './server-message.js';

/** What we use of a WebSocket (the browser's, or the `ws` package's in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type CreateSocket = (url: string) => WebSocketLike;

const OPEN = 1;

/** The close codes after which reconnecting cannot help. */
export const FINAL_CLOSE_CODES: readonly number[] = [
  ROOM_CLOSE_CODES.notParticipant,
  ROOM_CLOSE_CODES.removed,
  ROOM_CLOSE_CODES.closed,
];

export interface RoomSocketHandlers {
  /** Connected (again). The server's welcome follows. */
  opened(): void;
  message(message: ServerMessage): void;
  /**
   * Lost or refused; another attempt follows after a pause. `opened`: whether this attempt had
   * connected (a refused upgrade never does: the page cannot see why, so it may ask the API).
   */
  dropped(opened: boolean): void;
  /** Closed with a FINAL_CLOSE_CODES code: no more attempts. */
  ended(code: number): void;
}

export class RoomSocket {
  private socket: WebSocketLike | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly handlers: RoomSocketHandlers,
    private readonly create: CreateSocket,
    private readonly random: () => number = Math.random,
  ) {}

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  start(): void {
    if (this.stopped || this.socket) return;
    let opened = false;
    let socket: WebSocketLike;
    try {
      socket = this.create(this.url);
    } catch {
      // Refused at once (a blocked address, too many sockets): another try after a pause.
      this.handlers.dropped(false);
      if (!this.stopped) this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      opened = true;
      this.attempt = 0;
      this.handlers.opened();
    };
    socket.onmessage = (event) => {
      const message = parseServerMessage(event.data);
      if (message) this.handlers.message(message);
    };
    socket.onerror = () => {
      // A close event always follows; it decides.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      if (FINAL_CLOSE_CODES.includes(event.code)) {
        this.stopped = true;
        this.handlers.ended(event.code);
        return;
      }
      this.handlers.dropped(opened);
      if (!this.stopped) this.scheduleRetry();
    };
  }

  /** Sends if connected; answers whether it went. */
  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Drops the connection (it looks dead) and tries again at once. */
  reconnectNow(): void {
    if (this.stopped) return;
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    this.detach(socket);
    this.start();
  }

  /** Closes for good (the page leaves, or the room is over). */
  stop(): void {
    this.stopped = true;
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    this.detach(socket);
  }

  private detach(socket: WebSocketLike | null): void {
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Closing one still connecting may report an error later; it is no longer ours to handle.
    socket.onerror = () => undefined;
    try {
      socket.close(1000);
    } catch {
      // Already closing.
    }
  }

  private scheduleRetry(): void {
    this.clearRetry();
    const delay = reconnectDelay(this.attempt, this.random);
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.start();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
  }
}
