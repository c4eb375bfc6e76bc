/**
 * A phone's live connection to its room (room-connection-contract.ts). On each welcome the
 * server's document is applied and what the server lacks of this phone's is sent back, so a
 * phone offline for a while catches up both ways; local changes go out batched; remote ones
 * come in with a remote origin (undo never takes them back). Pings measure the clock offset
 * that turns the shared countdown into this phone's local time.
 */
import * as Y from 'yjs';
import { apiPaths, roomPath } from '../../../model/api-paths.js';
import {
  ROOM_CLOSE_CODES,
  roomPhotoSchema,
  roomStateSchema,
  sentLetterSchema,
  type ClientMessage,
  type RoomPhoto,
  type Selection,
  type ServerMessage,
} from '../../../model/together.js';
import { z } from '../../../model/zod.js';
import { ApiRequestError, readJson, send, type Fetch } from '../api/letter-api.js';
import { keepSamples } from './clock-sync.js';
import type { RoomCredentials } from './credentials.js';
import type { DocKeeper } from './kept-docs.js';
import { base64ToBytes } from './base64.js';
import { missingOnServer, UpdateBatcher } from './doc-sync.js';
import type { RoomConnection, RoomSnapshot, RoomStatus } from './room-connection-contract.js';
import { RoomSocket, type CreateSocket } from './room-socket.js';
import {
  applyServerMessage,
  snapshotOf,
  startFacts,
  withPhoto,
  type RoomFacts,
} from './room-state.js';
import { sharedUndoManager } from './shared-doc.js';

/** Pings at open (the best of them sets the offset), this far apart; then one now and then. */
export const OPENING_PINGS = 5;
export const OPENING_PING_GAP_MS = 200;
export const PING_INTERVAL_MS = 20_000;
/** Nothing heard for this long (pongs come every PING_INTERVAL_MS): the socket is dead. */
export const SILENCE_LIMIT_MS = 45_000;
/** A change is kept on the phone this long after it (a drag's burst is one write). */
export const KEEP_DELAY_MS = 250;

export interface RoomConnectionOptions {
  readonly room: string;
  readonly credentials: RoomCredentials;
  /** `ws://host` or `wss://host`. */
  readonly socketOrigin: string;
  /** Prefix of the REST calls and photo addresses: '' on the page's own origin. */
  readonly httpOrigin: string;
  readonly createSocket: CreateSocket;
  readonly fetch: Fetch;
  readonly random?: () => number;
  /** Called once when close() is (the registry forgets the connection). */
  readonly onClose?: () => void;
  /**
   * Calls `wake` when the network is back or the page is shown again (a phone's screen was
   * off): a reconnect then goes at once rather than after the backoff's pause. Answers how to
   * stop listening.
   */
  readonly onWake?: (wake: () => void) => () => void;
  /**
   * Calls `lost` when the device says its network is gone (the browser's offline event). An
   * open socket is not closed by that: it just falls silent, and the pings would notice only
   * after SILENCE_LIMIT_MS; the phone says 'Reconnecting…' at once instead, and the welcome of
   * the next connection sends what was changed meanwhile. Answers how to stop listening.
   */
  readonly onOffline?: (lost: () => void) => () => void;
  /**
   * Keeps the document on the phone (kept-docs.ts) after each change of this phone's, and gives
   * it back to the next connection: a reload before the changes reached the room loses none.
   */
  readonly keeper?: DocKeeper;
  /** Calls `leave` when the page goes away (pagehide): a change not kept yet is kept then. */
  readonly onLeave?: (leave: () => void) => () => void;
}

/** A 410 for an ended room; with `letter` for a phone that was in it when it went out as one. */
const endedSchema = z.object({ letter: sentLetterSchema.optional() });

/** The server would not pass the letter on (none with its id, or not this phone's). */
const isLetterRefusal = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  ((error.status === 403 && error.code === 'letter_not_from_room') ||
    (error.status === 404 && error.code === 'not_found'));

const uploadAnswerSchema = z.union([z.object({ photo: roomPhotoSchema }), roomPhotoSchema]);

