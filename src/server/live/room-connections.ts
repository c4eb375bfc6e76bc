/**
 * Together mode's open sockets on this instance (GET /api/rooms/:room/live), grouped by room:
 * one hub subscription per room with sockets here, whatever their number. Each socket gets the
 * `welcome` (its room and the whole document), then what the room's topic carries; pings find
 * dead sockets and keep the participant `online` (Rooms.seen); caps per address and per instance;
 * a socket that does not read is dropped (it reconnects and its welcome brings it up to date).
 */
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import {
  ROOM_CLOSE_CODES,
  ROOM_UPDATE_BURST_BYTES,
  ROOM_UPDATE_BYTES_PER_SECOND,
  TOGETHER_SHOT_GAP_MS,
  type RoomRefusal,
  type ServerMessage,
} from '../../model/together.js';
import { ServiceError } from '../services/service-errors.js';
import type { RoomCountdown, RoomMember, Rooms } from '../services/rooms-contract.js';
import type { HubLog, LiveHub } from './hub.js';
import { createRoomIntake } from './room-intake.js';
import { createRoomWriter } from './room-writer.js';
import { handleRoomMessage, type RoomSender } from './room-messages.js';
import { createUpdateBudgets, glanceAtUpdate, inspectUpdate } from './room-update-cost.js';
import { roomHubMessageSchema, roomTopic, type RoomHubMessage } from './room-topic.js';
import { createSocketAdmission, type Admission } from './socket-admission.js';

export interface RoomConnectionSettings {
  /** Open room sockets on this instance, all rooms together. */
  maxConnections: number;
  /** Open room sockets from one address (friends on one Wi-Fi share one). */
  connectionsPerAddress: number;
  /**
   * A ping every this often (and Rooms.seen for each participant still here): a socket that did
   * not answer the last one is closed. At most ROOM_SEEN_MS, so `online` stays true.
   */
  heartbeatMs: number;
  /** Bytes waiting to be sent on one socket past which it is dropped. */
  sendBufferBytes: number;
}

/** Rooms.state counts a participant online for 45 s after its last sign of life. */
export const ROOM_SEEN_MS = 15_000;
/** How long a stopping server waits for phones to answer its close frame. */
const CLOSE_WAIT_MS = 1_000;
const GOING_AWAY = 1001;
const BUSY = 1013;
const UNAVAILABLE = 1011;

export interface RoomConnections {
  admits(address: string): Admission;
  /** Serves an upgraded socket whose token named `member` (checked before the upgrade). */
  serve(socket: WebSocket, member: RoomMember, address: string): void;
  count(): number;
  /** Closes every socket with "going away", for the phones to reconnect elsewhere. */
  closeAll(): void;
}

interface RoomSocket {
  readonly id: string;
  readonly member: RoomMember;
  readonly socket: WebSocket;
  alive: boolean;
  /** Until its welcome went out, what the room's topic brings waits here. */
  waiting: ServerMessage[] | null;
}

interface RoomGroup {
  readonly sockets: Set<RoomSocket>;
  readonly unsubscribe: () => void;
  /** A re-read of the participants under way, and whether another was asked for meanwhile. */
  reading: boolean;
  readAgain: boolean;
}

/** When the last shot of a countdown fires: a phone with k poses shoots k of them, a gap apart. */
function lastShotAt({ poses, shootAt }: RoomCountdown): number {
  const perPerson = new Map<string, number>();
  for (const id of poses) if (id !== null) perPerson.set(id, (perPerson.get(id) ?? 0) + 1);
  const most = Math.max(1, ...perPerson.values());
  return shootAt + (most - 1) * TOGETHER_SHOT_GAP_MS;
}

