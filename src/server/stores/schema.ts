/** The database tables as Kysely sees them, and the migrations that make them. */
import { sql, type Generated, type Kysely, type Migration } from 'kysely';

export interface LettersTable {
  id: string;
  message: string;
  image_url: string;
  /** Milliseconds since the epoch, set by the server (portable across SQLite and PostgreSQL). */
  created_at: number;
  /** SHA-256 of the letter's delete token, as hex; null for letters made before tokens existed. */
  delete_token_hash: string | null;
  /** The shared event it was written at (migration 008), or null: deleted when the event ends. */
  event_id: string | null;
  /**
   * Together mode (migration 012): the names of those who made the strip, a JSON array of
   * strings; null for a letter of one person.
   */
  from_names: string | null;
}

/** Page views per UTC day (`YYYY-MM-DD`) and app path: nothing that tells visitors apart. */
export interface PageViewsTable {
  day: string;
  path: string;
  count: number;
}

/**
 * Every strip uploaded, and the letter it belongs to: the first letter stored with it.
 * A strip no letter claimed is removed after STRIP_UNUSED_HOURS.
 */
export interface StripsTable {
  /** The file's name in the store's `strips/` folder. */
  name: string;
  /** Milliseconds since the epoch. */
  uploaded_at: number;
  /** The owning letter; null while no letter claimed the strip. */
  letter_id: string | null;
  /** 1 once its letter is deleted: the file is being removed, and no letter may claim it. */
  removing: number;
  /** The PNG's size in pixels; null for strips uploaded before sizes were recorded. */
  width: number | null;
  height: number | null;
  /**
   * The format of the display copy stored beside the PNG (`webp`: the same name with `.webp`),
   * or null when there is none (none could be made, or the strip is older than display copies).
   */
  display_format: string | null;
  /**
   * The bytes of its files (the PNG and its display copy), counted against the quota of strips
   * no letter claimed; null for strips uploaded before sizes were counted (migration 007).
   */
  bytes: number | null;
  /**
   * The shared event it was uploaded for (migration 008), or null. An event's strips are kept
   * until the event ends rather than STRIP_UNUSED_HOURS, and count against the event's budget
   * instead of the quota of unclaimed strips.
   */
  event_id: string | null;
  /**
   * SHA-256 of the upload's claim token, as hex (migration 015): a letter or an entry naming the
   * strip must carry the token. Null for strips uploaded before: no new letter can claim them.
   */
  claim_hash: string | null;
}

/**
 * Every living strip's video uploaded (POST /api/videos), and the letter it belongs to: the
 * first letter stored with it, as for strips. One no letter claimed is removed after
 * STRIP_UNUSED_HOURS; deleting its letter deletes it.
 */
export interface VideosTable {
  /** The file's name in the store's `videos/` folder (`livestrip-….mp4` or `.webm`). */
  name: string;
  /** Milliseconds since the epoch. */
  uploaded_at: number;
  /** The owning letter; null while no letter claimed the video. */
  letter_id: string | null;
  /**
   * The shared event whose entry claimed it (migration 010), or null: kept until the event ends
   * (or the host removes the entry), not counted against the quota of unclaimed videos.
   */
  event_id: string | null;
  /** 1 once its letter is deleted: the file is being removed, and no letter may claim it. */
  removing: number;
  /** The file's bytes, counted against the quota of videos no letter claimed. */
  bytes: number;
  /** Its picture's size in pixels, as displayed. */
  width: number;
  height: number;
  /** SHA-256 of the upload's claim token, as hex (migration 015), as for strips; null before. */
  claim_hash: string | null;
}

/**
 * A tombstone for each deleted letter, so its link can say it was deleted (410) rather than
 * never existed (404): the SHA-256 of the id and when, nothing of the letter itself.
 */
export interface DeletedLettersTable {
  /** SHA-256 of the letter's id, as hex. */
  id_hash: string;
  /** Milliseconds since the epoch. */
  deleted_at: number;
}

/**
 * A shared event (model/live-event.ts). Once ended, the row stays as a tombstone (its code
 * answers 410) with nothing of the party: settings emptied, every strip and letter deleted.
 */
