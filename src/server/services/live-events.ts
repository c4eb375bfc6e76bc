/**
 * The shared event's rules (docs/events.md, "The event, shared"; the contract is
 * model/live-event.ts): who may do what with the host key, the event code and a guest's delete
 * token; what the gallery and the show see; the daily budget uploads count against; and the end,
 * which deletes every strip, letter and card of the event and keeps only a tombstone of its code.
 * No HTTP here: refusals are ServiceErrors.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  EVENT_CODE_ALPHABET,
  EVENT_CODE_LENGTH,
  EVENT_DEVICES_MAX,
  GALLERY_PAGE_MAX,
  stripNameOfUrl,
  videoNameOfUrl,
  type CreatedEntry,
  type CreatedEvent,
  type Entry,
  type EntryState,
  type GalleryPage,
  type HostView,
  type LiveEventSettings,
  type PublicEvent,
  type ShowMessage,
} from '../../model/live-event.js';
import { paths, eventScreenPath } from '../../model/paths.js';
import type { CardFiles } from './card-files.js';
import { deleteTokenMatches, hashDeleteToken, newDeleteToken } from './delete-tokens.js';
import type { LetterStore } from '../stores/letters.js';
import type {
  CountField,
  LiveEventStore,
  QuotaKind,
  StoredEntry,
  StoredLiveEvent,
} from '../stores/live-events.js';
import type { VideoFiles } from './videos.js';
import type { StripFiles } from './strips.js';
import { stripDisplayName, stripPath, videoPath } from './addresses.js';
import { ServiceError } from './service-errors.js';
import { createUploadTargets, type UploadTarget } from './upload-targets.js';
import { parseVenueRanges } from './venue-ranges.js';

export type { CountField, QuotaKind };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A new code that is taken already is drawn again this often (69 bits: never, in practice). */
const CODE_ATTEMPTS = 3;
/** The host's page lists this many entries at most, newest first. */
export const HOST_ENTRIES_MAX = 1000;
/** A replay of the feed answers this many messages at most; the show asks again after them. */
export const FEED_REPLAY_MAX = 500;
const PURGE_BATCH = 200;
/** Compared with a presented host key when the code names no event: the answer takes as long. */
const NO_EVENT_HASH = hashDeleteToken('no event has this host key');

export type EventStatus = 'live' | 'ended' | 'unknown';

/** The port the live channel (src/server/live) uses. */
export interface LiveEventFeed {
  /** What the show missed after `afterSeq`, in order (an ended event: its `ended` message). */
  feedAfter(code: string, afterSeq: number): Promise<ShowMessage[]>;
  eventStatus(code: string): Promise<EventStatus>;
}

export interface LiveEventsService extends LiveEventFeed {
  create(settings: LiveEventSettings, origin: string): Promise<CreatedEvent>;
  read(code: string): Promise<PublicEvent>;
  /** The running event `code` names, with its venue; remembered for UPLOAD_TARGET_CACHE_MS. */
  uploadTarget(code: string): Promise<UploadTarget | null>;
  /**
   * The venue's addresses (venue-ranges.ts), for the host: resolves them as kept. Refuses an
   * entry that is no address or range, or one wider than a venue (`bad_venue_address`).
   */
  setVenue(code: string, hostKey: string, addresses: readonly string[]): Promise<string[]>;
  /**
   * Counts an upload against the event's budget of the day; resolves the event's id, which the
   * upload is tagged with. Refuses an unknown or ended code, and a spent budget.
   */
  admitUpload(code: string, kind: QuotaKind): Promise<string>;
  /** Adds one to the hour's count once an upload is stored. */
  counted(eventId: string, field: CountField, by?: number): Promise<void>;
  updateSettings(code: string, hostKey: string, settings: LiveEventSettings): Promise<PublicEvent>;
  hostView(code: string, hostKey: string): Promise<HostView>;
  /** The running event for its host (Download all's link): refused as the host calls are. */
  hostedEvent(code: string, hostKey: string): Promise<RunningEvent>;
  /** The running event (Download all's archive): refuses an unknown or ended one. */
  runningEvent(code: string): Promise<RunningEvent>;
  /**
   * A guest's consent to show their strip: only the browser that uploaded it can give it, so the
   * entry carries the upload's claim token (`strip_not_yours` without it). With `videoUrl`, the
   * living strip's video: stored here, claimed by no letter or entry, and with its own claim
   * token. The entry owns it from then on; it goes where the entry's strip goes.
   */
  addEntry(code: string, entry: NewEntry): Promise<CreatedEntry>;
  moderate(code: string, hostKey: string, id: string, state: 'approved' | 'hidden'): Promise<void>;
  /** With the host key: the entry and its strip's files go; with its delete token: the entry. */
  removeEntry(code: string, id: string, credential: string): Promise<void>;
  /**
   * The strip `stripName` is being deleted (a letter's sender deleted the letter owning it): the
   * entry showing it, if any, goes, and screens showing it are told (`removed`).
   */
  stripDeleted(stripName: string): Promise<void>;
  gallery(code: string, before: string | undefined): Promise<GalleryPage>;
  deviceSeen(code: string, id: string, label: string | undefined, printed: number): Promise<void>;
  /** The host names a booth device of the event ('' takes the name back). */
  renameDevice(code: string, hostKey: string, id: string, name: string): Promise<void>;
  /** Ends the event now and deletes everything in it. */
  end(code: string, hostKey: string): Promise<void>;
  /** Ends and purges the events past their end (and any purge left unfinished); resolves how many. */
  sweep(): Promise<number>;
}