const STATUS_OF_CLOSE: Readonly<Record<number, RoomStatus>> = {
  [ROOM_CLOSE_CODES.notParticipant]: 'gone',
  [ROOM_CLOSE_CODES.removed]: 'removed',
  [ROOM_CLOSE_CODES.closed]: 'closed',
};

export class LiveRoomConnection implements RoomConnection {
  readonly roomId: string;
  readonly doc = new Y.Doc();
  readonly origin = {};
  readonly undoManager: Y.UndoManager;
  /** The origin of what the server sends: never undone, never sent back. */
  private readonly remote = {};
  /** The origin of the state kept on the phone, given back at start: sent, never undone. */
  private readonly restored = {};
  private keepTimer: ReturnType<typeof setTimeout> | null = null;
  private facts: RoomFacts;
  private current: RoomSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly socket: RoomSocket;
  private readonly batcher: UpdateBatcher;
  private selection: Selection = null;
  private welcomed = false;
  private readonly pings = new Map<number, number>();
  private nextPing = 0;
  private pingTimer: ReturnType<typeof setTimeout> | null = null;
  private lastHeard = 0;
  private closed = false;
  private readonly stopWaking: () => void;
  private readonly stopLosing: () => void;
  private readonly stopLeaving: () => void;

  constructor(private readonly options: RoomConnectionOptions) {
    this.roomId = options.room;
    this.undoManager = sharedUndoManager(this.doc, this.origin);
    this.facts = startFacts(options.credentials.participant);
    this.current = snapshotOf(this.facts);
    this.batcher = new UpdateBatcher((update) => this.send({ type: 'update', update }));
    this.doc.on('update', this.localUpdate);
    const url = `${options.socketOrigin}${roomPath(apiPaths.roomLive, options.room)}?token=${encodeURIComponent(options.credentials.token)}`;
    this.socket = new RoomSocket(
      url,
      {
        opened: () => (this.lastHeard = Date.now()),
        message: (message) => this.received(message),
        dropped: (opened) => this.dropped(opened),
        ended: (code) => this.finish(STATUS_OF_CLOSE[code] ?? 'gone'),
      },
      options.createSocket,
      options.random,
    );
    this.stopWaking = options.onWake?.(() => this.wake()) ?? (() => undefined);
    this.stopLosing = options.onOffline?.(() => this.lost()) ?? (() => undefined);
    this.stopLeaving = options.onLeave?.(() => this.keepNow()) ?? (() => undefined);
    void this.restore();
    this.socket.start();
  }

  /** Back online or shown again: reconnect now if dropped, else check the socket still lives. */
  private wake(): void {
    if (this.facts.status === 'offline') this.socket.reconnectNow();
    else if (this.welcomed && Date.now() - this.lastHeard > SILENCE_LIMIT_MS) this.reconnect();
    else if (this.welcomed) this.ping();
  }

  /** The network is gone: this socket is dead to us; tries go on with the backoff's pauses. */
  private lost(): void {
    if (this.facts.status === 'open' || this.facts.status === 'connecting') this.reconnect();
  }

  /** The socket looks dead (asleep, or a network that vanished without a word): start over. */
  private reconnect(): void {
    this.dropped(true);
    this.socket.reconnectNow();
  }

  readonly snapshot = (): RoomSnapshot => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  setSelection(selection: Selection): void {
    this.selection = selection;
    if (this.welcomed) this.send({ type: 'presence', selection });
  }

  startCountdown(poses: readonly (string | null)[]): void {
    this.send({ type: 'countdown', poses: [...poses] });
  }

  remove(participant: string): void {
    this.send({ type: 'remove', participant });
  }

  async uploadPhoto(pose: number, photo: Blob): Promise<RoomPhoto> {
    const response = await send(this.options.fetch, this.http(apiPaths.roomPhoto, pose), {
      method: 'PUT',
      headers: { ...this.bearer(), 'Content-Type': photo.type || 'image/jpeg' },
      body: photo,
    });
    const answer = await readJson(response, uploadAnswerSchema);
    const stored = 'photo' in answer ? answer.photo : answer;
    if (this.facts.room) this.update({ ...this.facts, room: withPhoto(this.facts.room, stored) });
    return stored;
  }