export interface LiveEventsTable {
  /** The server's own id (128 random bits); other tables name the event by it. */
  id: string;
  /** What guests type and links carry. */
  code: string;
  /** SHA-256 of the host key, as hex. */
  host_key_hash: string;
  /** The settings (liveEventSettingsSchema) as JSON; `null` once ended. */
  settings: string;
  /** Milliseconds since the epoch. */
  created_at: number;
  /** When it is deleted unless the host ends it sooner. */
  ends_at: number;
  /** When it ended (the host, or the sweep past ends_at); null while it runs. */
  ended_at: number | null;
  /** 1 once everything it held is deleted; an ended event not yet purged is purged again. */
  purged: number;
  /** The last sequence number its feed gave out: the next row takes one more. */
  last_seq: number;
  /**
   * The venue's addresses the host declared (migration 017), a JSON array of `address/prefix`
   * (services/venue-ranges.ts); null for none.
   */
  venue_addresses: string | null;
}

/** A guest's strip shown at an event, once they agreed. */
export interface LiveEventEntriesTable {
  id: string;
  event_id: string;
  /** The strip, uploaded for this event; one entry a strip. */
  strip_name: string;
  /** waiting (for the host), approved (in the gallery and the show) or hidden. */
  state: string;
  /** 1: the guest agreed to show it (the only way an entry is made). */
  consent: number;
  /** SHA-256 of the guest's delete token, as hex. */
  delete_token_hash: string;
  added_at: number;
  /** The living strip's video the guest sent with it (migration 010), or null. */
  video_name: string | null;
}

/** What the show must hear, in order: replayed after a sequence number when it reconnects. */
export interface LiveEventFeedTable {
  event_id: string;
  seq: number;
  /** added, removed, settings or ended (model/live-event.ts showMessageSchema). */
  type: string;
  /** The entry for added and removed; null otherwise. */
  entry_id: string | null;
  at: number;
}

/** The booth devices of an event, as they last reported. */
export interface LiveEventDevicesTable {
  event_id: string;
  id: string;
  label: string;
  last_seen_at: number;
  /** The name the host gave it on /host (migration 018), or null: its booth number shows. */
  host_name: string | null;
  /**
   * Its place among the event's devices, 1 for the first to join (migration 018): 'Booth 2' on
   * /host until the host names it. Null for devices that joined before.
   */
  booth_number: number | null;
}

/** What happened in each hour (UTC, `YYYY-MM-DDTHH`) of an event. */
export interface LiveEventCountsTable {
  event_id: string;
  hour: string;
  made: number;
  shared: number;
  printed: number;
  gallery: number;
}

/** Uploads counted against an event's daily budget (`strips` or `letters` per UTC day). */
export interface LiveEventQuotasTable {
  event_id: string;
  day: string;
  kind: string;
  count: number;
}

/**
 * A together-mode room (model/together.ts). Once ended (sent as a letter, or past
 * ROOM_LIFETIME_HOURS) everything of it is purged and this row stays a while as a tombstone,
 * so its link says "ended" (410) rather than "never was" (404); it holds nothing personal.
 */
export interface RoomsTable {
  /** 128 random bits, base64url. */
  id: string;
  /** Poses of the strip (model/layouts.ts POSE_COUNTS). */
  layout: number;
  /** `YYYY-MM-DD`, the creator's day (the date stamp). */
  day: string;
  /** Milliseconds since the epoch. */
  created_at: number;
  /** 1 once ended: nothing can join, upload or change it any more. */
  closed: number;
  /** 1 once its participants, photos and document are deleted. */
  purged: number;
  /** People who ever joined: the next one's `joined_order`; the update locks the room's row. */
  joins: number;
  /** The last sequence number of its document's updates. */
  last_seq: number;
  /**
   * The host's last countdown, JSON `{ poses, shootAt }` (migration 013): a phone that joins or
   * reloads on any instance while its shots are to come is told it.
   */
  countdown: string | null;
  /**
   * The letter its strip went out as, shared by the one who sent it (migration 018): kept with
   * the ended room, for its phones that open it again, as long as the room's tombstone is.
   */
  letter_id: string | null;
  /**
   * Who may be told `letter_id`: the token hashes (JSON array of hex) of those in the room when
   * it ended, kept after its participants' rows are purged; null without a letter.
   */
  letter_readers: string | null;
}

