/** Shared events in the database, behind a small interface (SQLite or PostgreSQL). */
import type { EntryState, LiveEventSettings } from '../../model/live-event.js';
import type { RecordedStrip } from './strips.js';

export interface NewLiveEvent {
  id: string;
  code: string;
  hostKeyHash: string;
  settings: LiveEventSettings;
  createdAt: number;
  endsAt: number;
}

export interface StoredLiveEvent {
  id: string;
  code: string;
  hostKeyHash: string;
  /** Null once ended (an ended event keeps nothing of the party). */
  settings: LiveEventSettings | null;
  createdAt: number;
  endsAt: number;
  endedAt: number | null;
  /** The seq of its feed's last row (0 before the first). */
  lastSeq: number;
  /** The venue's addresses the host declared, as `address/prefix`; none by default. */
  venue: string[];
}

export interface StoredEntry {
  id: string;
  state: EntryState;
  deleteTokenHash: string;
  addedAt: number;
  /** The strip's record (its size and display copy, when known). */
  strip: RecordedStrip;
  /** The living strip's video sent with it, while it is stored; null otherwise. */
  videoName: string | null;
}

/** A feed row as the show replays it; `entry` for `added` while the entry is still there. */
export interface FeedRow {
  seq: number;
  type: 'added' | 'removed' | 'settings' | 'ended';
  entryId: string | null;
  entry: StoredEntry | null;
}

export type CountField = 'made' | 'shared' | 'printed' | 'gallery';
export type QuotaKind = 'strips' | 'letters';

export interface StoredCounts {
  hour: string;
  made: number;
  shared: number;
  printed: number;
  gallery: number;
}

export interface StoredDevice {
  id: string;
  label: string;
  lastSeenAt: number;
  /** The name the host gave it, '' for none. */
  name: string;
  /** 1 for the event's first device, 2 for the next, …; null for those that joined before. */
  number: number | null;
}

/** Where a gallery page starts: after this entry, newest first. */
export interface GalleryCursor {
  addedAt: number;
  id: string;
}

export type AddEntryOutcome =
  | { outcome: 'created'; seq: number | null }
  | { outcome: 'strip_in_use' | 'strip_not_of_event' | 'unknown_video' | 'video_in_use' };

export interface LiveEventStore {
  /** Stores a new event; false, storing nothing, when its code is taken. */
  create(event: NewLiveEvent): Promise<boolean>;
  byCode(code: string): Promise<StoredLiveEvent | null>;
  /** New settings and end, with a `settings` feed row; resolves its seq, null when ended. */
  updateSettings(
    eventId: string,
    settings: LiveEventSettings,
    endsAt: number,
    at: number,
  ): Promise<number | null>;
  /**
   * Counts one upload of `kind` on `day` against `max`, in one statement (instances sharing the
   * database agree); false, counting nothing, once `max` are counted.
   */
  takeQuota(eventId: string, day: string, kind: QuotaKind, max: number): Promise<boolean>;
  /** The venue's addresses, replacing those declared before. */
  setVenue(eventId: string, ranges: readonly string[]): Promise<void>;
  /** The bytes of the strips and videos all events hold together (EVENT_STORAGE_MAX_MB). */
  storedBytes(): Promise<number>;
  /** Adds `by` to a count of the hour. */
  count(eventId: string, hour: string, field: CountField, by: number): Promise<void>;
  /**
   * An entry for a strip uploaded for this event and not yet an entry; with an `added` feed
   * row when it is approved at once (its seq answered). With `videoName`, the entry claims that
   * video in the same transaction: a stored one no letter or entry claimed, or nothing is added.
   */
  addEntry(
    eventId: string,
    entry: {
      id: string;
      stripName: string;
      state: EntryState;
      deleteTokenHash: string;
      videoName?: string | undefined;
    },
    at: number,
  ): Promise<AddEntryOutcome>;
  entry(eventId: string, id: string): Promise<StoredEntry | null>;
  /**
   * Moves an entry to `state`, with the feed row the show needs (`added` when it becomes
   * approved, `removed` when it stops being); null when there is no such entry.
   */
  setEntryState(
    eventId: string,
    id: string,
    state: EntryState,
    at: number,
  ): Promise<{ before: EntryState; seq: number | null } | null>;
  /** Removes an entry (a `removed` feed row if it was approved); null when there is none. */
  removeEntry(
    eventId: string,
    id: string,
    at: number,
  ): Promise<{ stripName: string; videoName: string | null; seq: number | null } | null>;
  /**
   * Removes the entry showing the strip `stripName`, of whichever event (a `removed` feed row if
   * it was approved): its strip is going (a letter's sender deleted it). Null when no entry
   * shows it.
   */
  removeEntryOfStrip(
    stripName: string,
    at: number,
  ): Promise<{ code: string; id: string; seq: number | null } | null>;
  /** Approved entries, newest first, after `before`. */
  gallery(eventId: string, before: GalleryCursor | null, limit: number): Promise<StoredEntry[]>;
  /** Every entry, newest first, at most `limit`. */
  entries(eventId: string, limit: number): Promise<StoredEntry[]>;
  counts(eventId: string): Promise<StoredCounts[]>;
  /** The devices last seen most recently first, at most `limit`. */
  devices(eventId: string, limit: number): Promise<StoredDevice[]>;
  /**
   * Records that a device reported (a label of undefined keeps the one it has). A device the
   * event does not list yet is added only while it lists fewer than `max`, in one statement:
   * false, recording nothing, past it.
   */
  seeDevice(
    eventId: string,
    id: string,
    label: string | undefined,
    at: number,
    max: number,
  ): Promise<boolean>;
  /** Names a listed device (`null` takes the name back): false when the event lists no such device. */
  renameDevice(eventId: string, id: string, name: string | null): Promise<boolean>;
  /** Feed rows after `afterSeq`, in order, at most `limit`. */
  feedAfter(eventId: string, afterSeq: number, limit: number): Promise<FeedRow[]>;
  /** Marks the event ended (once): resolves the seq of its `ended` message, null if it was. */
  end(eventId: string, at: number): Promise<number | null>;
  /**
   * Events to purge: ended or past their end and not purged yet, or purged but holding a strip
   * or letter again (an upload admitted just before the end and stored after it).
   */
  toPurge(now: number, limit: number): Promise<{ id: string; code: string }[]>;
  /** Letters of the event: written at it, or owning one of its strips. */
  lettersOf(eventId: string, limit: number): Promise<string[]>;
  /** Strips uploaded for the event and not being removed. */
  stripsOf(eventId: string, limit: number): Promise<string[]>;
  /** Videos the event's entries claimed (removed with the event). */
  videosOf(eventId: string, limit: number): Promise<string[]>;
  /** Forgets all the event held but its tombstone (code, host key hash, times). */
  forget(eventId: string): Promise<void>;
}