  photoUrl(photo: RoomPhoto): string {
    return `${this.http(apiPaths.roomPhoto, photo.pose)}?v=${photo.version}`;
  }

  async end(letter?: { id: string; deleteToken: string }): Promise<void> {
    let shared = letter?.id ?? null;
    try {
      try {
        await this.sendEnd(letter);
      } catch (error) {
        // A letter the server does not pass on (not found, not this phone's): the room still ends.
        if (!letter || !isLetterRefusal(error)) throw error;
        shared = null;
        await this.sendEnd();
      }
    } catch (error) {
      // Ended already (by a friend, or its time ran out): done, as asked.
      const over = error instanceof ApiRequestError && [404, 410].includes(error.status ?? 0);
      if (!over) throw error;
    }
    const you = this.facts.room?.participants.find((p) => p.id === this.facts.you);
    this.facts = { ...this.facts, closedBy: you?.name ?? null, closedLetter: shared };
    this.finish('closed');
  }

  private async sendEnd(letter?: { id: string; deleteToken: string }): Promise<void> {
    const shared = letter === undefined ? '' : `?letter=${encodeURIComponent(letter.id)}`;
    await send(this.options.fetch, `${this.http(apiPaths.room)}${shared}`, {
      method: 'DELETE',
      headers: { ...this.bearer(), ...(letter ? { 'Letter-Token': letter.deleteToken } : {}) },
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    // Changes of the last moments go out before the socket does, and are kept.
    if (this.welcomed) this.batcher.flush();
    this.keepNow();
    this.stopAll();
    this.options.onClose?.();
  }

  private readonly localUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === this.remote) return;
    if (origin !== this.restored) this.keepSoon();
    // Before the welcome, nothing is sent: the welcome's catch-up sends all the server lacks.
    if (this.welcomed) this.batcher.add(update);
  };

  /** The state kept on the phone by an earlier page, merged in (the welcome sends what's new). */
  private async restore(): Promise<void> {
    const state = await this.options.keeper?.load(this.roomId);
    if (!state || this.closed) return;
    try {
      Y.applyUpdate(this.doc, state, this.restored);
    } catch {
      // A kept state that does not decode is no loss: the room has the rest.
    }
  }

  private keepSoon(): void {
    if (!this.options.keeper || this.keepTimer !== null) return;
    this.keepTimer = setTimeout(() => this.keepNow(), KEEP_DELAY_MS);
  }

  /** Keeps the document now, if a change of this phone's waits to be kept. */
  private keepNow(): void {
    if (this.keepTimer === null) return;
    clearTimeout(this.keepTimer);
    this.keepTimer = null;
    void this.options.keeper?.save(this.roomId, Y.encodeStateAsUpdate(this.doc));
  }

  private received(message: ServerMessage): void {
    this.lastHeard = Date.now();
    if (message.type === 'welcome') this.welcome(message.update);
    else if (message.type === 'update') this.applyRemote(message.update);
    else if (message.type === 'pong') this.ponged(message.id, message.serverTime);
    this.update(applyServerMessage(this.facts, message));
    const status = this.facts.status;
    if (status === 'removed' || status === 'closed') this.finish(status);
  }

  private welcome(update: string): void {
    let server: Uint8Array;
    try {
      server = base64ToBytes(update);
      Y.applyUpdate(this.doc, server, this.remote);
    } catch {
      // A document that does not decode: keep ours; the server will refuse nothing of it.
      server = new Uint8Array();
    }
    this.welcomed = true;
    const missing = missingOnServer(this.doc, server);
    if (missing) {
      this.batcher.add(missing);
      this.batcher.flush();
    }
    if (this.selection !== null) this.send({ type: 'presence', selection: this.selection });
    this.startPings();
  }