/** Someone in a room: a name and a colour, no account. */
export interface RoomParticipantsTable {
  room_id: string;
  /** Public (the others see it): 128 random bits. */
  id: string;
  /** SHA-256 of their 256-bit token, as hex: a copy of the database cannot act as them. */
  token_hash: string;
  name: string;
  colour: string;
  /** 1 for the room's creator. */
  host: number;
  /** 0 for the host, then 1, 2, …: 'everyone takes one' goes in this order. */
  joined_order: number;
  /** 1 once the host removed them: their token stops working, their colour is free again. */
  removed: number;
  /** The last sign of life of one of their sockets (ms since the epoch); null when none is open. */
  last_seen: number | null;
  /**
   * The bytes of document updates stored from them (migration 014): each has a share of the
   * room's document (model/together.ts ROOM_GUEST_SHARE_BYTES).
   */
  doc_bytes: Generated<number>;
  /**
   * SHA-256 of the room's id and the address they joined from (by its /64 for IPv6), as hex
   * (migration 016): never the address. A removed one's keeps that address out of the room
   * unless someone still in it joined from there too. Null for those who joined before.
   */
  address_key: string | null;
}

/** The photo of each pose of a room: the latest only (a retake replaces it). */
export interface RoomPhotosTable {
  room_id: string;
  pose: number;
  /** 1, then one more with each retake (the photo's address carries it). */
  version: number;
  /** The participant who took it. */
  taken_by: string;
  /** Its blob's key (`room-photos/…`). */
  blob_key: string;
}

/** A room's shared document as Yjs updates, in order; compacted into one row now and then. */
export interface RoomUpdatesTable {
  room_id: string;
  seq: number;
  /** The update, base64 (text on both databases; the socket carries it so too). */
  update_b64: string;
}

export interface Database {
  letters: LettersTable;
  deleted_letters: DeletedLettersTable;
  page_views: PageViewsTable;
  strips: StripsTable;
  videos: VideosTable;
  live_events: LiveEventsTable;
  live_event_entries: LiveEventEntriesTable;
  live_event_feed: LiveEventFeedTable;
  live_event_devices: LiveEventDevicesTable;
  live_event_counts: LiveEventCountsTable;
  live_event_quotas: LiveEventQuotasTable;
  rooms: RoomsTable;
  room_participants: RoomParticipantsTable;
  room_photos: RoomPhotosTable;
  room_updates: RoomUpdatesTable;
}