export function createRoomConnections(
  settings: RoomConnectionSettings,
  rooms: Rooms,
  hub: LiveHub,
  log: HubLog,
): RoomConnections {
  const groups = new Map<string, RoomGroup>();
  const writer = createRoomWriter(rooms);
  // A room's participants together may send twice what one may: one of them cannot take all.
  const budgets = createUpdateBudgets({
    perSecond: ROOM_UPDATE_BYTES_PER_SECOND,
    burst: ROOM_UPDATE_BURST_BYTES,
    roomFactor: 2,
  });
  /**
   * An update's cost, looked at before any work: its first bytes (no decoding), its bytes against
   * the budgets (which bound the decoding), then its shape decoded.
   */
  function admit(member: RoomMember, update: Uint8Array): RoomRefusal | null {
    const glance = glanceAtUpdate(update);
    if (glance) return glance;
    if (!budgets.charge(member.room, member.participant, update.length, Date.now())) {
      return 'too_many_messages';
    }
    const verdict = inspectUpdate(update);
    return verdict.ok ? null : verdict.refusal;
  }
  const admission = createSocketAdmission(settings);
  const { admits } = admission;

  const publish = (room: string, message: RoomHubMessage): Promise<void> =>
    hub.publish(roomTopic(room), message);

  function send(entry: RoomSocket, message: ServerMessage): void {
    if (entry.waiting) {
      entry.waiting.push(message);
      return;
    }
    const { socket } = entry;
    if (socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify(message));
    if (message.type === 'removed') socket.close(ROOM_CLOSE_CODES.removed, 'removed');
    else if (message.type === 'closed') socket.close(ROOM_CLOSE_CODES.closed, 'room closed');
    else if (socket.bufferedAmount > settings.sendBufferBytes) {
      log.warn({ buffered: socket.bufferedAmount }, 'a room socket too slow to read was dropped');
      // terminate, not close: a close frame would wait behind what the phone does not read.
      socket.terminate();
    }
  }

  /** Everyone's list again (someone came, left, went online or off): one read per instance. */
  async function refreshParticipants(room: string, group: RoomGroup): Promise<void> {
    if (group.reading) {
      group.readAgain = true;
      return;
    }
    group.reading = true;
    try {
      do {
        group.readAgain = false;
        const state = await rooms.state(room, new Date());
        for (const entry of group.sockets) {
          send(entry, { type: 'participants', participants: state.participants });
        }
      } while (group.readAgain && group.sockets.size > 0);
    } catch (error) {
      // A closed room says so with its own event; anything else is the store's.
      if (!(error instanceof ServiceError)) log.error({ err: error }, 'a room could not be read');
    } finally {
      group.reading = false;
    }
  }

  function deliver(room: string, group: RoomGroup, raw: unknown): void {
    const parsed = roomHubMessageSchema.safeParse(raw);
    if (!parsed.success) {
      log.warn({}, 'a room message of the hub had an unknown shape');
      return;
    }
    const message = parsed.data;
    for (const entry of [...group.sockets]) {
      switch (message.kind) {
        case 'update':
          if (entry.id !== message.origin) {
            send(entry, { type: 'update', update: message.update, from: message.from });
          }
          break;
        case 'presence':
          if (entry.id !== message.origin) {
            send(entry, {
              type: 'presence',
              participant: message.participant,
              selection: message.selection,
            });
          }
          break;
        case 'countdown':
          send(entry, { type: 'countdown', poses: message.poses, shootAt: message.shootAt });
          break;
        case 'photo':
          send(entry, { type: 'photo', photo: message.photo });
          break;
        case 'removed':
          if (entry.member.participant === message.participant) send(entry, { type: 'removed' });
          break;
        case 'closed':
          send(entry, {
            type: 'closed',
            ...(message.by === undefined ? {} : { by: message.by }),
            ...(message.letter === undefined ? {} : { letter: message.letter }),
          });
          break;
        case 'participants':
          break;
      }
    }
    if (message.kind === 'participants' || message.kind === 'removed') {
      void refreshParticipants(room, group);
    }
  }

  function join(entry: RoomSocket): RoomGroup {
    const { room } = entry.member;
    let group = groups.get(room);
    if (!group) {
      const created: RoomGroup = {
        sockets: new Set(),
        reading: false,
        readAgain: false,
        unsubscribe: hub.subscribe(roomTopic(room), {
          message: (raw) => deliver(room, created, raw),
          // Lost while Redis was away: the phones' own reconnect brings the document; the
          // participants are read again here.
          missed: () => void refreshParticipants(room, created),
        }),
      };
      group = created;
      groups.set(room, group);
    }
    group.sockets.add(entry);
    return group;
  }

  function leave(entry: RoomSocket): void {
    const { room, participant } = entry.member;
    const group = groups.get(room);
    if (!group) return;
    group.sockets.delete(entry);
    if (group.sockets.size === 0) {
      group.unsubscribe();
      groups.delete(room);
    }
    const stillHere = [...(group.sockets ?? [])].some((e) => e.member.participant === participant);
    if (stillHere) return;
    rooms
      .seen(room, participant, null)
      .then(() => publish(room, { kind: 'participants' }))
      .catch((error: unknown) => {
        if (!(error instanceof ServiceError)) log.error({ err: error }, 'a room leave failed');
      });
  }

  /** The welcome: subscribed first, so nothing published during the read is lost (it waits). */
  async function welcome(entry: RoomSocket): Promise<void> {
    const { room, participant } = entry.member;
    const now = new Date();
    await rooms.seen(room, participant, now);
    const [state, document, kept] = await Promise.all([
      rooms.state(room, now),
      rooms.document(room),
      rooms.countdown(room),
    ]);
    const waiting = entry.waiting ?? [];
    entry.waiting = null;
    send(entry, {
      type: 'welcome',
      you: participant,
      room: state,
      update: Buffer.from(document).toString('base64'),
      serverTime: Date.now(),
    });
    // The room's last countdown (kept by whichever instance started it): a phone that joins or
    // reloads while its shots are still to come gets it after its welcome, and shoots with the
    // others.
    const heard = waiting.some((message) => message.type === 'countdown');
    if (kept && !heard && lastShotAt(kept) > Date.now()) {
      send(entry, { type: 'countdown', ...kept });
    }
    for (const message of waiting) send(entry, message);
    await publish(room, { kind: 'participants' });
  }

  function serve(socket: WebSocket, member: RoomMember, address: string): void {
    if (admits(address) !== 'yes') {
      socket.close(BUSY, 'too many sockets');
      return;
    }
    const entry: RoomSocket = { id: randomUUID(), member, socket, alive: true, waiting: [] };
    const leaveAdmission = admission.enter(address);
    join(entry);
    socket.on('pong', () => {
      entry.alive = true;
    });
    socket.once('close', () => {
      leaveAdmission();
      leave(entry);
    });
    const sender: RoomSender = {
      member,
      socketId: entry.id,
      send: (message) => send(entry, message),
      publish: (message) => publish(member.room, message),
      admit: (update) => admit(member, update),
      append: (update) => writer.append(member.room, update, member),
    };
    socket.on(
      'message',
      createRoomIntake({
        sender,
        handle: (message) => handleRoomMessage(message, sender, rooms),
        close: (code, reason) => socket.close(code, reason),
        fail: (error) => failed(entry, error),
      }),
    );
    welcome(entry).catch((error: unknown) => failed(entry, error));
  }

  /** The room ended or is gone: say so and close; the store failed: close, to retry later. */
  function failed(entry: RoomSocket, error: unknown): void {
    const kind: string = error instanceof ServiceError ? error.kind : '';
    if (kind === 'room_closed' || kind === 'room_not_found' || kind === 'not_participant') {
      entry.waiting = null;
      if (kind === 'not_participant') {
        entry.socket.close(ROOM_CLOSE_CODES.notParticipant, 'not a participant');
      } else send(entry, { type: 'closed' });
      return;
    }
    log.error({ err: error }, 'a room socket failed');
    entry.socket.close(UNAVAILABLE, 'try again later');
  }

  const heartbeat = setInterval(
    () => {
      const now = new Date();
      const seen = new Set<string>();
      for (const group of groups.values()) {
        for (const entry of group.sockets) {
          if (!entry.alive) {
            entry.socket.terminate();
            continue;
          }
          entry.alive = false;
          entry.socket.ping();
          const { room, participant } = entry.member;
          const key = `${room} ${participant}`;
          if (seen.has(key)) continue;
          seen.add(key);
          rooms.seen(room, participant, now).catch(() => {});
        }
      }
    },
    Math.min(settings.heartbeatMs, ROOM_SEEN_MS),
  );
  heartbeat.unref();

  return {
    admits,
    serve,
    count: admission.count,
    closeAll() {
      clearInterval(heartbeat);
      const sockets = [...groups.values()].flatMap((group) => [...group.sockets]);
      for (const entry of sockets) entry.socket.close(GOING_AWAY, 'server closing');
      setTimeout(() => {
        for (const entry of sockets) entry.socket.terminate();
      }, CLOSE_WAIT_MS).unref();
    },
  };
}