  private applyRemote(update: string): void {
    try {
      Y.applyUpdate(this.doc, base64ToBytes(update), this.remote);
    } catch {
      // The server checked it; one that still fails to apply is skipped, not fatal.
    }
  }

  private startPings(): void {
    this.stopPings();
    let sent = 0;
    const tick = () => {
      if (sent >= OPENING_PINGS && Date.now() - this.lastHeard > SILENCE_LIMIT_MS) {
        this.reconnect();
        return;
      }
      this.ping();
      sent += 1;
      this.pingTimer = setTimeout(
        tick,
        sent < OPENING_PINGS ? OPENING_PING_GAP_MS : PING_INTERVAL_MS,
      );
    };
    tick();
  }

  private ping(): void {
    const id = this.nextPing++;
    const sent = Date.now();
    this.pings.set(id, sent);
    // Pongs that never came are forgotten.
    for (const old of this.pings.keys()) if (old < id - OPENING_PINGS * 2) this.pings.delete(old);
    this.send({ type: 'ping', id, sent });
  }

  private ponged(id: number, serverTime: number): void {
    const sent = this.pings.get(id);
    if (sent === undefined) return;
    this.pings.delete(id);
    const sample = { sent, serverTime, received: Date.now() };
    this.facts = { ...this.facts, samples: keepSamples(this.facts.samples, sample) };
  }

  private dropped(opened: boolean): void {
    this.welcomed = false;
    this.batcher.drop();
    this.stopPings();
    if (this.facts.status === 'open' || this.facts.status === 'connecting') {
      this.update({ ...this.facts, status: 'offline' });
    }
    if (!opened) void this.whyRefused();
  }

  /**
   * A refused upgrade shows the page no reason, so the API is asked: a room gone or closed, or
   * this phone no longer in it, ends the attempts. Offline or busy: keep trying.
   */
  private async whyRefused(): Promise<void> {
    let response: Response;
    try {
      // With this phone's token: a room that ended with a letter while it was in it says which.
      response = await this.options.fetch(this.http(apiPaths.room), {
        cache: 'no-store',
        headers: this.bearer(),
      });
    } catch {
      return;
    }
    if (response.status === 404) this.finish('gone');
    if (response.status === 410) {
      const ended = endedSchema.safeParse(await response.json().catch(() => null));
      if (ended.success && ended.data.letter) {
        this.facts = { ...this.facts, closedLetter: ended.data.letter };
      }
      this.finish('closed');
    }
    if (!response.ok) return;
    const room = await readJson(response, roomStateSchema).catch(() => null);
    // The room is open and this phone's credentials came from its join: not in it any more
    // is removed (by the host), also on a page opened after the removal.
    if (room && !room.participants.some((p) => p.id === this.facts.you)) this.finish('removed');
  }

  private finish(status: RoomStatus): void {
    if (this.closed) return;
    this.stopAll();
    // Over for this phone: nothing kept is of use any more.
    if (this.keepTimer !== null) clearTimeout(this.keepTimer);
    this.keepTimer = null;
    void this.options.keeper?.forget(this.roomId);
    this.update({ ...this.facts, status });
  }

  private stopAll(): void {
    this.stopWaking();
    this.stopLosing();
    this.stopLeaving();
    this.welcomed = false;
    this.batcher.drop();
    this.stopPings();
    this.socket.stop();
  }

  private stopPings(): void {
    if (this.pingTimer !== null) clearTimeout(this.pingTimer);
    this.pingTimer = null;
  }

  private send(message: ClientMessage): void {
    this.socket.send(message);
  }

  private update(facts: RoomFacts): void {
    this.facts = facts;
    this.current = snapshotOf(facts);
    for (const listener of [...this.listeners]) listener();
  }

  private http(path: typeof apiPaths.room | typeof apiPaths.roomPhoto, pose?: number): string {
    return `${this.options.httpOrigin}${roomPath(path, this.roomId, pose)}`;
  }

  private bearer(): Record<string, string> {
    return { Authorization: `Bearer ${this.options.credentials.token}` };
  }
}