/** An entry as a guest's browser names its uploads (see LiveEventsService.addEntry). */
export interface NewEntry {
  imageUrl: string;
  stripClaim?: string | undefined;
  videoUrl?: string | undefined;
  videoClaim?: string | undefined;
}

/** An event that runs, with its settings. */
export type RunningEvent = StoredLiveEvent & { settings: LiveEventSettings };

export interface LiveEventsDeps {
  store: LiveEventStore;
  letters: Pick<LetterStore, 'delete'>;
  strips: Pick<StripFiles, 'remove' | 'checkClaim'>;
  /** A letter's living strip's video goes with it. */
  videos: Pick<VideoFiles, 'remove' | 'checkClaim'>;
  cards: Pick<CardFiles, 'remove'>;
  budgets: { stripsPerDay: number; lettersPerDay: number };
  /**
   * The bytes all events' strips and videos may hold together (EVENT_STORAGE_MAX_MB): past it
   * an event's upload is refused (`storage_full`), whatever its days and budget.
   */
  maxStoredBytes?: number;
  now?: () => number;
  /** Called once a feed row is committed: the live channel fans it out. */
  onFeed?: (code: string, message: ShowMessage) => void;
  /** Called once a guest's entry is committed (waiting or shown): the host pages hear of it. */
  onEntryAdded?: (code: string) => void;
}

/** A new event code: EVENT_CODE_LENGTH symbols of EVENT_CODE_ALPHABET, each from crypto. */
function newEventCode(): string {
  let code = '';
  for (let i = 0; i < EVENT_CODE_LENGTH; i += 1) {
    code += EVENT_CODE_ALPHABET[randomInt(EVENT_CODE_ALPHABET.length)];
  }
  return code;
}

/** UTC hour (`YYYY-MM-DDTHH`) and day (`YYYY-MM-DD`) of a moment. */
export const hourOf = (ms: number): string => new Date(ms).toISOString().slice(0, 13);
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A gallery cursor: the last entry's time and id, `<addedAt>.<id>`. */
function galleryCursor(entry: { addedAt: number; id: string }): string {
  return `${entry.addedAt}.${entry.id}`;
}

function parseGalleryCursor(cursor: string): { addedAt: number; id: string } | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(cursor);
  return match ? { addedAt: Number(match[1]), id: String(match[2]) } : null;
}

/** An entry as the gallery and the show see it: same-origin paths, the size when known. */
export function publicEntry(entry: StoredEntry): Entry {
  const { strip } = entry;
  return {
    id: entry.id,
    stripUrl: stripPath(strip.name),
    ...(strip.display === 'webp' ? { displayUrl: stripPath(stripDisplayName(strip.name)) } : {}),
    ...(strip.width && strip.height ? { width: strip.width, height: strip.height } : {}),
    ...(entry.videoName ? { videoUrl: videoPath(entry.videoName) } : {}),
    addedAt: entry.addedAt,
  };
}

