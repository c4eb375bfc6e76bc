/**
 * What a phone knows of its room, as immutable facts changed by the server's messages (the
 * document's updates and the clock's pongs are the connection's), and the RoomSnapshot the
 * screens read from them.
 */
import type {
  Participant,
  RoomPhoto,
  RoomState,
  Selection,
  ServerMessage,
} from '../../../model/together.js';
import { clockOffset, toLocalTime, type ClockSample } from './clock-sync.js';
import type { RoomSnapshot, RoomStatus } from './room-connection-contract.js';

export interface RoomFacts {
  readonly status: RoomStatus;
  readonly room: RoomState | null;
  readonly you: string;
  readonly presence: ReadonlyMap<string, Selection>;
  /** By the server's clock, so a better clock offset later moves it to the right moment. */
  readonly countdown: {
    readonly poses: readonly (string | null)[];
    readonly shootAt: number;
  } | null;
  readonly samples: readonly ClockSample[];
  readonly closedBy: string | null;
  readonly closedLetter: string | null;
  readonly refusal: RoomSnapshot['refusal'];
}

export function startFacts(you: string): RoomFacts {
  return {
    status: 'connecting',
    room: null,
    you,
    presence: new Map(),
    countdown: null,
    samples: [],
    closedBy: null,
    closedLetter: null,
    refusal: null,
  };
}

/** A photo in the room's list, replacing an older version of its pose. */
export function withPhoto(room: RoomState, photo: RoomPhoto): RoomState {
  const kept = room.photos.find((p) => p.pose === photo.pose);
  if (kept && kept.version >= photo.version) return room;
  const photos = [...room.photos.filter((p) => p.pose !== photo.pose), photo];
  return { ...room, photos: photos.sort((a, b) => a.pose - b.pose) };
}

/** Selections of people still here and online (someone who left outlines nothing). */
function presenceOf(
  presence: ReadonlyMap<string, Selection>,
  participants: readonly Participant[],
): ReadonlyMap<string, Selection> {
  const online = new Set(participants.filter((p) => p.online).map((p) => p.id));
  return new Map([...presence].filter(([id]) => online.has(id)));
}

export function applyServerMessage(facts: RoomFacts, message: ServerMessage): RoomFacts {
  if (facts.status === 'removed' || facts.status === 'closed' || facts.status === 'gone') {
    return facts;
  }
  switch (message.type) {
    case 'welcome':
      return {
        ...facts,
        status: 'open',
        you: message.you,
        room: message.room,
        presence: presenceOf(facts.presence, message.room.participants),
      };
    case 'participants':
      return facts.room
        ? {
            ...facts,
            room: { ...facts.room, participants: message.participants },
            presence: presenceOf(facts.presence, message.participants),
          }
        : facts;
    case 'presence': {
      if (message.participant === facts.you) return facts;
      const presence = new Map(facts.presence);
      presence.set(message.participant, message.selection);
      return { ...facts, presence };
    }
    case 'countdown':
      return { ...facts, countdown: { poses: message.poses, shootAt: message.shootAt } };
    case 'photo':
      return facts.room ? { ...facts, room: withPhoto(facts.room, message.photo) } : facts;
    case 'removed':
      return { ...facts, status: 'removed' };
    case 'closed':
      return {
        ...facts,
        status: 'closed',
        closedBy: message.by ?? null,
        closedLetter: message.letter ?? null,
      };
    case 'refused':
      return { ...facts, refusal: { code: message.code, error: message.error } };
    case 'update':
    case 'pong':
      return facts;
  }
}

export function snapshotOf(facts: RoomFacts): RoomSnapshot {
  const offset = clockOffset(facts.samples);
  return {
    status: facts.status,
    room: facts.room,
    you: facts.you,
    participants: facts.room?.participants ?? [],
    presence: facts.presence,
    countdown: facts.countdown && {
      poses: facts.countdown.poses,
      shootAtLocal: toLocalTime(facts.countdown.shootAt, offset),
    },
    clockOffset: offset,
    closedBy: facts.closedBy,
    closedLetter: facts.closedLetter,
    refusal: facts.refusal,
  };
}
