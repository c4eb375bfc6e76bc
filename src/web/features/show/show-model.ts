/**
 * The slideshow's state, pure: which strips are on screen, the new one in the spotlight, the
 * calm rotation in between. Fed the gallery's first page and the live channel's messages, and
 * driven by the time the caller passes in (no clock of its own), so the tests replay a party.
 *
 * - A strip added (in the last FRESH_MS) is shown at once, large, in the spotlight; the strip it replaces there joins
 *   the rotation at its front. After SPOTLIGHT_MS it joins the rotation too.
 * - The rotation shows up to `slots` strips; every ROTATE_MS the one shown longest gives its
 *   place to the next strip not on screen (oldest first after the newest, round and round).
 * - A removed strip leaves at once, wherever it is, and never comes back (a late gallery page
 *   that still lists it does not bring it back).
 */
import type { Entry, PublicEvent, ShowMessage } from '../../../model/live-event.js';

/** How long a new strip holds the spotlight before it joins the rotation. */
const SPOTLIGHT_MS = 8000;
/** How often one strip of the rotation gives its place to the next. */
const ROTATE_MS = 6000;
/**
 * A strip added longer ago than this is history (the channel replays the event's feed to a
 * screen that connects): it joins the rotation without the spotlight's 'Just in'.
 */
const FRESH_MS = 5 * 60_000;
/** How many strips the rotation shows at once (on a TV; the screen may show fewer). */
export const DEFAULT_SLOTS = 4;

export interface ShowState {
  readonly event: PublicEvent | null;
  readonly ended: boolean;
  /** The last sequence number seen on the live channel; the next connection asks for what came after. */
  readonly seq: number | null;
  /** Every strip known to be approved, newest first. */
  readonly entries: readonly Entry[];
  /** Ids removed while this show ran: never shown again. */
  readonly removed: ReadonlySet<string>;
  /** The new strip shown large, and since when. */
  readonly spotlight: { readonly entry: Entry; readonly since: number } | null;
  /** The ids in the rotation's places, in screen order. */
  readonly onScreen: readonly string[];
  /** When each place last changed, by id. */
  readonly shownSince: ReadonlyMap<string, number>;
  /** Where the next rotation looks for a strip not on screen (an index into `entries`). */
  readonly cursor: number;
  readonly lastRotation: number;
  readonly slots: number;
}

export function emptyShow(now: number, slots = DEFAULT_SLOTS): ShowState {
  return {
    event: null,
    ended: false,
    seq: null,
    entries: [],
    removed: new Set(),
    spotlight: null,
    onScreen: [],
    shownSince: new Map(),
    cursor: 0,
    lastRotation: now,
    slots,
  };
}

/** The event as its settings say (name, gallery mode). */
export function withEvent(state: ShowState, event: PublicEvent): ShowState {
  return { ...state, event };
}

/** Strips the gallery listed (any order): kept newest first, without duplicates or removed ones. */
export function withGallery(state: ShowState, gallery: readonly Entry[], now: number): ShowState {
  const known = new Set(state.entries.map((entry) => entry.id));
  const fresh = gallery.filter((entry) => !known.has(entry.id) && !state.removed.has(entry.id));
  if (fresh.length === 0) return state;
  const entries = [...state.entries, ...fresh].sort((a, b) => b.addedAt - a.addedAt);
  return fill({ ...state, entries }, now);
}

/** A message of the live channel, at `now`. A message seen before (its seq) changes nothing. */
export function applyMessage(state: ShowState, message: ShowMessage, now: number): ShowState {
  if (state.seq !== null && message.seq <= state.seq) return state;
  const next = { ...state, seq: message.seq };
  switch (message.type) {
    case 'added':
      return added(next, message.entry, now);
    case 'removed':
      return removedEntry(next, message.id, now);
    case 'settings':
      return { ...next, event: message.event };
    case 'ended':
      return { ...next, ended: true };
  }
}

function added(state: ShowState, entry: Entry, now: number): ShowState {
  if (state.removed.has(entry.id)) return state;
  if (state.entries.some((known) => known.id === entry.id)) return state;
  if (now - entry.addedAt > FRESH_MS) {
    const entries = [...state.entries, entry].sort((a, b) => b.addedAt - a.addedAt);
    return fill({ ...state, entries }, now);
  }
  // The strip in the spotlight makes way at once: the new one is shown within the moment.
  const moved = state.spotlight ? toRotationFront(state, state.spotlight.entry.id, now) : state;
  return {
    ...moved,
    entries: [entry, ...moved.entries],
    // The newest is at the front now: the cursor keeps pointing at the same strip.
    cursor: moved.cursor + 1,
    spotlight: { entry, since: now },
  };
}