/** In order; each runs once, recorded by Kysely's migrator. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-letters': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('letters')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('image_url', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },
  '002-letter-delete-tokens': {
    async up(db: Kysely<unknown>) {
      // Nullable: letters made before this migration have no token, and cannot be deleted.
      await db.schema.alterTable('letters').addColumn('delete_token_hash', 'text').execute();
      // A deletion asks whether another letter still shows the same strip.
      await db.schema.createIndex('letters_image_url').on('letters').column('image_url').execute();
    },
  },
  '003-page-views': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_views')
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('path', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('page_views_pk', ['day', 'path'])
        .execute();
    },
  },
  '004-strips': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('strips')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('uploaded_at', 'bigint', (col) => col.notNull())
        .addColumn('letter_id', 'text')
        .addColumn('removing', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      // Serves both "the strip of this letter" and "unclaimed strips uploaded before …".
      await db.schema
        .createIndex('strips_letter_id_uploaded_at')
        .on('strips')
        .columns(['letter_id', 'uploaded_at'])
        .execute();
      // Strips of letters stored before ownership existed belong to their first letter (by
      // time, then id). A later letter showing the same strip owns nothing: deleting it
      // leaves the strip to its owner. Unused older uploads have no row: the sweep at start
      // finds their files.
      await sql`
        insert into strips (name, uploaded_at, letter_id, removing)
        select substr(l.image_url, 9), l.created_at, l.id, 0
        from letters l
        where l.image_url like '/strips/%'
          and not exists (
            select 1 from letters e
            where e.image_url = l.image_url
              and (e.created_at < l.created_at or (e.created_at = l.created_at and e.id < l.id))
          )
      `.execute(db);
    },
  },
  '005-strip-images': {
    async up(db: Kysely<unknown>) {
      // Nullable: strips uploaded before have no recorded size and no display copy. One column
      // a statement, as SQLite adds them.
      await db.schema.alterTable('strips').addColumn('width', 'integer').execute();
      await db.schema.alterTable('strips').addColumn('height', 'integer').execute();
      await db.schema.alterTable('strips').addColumn('display_format', 'text').execute();
    },
  },
  '006-deleted-letters': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deleted_letters')
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('deleted_at', 'bigint', (col) => col.notNull())
        .execute();
    },
  },
  '007-strip-bytes': {
    async up(db: Kysely<unknown>) {
      // Nullable: strips uploaded before count for nothing against the quota. They are gone
      // within STRIP_UNUSED_HOURS unless a letter claimed them, and then they do not count.
      await db.schema.alterTable('strips').addColumn('bytes', 'bigint').execute();
    },
  },
  '008-live-events': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('live_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('host_key_hash', 'text', (col) => col.notNull())
        .addColumn('settings', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('ends_at', 'bigint', (col) => col.notNull())
        .addColumn('ended_at', 'bigint')
        .addColumn('purged', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_seq', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      // The sweep looks for events past their end that still hold something.
      await db.schema
        .createIndex('live_events_purged_ends_at')
        .on('live_events')
        .columns(['purged', 'ends_at'])
        .execute();
      await db.schema
        .createTable('live_event_entries')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('strip_name', 'text', (col) => col.notNull().unique())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('consent', 'integer', (col) => col.notNull())
        .addColumn('delete_token_hash', 'text', (col) => col.notNull())
        .addColumn('added_at', 'bigint', (col) => col.notNull())
        .execute();
      // The gallery: an event's approved entries, newest first.
      await db.schema
        .createIndex('live_event_entries_gallery')
        .on('live_event_entries')
        .columns(['event_id', 'state', 'added_at', 'id'])
        .execute();
      await db.schema
        .createTable('live_event_feed')
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('seq', 'bigint', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('entry_id', 'text')
        .addColumn('at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('live_event_feed_pk', ['event_id', 'seq'])
        .execute();
      await db.schema
        .createTable('live_event_devices')
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('label', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
        .addPrimaryKeyConstraint('live_event_devices_pk', ['event_id', 'id'])
        .execute();
      await db.schema
        .createTable('live_event_counts')
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('hour', 'text', (col) => col.notNull())
        .addColumn('made', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('shared', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('printed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('gallery', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('live_event_counts_pk', ['event_id', 'hour'])
        .execute();
      await db.schema
        .createTable('live_event_quotas')
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('live_event_quotas_pk', ['event_id', 'day', 'kind'])
        .execute();
      // Nullable: what was uploaded before, and outside events, belongs to no event.
      await db.schema.alterTable('strips').addColumn('event_id', 'text').execute();
      await db.schema.alterTable('letters').addColumn('event_id', 'text').execute();
      await db.schema.createIndex('strips_event_id').on('strips').column('event_id').execute();
      await db.schema.createIndex('letters_event_id').on('letters').column('event_id').execute();
    },
  },
  '009-videos': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('videos')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('uploaded_at', 'bigint', (col) => col.notNull())
        .addColumn('letter_id', 'text')
        .addColumn('removing', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('bytes', 'bigint', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .execute();
      // Serves "the video of this letter" and "unclaimed videos uploaded before …", as for strips.
      await db.schema
        .createIndex('videos_letter_id_uploaded_at')
        .on('videos')
        .columns(['letter_id', 'uploaded_at'])
        .execute();
    },
  },
  '010-entry-videos': {
    async up(db: Kysely<unknown>) {
      // Nullable: videos of letters, and entries without one, belong to no entry.
      await db.schema.alterTable('videos').addColumn('event_id', 'text').execute();
      await db.schema.alterTable('live_event_entries').addColumn('video_name', 'text').execute();
      await db.schema.createIndex('videos_event_id').on('videos').column('event_id').execute();
    },
  },
  '011-rooms': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rooms')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('layout', 'integer', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('closed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('purged', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('joins', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_seq', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
      // The sweep looks for rooms past their time, or ended, that still hold something.
      await db.schema
        .createIndex('rooms_purged_created_at')
        .on('rooms')
        .columns(['purged', 'created_at'])
        .execute();
      await db.schema
        .createTable('room_participants')
        .addColumn('room_id', 'text', (col) => col.notNull())
        .addColumn('id', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('colour', 'text', (col) => col.notNull())
        .addColumn('host', 'integer', (col) => col.notNull())
        .addColumn('joined_order', 'integer', (col) => col.notNull())
        .addColumn('removed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_seen', 'bigint')
        .addPrimaryKeyConstraint('room_participants_pk', ['room_id', 'id'])
        .execute();
      await db.schema
        .createTable('room_photos')
        .addColumn('room_id', 'text', (col) => col.notNull())
        .addColumn('pose', 'integer', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('taken_by', 'text', (col) => col.notNull())
        .addColumn('blob_key', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('room_photos_pk', ['room_id', 'pose'])
        .execute();
      await db.schema
        .createTable('room_updates')
        .addColumn('room_id', 'text', (col) => col.notNull())
        .addColumn('seq', 'bigint', (col) => col.notNull())
        .addColumn('update_b64', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('room_updates_pk', ['room_id', 'seq'])
        .execute();
    },
  },
  '012-letter-from': {
    async up(db: Kysely<unknown>) {
      // JSON text: a name may hold any character but control ones, so no separator is safe.
      await db.schema.alterTable('letters').addColumn('from_names', 'text').execute();
    },
  },
  '013-room-countdown': {
    async up(db: Kysely<unknown>) {
      // Until now each instance remembered the countdowns it passed on; one with no phone of
      // the room at that moment had none to tell a phone that reloaded onto it.
      await db.schema.alterTable('rooms').addColumn('countdown', 'text').execute();
    },
  },
  '014-room-participant-bytes': {
    async up(db: Kysely<unknown>) {
      // Those who wrote before start at none: their room ends within ROOM_LIFETIME_HOURS.
      await db.schema
        .alterTable('room_participants')
        .addColumn('doc_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
    },
  },
  '015-upload-claims': {
    async up(db: Kysely<unknown>) {
      // Nullable: uploads made before have no claim token, and no new letter or entry can claim
      // them (an unclaimed one is gone within STRIP_UNUSED_HOURS, an event's with its event).
      await db.schema.alterTable('strips').addColumn('claim_hash', 'text').execute();
      await db.schema.alterTable('videos').addColumn('claim_hash', 'text').execute();
    },
  },
  '016-room-join-address': {
    async up(db: Kysely<unknown>) {
      // Nullable: those who joined before have no key, and their removal keeps no address out.
      await db.schema.alterTable('room_participants').addColumn('address_key', 'text').execute();
    },
  },
  '017-event-venues': {
    async up(db: Kysely<unknown>) {
      // Nullable: events made before declared no venue, so their uploads count per address.
      await db.schema.alterTable('live_events').addColumn('venue_addresses', 'text').execute();
    },
  },
  '018-device-names': {
    async up(db: Kysely<unknown>) {
      // Nullable: a device the host never named shows its booth number; those that joined
      // before have none, and show their place in the list.
      await db.schema.alterTable('live_event_devices').addColumn('host_name', 'text').execute();
      await db.schema
        .alterTable('live_event_devices')
        .addColumn('booth_number', 'integer')
        .execute();
    },
  },
  '019-room-letter': {
    async up(db: Kysely<unknown>) {
      // Nullable: rooms that ended before kept no letter (their phones were told it live).
      await db.schema.alterTable('rooms').addColumn('letter_id', 'text').execute();
      await db.schema.alterTable('rooms').addColumn('letter_readers', 'text').execute();
    },
  },
};