export function createLiveEventsService(deps: LiveEventsDeps): LiveEventsService {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const targets = createUploadTargets(store, now);

  const publicEvent = (event: StoredLiveEvent, settings: LiveEventSettings): PublicEvent => ({
    code: event.code,
    settings,
    endsAt: event.endsAt,
  });

  /** The running event of `code`, with its settings; refuses an unknown or ended one. */
  async function running(code: string): Promise<StoredLiveEvent & { settings: LiveEventSettings }> {
    const event = await store.byCode(code);
    if (!event) throw new ServiceError('event_not_found');
    if (event.endedAt !== null || event.endsAt <= now() || !event.settings) {
      throw new ServiceError('event_ended');
    }
    return { ...event, settings: event.settings };
  }

  /**
   * The event, for its host. An unknown code and a wrong key get the same refusal, after the
   * same constant-time comparison, so the answer tells nothing of which codes exist.
   */
  async function hosted(code: string, hostKey: string) {
    const event = await store.byCode(code);
    const matches = deleteTokenMatches(hostKey, event?.hostKeyHash ?? NO_EVENT_HASH);
    if (!event || !matches) throw new ServiceError('host_key_wrong');
    return running(code);
  }

  function tell(code: string, message: ShowMessage): void {
    try {
      deps.onFeed?.(code, message);
    } catch {
      // The feed row is committed: a show that missed the push replays it on reconnection.
    }
  }

  async function tellAdded(code: string, eventId: string, id: string, seq: number | null) {
    if (seq === null) return;
    const entry = await store.entry(eventId, id);
    if (entry) tell(code, { type: 'added', seq, entry: publicEntry(entry) });
  }

  async function counted(eventId: string, field: CountField, by = 1): Promise<void> {
    if (by > 0) await store.count(eventId, hourOf(now()), field, by);
  }

  async function purge(eventId: string): Promise<void> {
    for (;;) {
      const letters = await store.lettersOf(eventId, PURGE_BATCH);
      for (const id of letters) {
        // As a sender's deletion does: a tombstone, so the letter's link answers 410.
        const deleted = await deps.letters.delete(id);
        await Promise.all([
          deleted?.ownedStrip ? deps.strips.remove(deleted.ownedStrip) : undefined,
          deleted?.ownedVideo ? deps.videos.remove(deleted.ownedVideo) : undefined,
          deps.cards.remove(id),
        ]);
      }
      if (letters.length < PURGE_BATCH) break;
    }
    for (;;) {
      const strips = await store.stripsOf(eventId, PURGE_BATCH);
      for (const name of strips) await deps.strips.remove(name);
      if (strips.length < PURGE_BATCH) break;
    }
    for (;;) {
      const videos = await store.videosOf(eventId, PURGE_BATCH);
      for (const name of videos) await deps.videos.remove(name);
      if (videos.length < PURGE_BATCH) break;
    }
    await store.forget(eventId);
  }

  async function endNow(event: { id: string; code: string }): Promise<void> {
    const seq = await store.end(event.id, now());
    targets.forget(event.code);
    if (seq !== null) tell(event.code, { type: 'ended', seq });
    await purge(event.id);
  }

  return {
    async create(settings, origin) {
      const createdAt = now();
      const hostKey = newDeleteToken();
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
        const code = newEventCode();
        const endsAt = createdAt + settings.keepDays * DAY_MS;
        const stored = await store.create({
          id: randomBytes(16).toString('base64url'),
          code,
          hostKeyHash: hostKey.hash,
          settings,
          createdAt,
          endsAt,
        });
        if (!stored) continue;
        return {
          code,
          settings,
          endsAt,
          hostKey: hostKey.token,
          hostUrl: `${origin}${paths.host}#${code}.${hostKey.token}`,
          guestUrl: `${origin}${eventScreenPath(paths.guest, code)}`,
        };
      }
      throw new Error(`${CODE_ATTEMPTS} new random event codes were all taken`);
    },

    async read(code) {
      const event = await running(code);
      return publicEvent(event, event.settings);
    },

    uploadTarget: (code) => targets.get(code),

    async setVenue(code, hostKey, addresses) {
      const event = await hosted(code, hostKey);
      const parsed = parseVenueRanges(addresses);
      if (!parsed.ok) throw new ServiceError('bad_venue_address', parsed.message);
      await store.setVenue(event.id, parsed.ranges);
      targets.forget(code);
      return parsed.ranges;
    },

    async admitUpload(code, kind) {
      const event = await running(code);
      // Before the day's budget is taken: a refused strip takes none of it.
      if (
        kind === 'strips' &&
        deps.maxStoredBytes !== undefined &&
        (await store.storedBytes()) >= deps.maxStoredBytes
      ) {
        throw new ServiceError('event_storage_full');
      }
      const max = kind === 'strips' ? deps.budgets.stripsPerDay : deps.budgets.lettersPerDay;
      if (!(await store.takeQuota(event.id, dayOf(now()), kind, max))) {
        throw new ServiceError('event_budget_spent');
      }
      return event.id;
    },

    counted,

    async updateSettings(code, hostKey, settings) {
      const event = await hosted(code, hostKey);
      const endsAt = event.createdAt + settings.keepDays * DAY_MS;
      const seq = await store.updateSettings(event.id, settings, endsAt, now());
      if (seq === null) throw new ServiceError('event_ended');
      const updated = publicEvent({ ...event, endsAt }, settings);
      tell(code, { type: 'settings', seq, event: updated });
      return updated;
    },

    hostedEvent: (code, hostKey) => hosted(code, hostKey),
    runningEvent: (code) => running(code),

    async hostView(code, hostKey) {
      const event = await hosted(code, hostKey);
      const [entries, counts, devices] = await Promise.all([
        store.entries(event.id, HOST_ENTRIES_MAX),
        store.counts(event.id),
        store.devices(event.id, EVENT_DEVICES_MAX),
      ]);
      return {
        event: publicEvent(event, event.settings),
        entries: entries.map((entry) => ({ ...publicEntry(entry), state: entry.state })),
        counts,
        devices,
        venueAddresses: event.venue,
      };
    },

    async addEntry(code, { imageUrl, stripClaim, videoUrl, videoClaim }) {
      const event = await running(code);
      if (event.settings.gallery === 'off') throw new ServiceError('gallery_off');
      const stripName = stripNameOfUrl(imageUrl);
      if (!stripName) throw new ServiceError('strip_not_of_event');
      const videoName = videoUrl === undefined ? undefined : videoNameOfUrl(videoUrl);
      if (videoName === null) throw new ServiceError('unknown_video');
      // A claim hash never changes once recorded: checked before the store's transaction.
      const [strip, video] = await Promise.all([
        deps.strips.checkClaim(stripName, stripClaim),
        videoName === undefined ? undefined : deps.videos.checkClaim(videoName, videoClaim),
      ]);
      if (strip === 'unknown') throw new ServiceError('strip_not_of_event');
      if (strip === 'refused') throw new ServiceError('strip_not_yours');
      if (video === 'unknown') throw new ServiceError('unknown_video');
      if (video === 'refused') throw new ServiceError('video_not_yours');
      const id = randomBytes(16).toString('base64url');
      const token = newDeleteToken();
      const state: EntryState = event.settings.gallery === 'instant' ? 'approved' : 'waiting';
      const added = await store.addEntry(
        event.id,
        { id, stripName, state, deleteTokenHash: token.hash, videoName },
        now(),
      );
      if (added.outcome !== 'created') {
        throw new ServiceError(added.outcome === 'strip_in_use' ? 'entry_exists' : added.outcome);
      }
      if (state === 'approved') await counted(event.id, 'gallery');
      await tellAdded(code, event.id, id, added.seq);
      deps.onEntryAdded?.(code);
      return { id, state, deleteToken: token.token };
    },

    async moderate(code, hostKey, id, state) {
      const event = await hosted(code, hostKey);
      const changed = await store.setEntryState(event.id, id, state, now());
      if (!changed) throw new ServiceError('entry_not_found');
      if (changed.seq === null) return;
      if (state === 'approved') {
        await counted(event.id, 'gallery');
        // The show follows the gallery: without one, an approved strip goes to no screen.
        if (event.settings.gallery !== 'off') await tellAdded(code, event.id, id, changed.seq);
      } else tell(code, { type: 'removed', seq: changed.seq, id });
    },

    async removeEntry(code, id, credential) {
      const event = await running(code);
      const asHost = deleteTokenMatches(credential, event.hostKeyHash);
      const entry = await store.entry(event.id, id);
      // A guest naming an entry that is not theirs learns no more than from a wrong token.
      if (!asHost && (!entry || !deleteTokenMatches(credential, entry.deleteTokenHash))) {
        throw new ServiceError('wrong_entry_token');
      }
      const removed = await store.removeEntry(event.id, id, now());
      if (!removed) throw new ServiceError('entry_not_found');
      // The host's removal is moderation: the photo goes from the server, not only the show.
      // A guest's strip (and video) stay the event's until it ends, as before.
      if (asHost) {
        await Promise.all([
          deps.strips.remove(removed.stripName),
          removed.videoName ? deps.videos.remove(removed.videoName) : undefined,
        ]);
      }
      if (removed.seq !== null) tell(code, { type: 'removed', seq: removed.seq, id });
    },

    async stripDeleted(stripName) {
      const removed = await store.removeEntryOfStrip(stripName, now());
      if (removed?.seq != null)
        tell(removed.code, { type: 'removed', seq: removed.seq, id: removed.id });
    },

    async gallery(code, before) {
      const event = await running(code);
      if (event.settings.gallery === 'off') throw new ServiceError('gallery_closed');
      const cursor = before === undefined ? null : parseGalleryCursor(before);
      const entries = await store.gallery(event.id, cursor, GALLERY_PAGE_MAX + 1);
      const page = entries.slice(0, GALLERY_PAGE_MAX);
      const last = page.at(-1);
      return {
        entries: page.map(publicEntry),
        next: entries.length > GALLERY_PAGE_MAX && last ? galleryCursor(last) : null,
      };
    },

    async deviceSeen(code, id, label, printed) {
      const event = await running(code);
      if (!(await store.seeDevice(event.id, id, label, now(), EVENT_DEVICES_MAX))) {
        throw new ServiceError('too_many_devices');
      }
      await counted(event.id, 'printed', printed);
    },

    async renameDevice(code, hostKey, id, name) {
      const event = await hosted(code, hostKey);
      if (!(await store.renameDevice(event.id, id, name || null))) {
        throw new ServiceError('device_not_found');
      }
    },

    async end(code, hostKey) {
      const event = await store.byCode(code);
      const matches = deleteTokenMatches(hostKey, event?.hostKeyHash ?? NO_EVENT_HASH);
      if (!event || !matches) throw new ServiceError('host_key_wrong');
      if (event.endedAt !== null) throw new ServiceError('event_ended');
      await endNow(event);
    },

    async sweep() {
      let purged = 0;
      for (;;) {
        const due = await store.toPurge(now(), PURGE_BATCH);
        for (const event of due) await endNow(event);
        purged += due.length;
        if (due.length < PURGE_BATCH) return purged;
      }
    },

    async feedAfter(code, afterSeq) {
      const event = await store.byCode(code);
      if (!event) throw new ServiceError('event_not_found');
      if (event.endedAt !== null || !event.settings) {
        return [{ type: 'ended', seq: event.lastSeq }];
      }
      const settings = event.settings;
      const rows = await store.feedAfter(event.id, afterSeq, FEED_REPLAY_MAX);
      return rows.flatMap((row): ShowMessage[] => {
        switch (row.type) {
          case 'added':
            // An entry removed since: its `removed` row follows, nothing to show meanwhile.
            // With the gallery turned off the show replays no strip, as the gallery shows none.
            return row.entry && settings.gallery !== 'off'
              ? [{ type: 'added', seq: row.seq, entry: publicEntry(row.entry) }]
              : [];
          case 'removed':
            return row.entryId ? [{ type: 'removed', seq: row.seq, id: row.entryId }] : [];
          case 'settings':
            return [{ type: 'settings', seq: row.seq, event: publicEvent(event, settings) }];
          case 'ended':
            return [{ type: 'ended', seq: row.seq }];
        }
      });
    },

    async eventStatus(code) {
      const event = await store.byCode(code);
      if (!event) return 'unknown';
      return event.endedAt === null && event.endsAt > now() ? 'live' : 'ended';
    },
  };
}
