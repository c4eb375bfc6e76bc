/**
 * What a room's document update costs, and whether its sender may spend it. The work of an update
 * (decoding it, merging it into the room's document) grows with its client ids, structs and
 * deleted ranges: an update of 60 KB built from thousands of one-character edits by as many
 * client ids cost a merge of hundreds of milliseconds once the document was large, while a
 * phone's change holds one client id and a few structs. So an update is looked at before any
 * work: its first number (how many client ids have structs in it) is read without decoding, and
 * only an update within that bound is decoded and counted. Pure: the caller passes the time.
 */
import * as Y from 'yjs';
import {
  ROOM_UPDATE_MAX_CLIENTS,
  ROOM_UPDATE_MAX_DELETES,
  ROOM_UPDATE_MAX_STRUCTS,
} from '../../model/together.js';
import { createByteBudget, type ByteBudget } from './byte-budget.js';
import { structClientsOf } from './update-head.js';

export interface UpdateLimits {
  clients: number;
  structs: number;
  deletes: number;
}

export const UPDATE_LIMITS: UpdateLimits = {
  clients: ROOM_UPDATE_MAX_CLIENTS,
  structs: ROOM_UPDATE_MAX_STRUCTS,
  deletes: ROOM_UPDATE_MAX_DELETES,
};

export type UpdateVerdict =
  | { ok: true; clients: number; structs: number; deletes: number }
  /** Not a Yjs update (v1). */
  | { ok: false; refusal: 'invalid_update' }
  /** More client ids, structs or deleted ranges than one update may hold. */
  | { ok: false; refusal: 'update_too_complex' };

/** What the first bytes alone refuse (no decoding: that is the cost being bounded), or null. */
export function glanceAtUpdate(
  update: Uint8Array,
  limits: UpdateLimits = UPDATE_LIMITS,
): 'invalid_update' | 'update_too_complex' | null {
  const head = structClientsOf(update);
  // Each client id's part takes three bytes at least (its structs' count, the id, a clock).
  if (head === null || head * 3 > update.length) return 'invalid_update';
  return head > limits.clients ? 'update_too_complex' : null;
}

/** The update decoded and counted, once its first bytes passed (glanceAtUpdate). */
export function inspectUpdate(
  update: Uint8Array,
  limits: UpdateLimits = UPDATE_LIMITS,
): UpdateVerdict {
  const glance = glanceAtUpdate(update, limits);
  if (glance) return { ok: false, refusal: glance };
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return { ok: false, refusal: 'invalid_update' };
  }
  const clients = new Set<number>();
  for (const struct of decoded.structs) clients.add(struct.id.client);
  let deletes = 0;
  for (const [client, ranges] of decoded.ds.clients) {
    clients.add(client);
    deletes += ranges.length;
  }
  const structs = decoded.structs.length;
  if (clients.size > limits.clients || structs > limits.structs || deletes > limits.deletes) {
    return { ok: false, refusal: 'update_too_complex' };
  }
  return { ok: true, clients: clients.size, structs, deletes };
}

/**
 * The budgets of one instance's room sockets: each participant's, and each room's (all its
 * participants together). An update is charged to both, or to neither. A budget that has filled
 * up again is the same as a new one, so it is dropped (now and then): the maps hold only those
 * spent within the last seconds, and leaving and coming back gives nothing back.
 */
export interface UpdateBudgets {
  /** False: past the participant's or the room's bytes per second; nothing was charged. */
  charge(room: string, participant: string, bytes: number, nowMs: number): boolean;
  /** How many budgets are kept (for the tests). */
  size(): number;
}

const PRUNE_EVERY_MS = 60_000;

export function createUpdateBudgets(settings: {
  perSecond: number;
  burst: number;
  /** A room's budget is this many times a participant's. */
  roomFactor: number;
}): UpdateBudgets {
  const people = new Map<string, ByteBudget>();
  const rooms = new Map<string, ByteBudget>();
  const { perSecond, burst, roomFactor } = settings;
  let prunedAt = Number.NEGATIVE_INFINITY;
  function prune(nowMs: number): void {
    if (nowMs - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = nowMs;
    for (const [key, budget] of people) if (budget.fits(burst, nowMs)) people.delete(key);
    for (const [key, budget] of rooms)
      if (budget.fits(burst * roomFactor, nowMs)) rooms.delete(key);
  }
  return {
    charge(room, participant, bytes, nowMs) {
      prune(nowMs);
      const key = `${room} ${participant}`;
      let person = people.get(key);
      if (!person) people.set(key, (person = createByteBudget(perSecond, burst, nowMs)));
      let whole = rooms.get(room);
      if (!whole) {
        whole = createByteBudget(perSecond * roomFactor, burst * roomFactor, nowMs);
        rooms.set(room, whole);
      }
      if (!person.fits(bytes, nowMs) || !whole.fits(bytes, nowMs)) return false;
      person.spend(bytes, nowMs);
      whole.spend(bytes, nowMs);
      return true;
    },
    size: () => people.size + rooms.size,
  };
}