function removedEntry(state: ShowState, id: string, now: number): ShowState {
  const removed = new Set(state.removed).add(id);
  const index = state.entries.findIndex((entry) => entry.id === id);
  const entries = index < 0 ? state.entries : state.entries.filter((entry) => entry.id !== id);
  const cursor = index >= 0 && index < state.cursor ? state.cursor - 1 : state.cursor;
  const shownSince = new Map(state.shownSince);
  shownSince.delete(id);
  return fill(
    {
      ...state,
      removed,
      entries,
      cursor,
      spotlight: state.spotlight?.entry.id === id ? null : state.spotlight,
      onScreen: state.onScreen.filter((shown) => shown !== id),
      shownSince,
    },
    now,
  );
}

/** Puts `id` at the rotation's front; the place shown longest makes way when all are taken. */
function toRotationFront(state: ShowState, id: string, now: number): ShowState {
  const others = state.onScreen.filter((shown) => shown !== id);
  let onScreen = [id, ...others];
  const shownSince = new Map(state.shownSince).set(id, now);
  if (onScreen.length > state.slots) {
    const oldest = longestShown(others, state.shownSince);
    onScreen = onScreen.filter((shown) => shown !== oldest);
    if (oldest !== undefined) shownSince.delete(oldest);
  }
  return { ...state, onScreen, shownSince, spotlight: null };
}

function longestShown(ids: readonly string[], since: ReadonlyMap<string, number>) {
  let oldest: string | undefined;
  for (const id of ids) {
    if (oldest === undefined || (since.get(id) ?? 0) < (since.get(oldest) ?? 0)) oldest = id;
  }
  return oldest;
}

/** Empty places take the next strips not on screen. */
function fill(state: ShowState, now: number): ShowState {
  let next = state;
  while (next.onScreen.length < next.slots) {
    const found = nextOffScreen(next);
    if (!found) break;
    next = {
      ...next,
      onScreen: [...next.onScreen, found.entry.id],
      shownSince: new Map(next.shownSince).set(found.entry.id, now),
      cursor: found.index + 1,
    };
  }
  return next;
}

/** The next strip from the cursor (round) that is neither in a place nor in the spotlight. */
function nextOffScreen(state: ShowState): { entry: Entry; index: number } | null {
  const count = state.entries.length;
  for (let step = 0; step < count; step += 1) {
    const index = (state.cursor + step) % count;
    const entry = state.entries[index];
    if (!entry) continue;
    if (state.onScreen.includes(entry.id) || state.spotlight?.entry.id === entry.id) continue;
    return { entry, index };
  }
  return null;
}

/** The show at `now`: the spotlight's time up, a rotation due. */
export function tick(state: ShowState, now: number): ShowState {
  let next = state;
  if (next.spotlight && now - next.spotlight.since >= SPOTLIGHT_MS) {
    next = toRotationFront(next, next.spotlight.entry.id, now);
  }
  if (now - next.lastRotation >= ROTATE_MS) {
    next = rotate({ ...next, lastRotation: now }, now);
  }
  return fill(next, now);
}

/** The place shown longest takes the next strip not on screen, in the same place. */
function rotate(state: ShowState, now: number): ShowState {
  const found = nextOffScreen(state);
  const oldest = longestShown(state.onScreen, state.shownSince);
  if (!found || oldest === undefined) return state;
  const shownSince = new Map(state.shownSince);
  shownSince.delete(oldest);
  shownSince.set(found.entry.id, now);
  return {
    ...state,
    onScreen: state.onScreen.map((id) => (id === oldest ? found.entry.id : id)),
    shownSince,
    cursor: found.index + 1,
  };
}

/** When `tick` next changes something (the component sleeps until then). */
export function nextChangeAt(state: ShowState): number {
  const rotation = state.lastRotation + ROTATE_MS;
  return state.spotlight ? Math.min(rotation, state.spotlight.since + SPOTLIGHT_MS) : rotation;
}

/** The strips of the rotation, in screen order. */
export function rotationEntries(state: ShowState): Entry[] {
  const byId = new Map(state.entries.map((entry) => [entry.id, entry]));
  return state.onScreen.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [entry] : [];
  });
}
