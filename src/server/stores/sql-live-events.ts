/** Shared events through plain Kysely (SQLite and PostgreSQL alike). */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { liveEventSettingsSchema, type EntryState } from '../../model/live-event.js';
import type { Database } from './schema.js';
import type { FeedRow, LiveEventStore, StoredEntry } from './live-events.js';

type Db = Kysely<Database> | Transaction<Database>;

const ENTRY_STATES = new Set<string>(['waiting', 'approved', 'hidden']);
const FEED_TYPES = new Set<string>(['added', 'removed', 'settings', 'ended']);

interface EntryRow {
  id: string;
  state: string;
  delete_token_hash: string;
  added_at: number;
  strip_name: string;
  width: number | null;
  height: number | null;
  display_format: string | null;
  video_name: string | null;
}

function toEntry(row: EntryRow): StoredEntry {
  return {
    id: row.id,
    state: (ENTRY_STATES.has(row.state) ? row.state : 'hidden') as EntryState,
    deleteTokenHash: row.delete_token_hash,
    addedAt: row.added_at,
    strip: {
      name: row.strip_name,
      width: row.width,
      height: row.height,
      display: row.display_format === 'webp' ? 'webp' : null,
    },
    videoName: row.video_name,
  };
}

/**
 * Entries with their strip's record. An entry whose strip is gone, or going (its letter was
 * deleted by the sender), shows nowhere.
 */
function selectEntries(db: Db) {
  return (
    db
      .selectFrom('live_event_entries as e')
      .innerJoin('strips as s', (join) =>
        join.onRef('s.name', '=', 'e.strip_name').on('s.removing', '=', 0),
      )
      // The video only while its record says it is there.
      .leftJoin('videos as v', (join) =>
        join.onRef('v.name', '=', 'e.video_name').on('v.removing', '=', 0),
      )
      .select([
        'e.id',
        'e.state',
        'e.delete_token_hash',
        'e.added_at',
        'e.strip_name',
        's.width',
        's.height',
        's.display_format',
        'v.name as video_name',
      ])
  );
}

/**
 * Appends a feed row in the caller's transaction. The event's row hands out the next number:
 * its update locks the row until the transaction ends, so instances sharing the database never
 * give out the same seq, and the numbers survive restarts. Null when the event has ended.
 */
async function appendFeed(
  trx: Transaction<Database>,
  eventId: string,
  type: FeedRow['type'],
  entryId: string | null,
  at: number,
): Promise<number | null> {
  let next = trx
    .updateTable('live_events')
    .set({ last_seq: sql`last_seq + 1` })
    .where('id', '=', eventId);
  // The `ended` row is the last: it comes with the end itself.
  if (type !== 'ended') next = next.where('ended_at', 'is', null);
  const row = await next.returning('last_seq').executeTakeFirst();
  if (!row) return null;
  const seq = Number(row.last_seq);
  await trx
    .insertInto('live_event_feed')
    .values({ event_id: eventId, seq, type, entry_id: entryId, at })
    .execute();
  return seq;
}

/** The venue's addresses as stored: a JSON array of strings, or none. */
function venueOf(stored: string | null): string[] {
  if (stored === null) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((entry) => typeof entry === 'string') : [];
}

/** Thrown inside a transaction to undo it and answer this outcome instead. */
class Refused extends Error {
  constructor(readonly outcome: 'unknown_video' | 'video_in_use') {
    super(outcome);
  }
}

export function createSqlLiveEventStore(db: Kysely<Database>): LiveEventStore {
  function runRefusable<T>(
    work: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T | { outcome: Refused['outcome'] }> {
    return db
      .transaction()
      .execute(work)
      .catch((error: unknown) => {
        if (error instanceof Refused) return { outcome: error.outcome };
        throw error;
      });
  }

  return {
    async create(event) {
      const result = await db
        .insertInto('live_events')
        .values({
          id: event.id,
          code: event.code,
          host_key_hash: event.hostKeyHash,
          settings: JSON.stringify(event.settings),
          created_at: event.createdAt,
          ends_at: event.endsAt,
          ended_at: null,
          purged: 0,
          last_seq: 0,
        })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },

    async byCode(code) {
      const row = await db
        .selectFrom('live_events')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row) return null;
      const parsed = liveEventSettingsSchema.safeParse(JSON.parse(row.settings));
      return {
        id: row.id,
        code: row.code,
        hostKeyHash: row.host_key_hash,
        settings: row.ended_at === null && parsed.success ? parsed.data : null,
        createdAt: row.created_at,
        endsAt: row.ends_at,
        endedAt: row.ended_at,
        lastSeq: Number(row.last_seq),
        venue: row.ended_at === null ? venueOf(row.venue_addresses) : [],
      };
    },

    async setVenue(eventId, ranges) {
      await db
        .updateTable('live_events')
        .set({ venue_addresses: ranges.length > 0 ? JSON.stringify(ranges) : null })
        .where('id', '=', eventId)
        .execute();
    },

    async storedBytes() {
      // PostgreSQL sums a bigint as numeric, which pg hands over as a string.
      const [strips, videos] = await Promise.all([
        db
          .selectFrom('strips')
          .select(sql<number | string>`coalesce(sum(bytes), 0)`.as('total'))
          .where('event_id', 'is not', null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('videos')
          .select(sql<number | string>`coalesce(sum(bytes), 0)`.as('total'))
          .where('event_id', 'is not', null)
          .executeTakeFirstOrThrow(),
      ]);
      return Number(strips.total) + Number(videos.total);
    },

    async updateSettings(eventId, settings, endsAt, at) {
      return db.transaction().execute(async (trx) => {
        const seq = await appendFeed(trx, eventId, 'settings', null, at);
        if (seq === null) return null;
        await trx
          .updateTable('live_events')
          .set({ settings: JSON.stringify(settings), ends_at: endsAt })
          .where('id', '=', eventId)
          .execute();
        return seq;
      });
    },

    async takeQuota(eventId, day, kind, max) {
      if (max < 1) return false;
      // Insert or add one, but only below `max`: a single statement, so two instances counting
      // at once cannot both take the last one.
      const result = await db
        .insertInto('live_event_quotas')
        .values({ event_id: eventId, day, kind, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['event_id', 'day', 'kind'])
            .doUpdateSet({ count: sql`live_event_quotas.count + 1` })
            .where('live_event_quotas.count', '<', max),
        )
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },

    async count(eventId, hour, field, by) {
      await db
        .insertInto('live_event_counts')
        .values({
          event_id: eventId,
          hour,
          made: 0,
          shared: 0,
          printed: 0,
          gallery: 0,
          [field]: by,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['event_id', 'hour'])
            .doUpdateSet({ [field]: sql`${sql.ref(`live_event_counts.${field}`)} + ${by}` }),
        )
        .execute();
    },

    async addEntry(eventId, entry, at) {
      return runRefusable(async (trx) => {
        const strip = await trx
          .selectFrom('strips')
          .select(['event_id', 'removing'])
          .where('name', '=', entry.stripName)
          .executeTakeFirst();
        if (!strip || strip.event_id !== eventId || strip.removing !== 0) {
          return { outcome: 'strip_not_of_event' as const };
        }
        // The unique strip name settles a race between two guests naming the same strip.
        const inserted = await trx
          .insertInto('live_event_entries')
          .values({
            id: entry.id,
            event_id: eventId,
            strip_name: entry.stripName,
            state: entry.state,
            consent: 1,
            delete_token_hash: entry.deleteTokenHash,
            added_at: at,
            video_name: entry.videoName ?? null,
          })
          .onConflict((conflict) => conflict.column('strip_name').doNothing())
          .executeTakeFirst();
        if (inserted.numInsertedOrUpdatedRows !== 1n) return { outcome: 'strip_in_use' as const };
        if (entry.videoName !== undefined) {
          // One statement claims the video, as a letter does: of two racing, one updates it.
          const claimed = await trx
            .updateTable('videos')
            .set({ event_id: eventId })
            .where('name', '=', entry.videoName)
            .where('letter_id', 'is', null)
            .where('event_id', 'is', null)
            .where('removing', '=', 0)
            .executeTakeFirst();
          if (claimed.numUpdatedRows === 0n) {
            const row = await trx
              .selectFrom('videos')
              .select('name')
              .where('name', '=', entry.videoName)
              .executeTakeFirst();
            // Thrown, so the transaction takes the entry back.
            throw new Refused(row ? 'video_in_use' : 'unknown_video');
          }
        }
        const seq =
          entry.state === 'approved' ? await appendFeed(trx, eventId, 'added', entry.id, at) : null;
        return { outcome: 'created' as const, seq };
      });
    },

    async entry(eventId, id) {
      const row = await selectEntries(db)
        .where('e.event_id', '=', eventId)
        .where('e.id', '=', id)
        .executeTakeFirst();
      return row ? toEntry(row) : null;
    },

    async setEntryState(eventId, id, state, at) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('live_event_entries')
          .select('state')
          .where('event_id', '=', eventId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return null;
        const before = row.state as EntryState;
        if (before === state) return { before, seq: null };
        await trx
          .updateTable('live_event_entries')
          .set({ state })
          .where('event_id', '=', eventId)
          .where('id', '=', id)
          .execute();
        let seq: number | null = null;
        if (state === 'approved') seq = await appendFeed(trx, eventId, 'added', id, at);
        else if (before === 'approved') seq = await appendFeed(trx, eventId, 'removed', id, at);
        return { before, seq };
      });
    },

    async removeEntry(eventId, id, at) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('live_event_entries')
          .where('event_id', '=', eventId)
          .where('id', '=', id)
          .returning(['strip_name', 'state', 'video_name'])
          .executeTakeFirst();
        if (!row) return null;
        const seq =
          row.state === 'approved' ? await appendFeed(trx, eventId, 'removed', id, at) : null;
        return { stripName: row.strip_name, videoName: row.video_name, seq };
      });
    },

    async removeEntryOfStrip(stripName, at) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('live_event_entries')
          .where('strip_name', '=', stripName)
          .returning(['event_id', 'id', 'state'])
          .executeTakeFirst();
        if (!row) return null;
        const event = await trx
          .selectFrom('live_events')
          .select('code')
          .where('id', '=', row.event_id)
          .executeTakeFirstOrThrow();
        const seq =
          row.state === 'approved'
            ? await appendFeed(trx, row.event_id, 'removed', row.id, at)
            : null;
        return { code: event.code, id: row.id, seq };
      });
    },

    async gallery(eventId, before, limit) {
      let query = selectEntries(db)
        .where('e.event_id', '=', eventId)
        .where('e.state', '=', 'approved');
      if (before) {
        query = query.where((eb) =>
          eb.or([
            eb('e.added_at', '<', before.addedAt),
            eb.and([eb('e.added_at', '=', before.addedAt), eb('e.id', '<', before.id)]),
          ]),
        );
      }
      const rows = await query
        .orderBy('e.added_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toEntry);
    },

    async entries(eventId, limit) {
      const rows = await selectEntries(db)
        .where('e.event_id', '=', eventId)
        .orderBy('e.added_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toEntry);
    },

    async counts(eventId) {
      return db
        .selectFrom('live_event_counts')
        .select(['hour', 'made', 'shared', 'printed', 'gallery'])
        .where('event_id', '=', eventId)
        .orderBy('hour')
        .execute();
    },

    async devices(eventId, limit) {
      const rows = await db
        .selectFrom('live_event_devices')
        .select(['id', 'label', 'last_seen_at', 'host_name', 'booth_number'])
        .where('event_id', '=', eventId)
        .orderBy('last_seen_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        label: row.label,
        lastSeenAt: Number(row.last_seen_at),
        name: row.host_name ?? '',
        number: row.booth_number === null ? null : Number(row.booth_number),
      }));
    },

    async renameDevice(eventId, id, name) {
      const result = await db
        .updateTable('live_event_devices')
        .set({ host_name: name })
        .where('event_id', '=', eventId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async seeDevice(eventId, id, label, at, max) {
      // A listed device is updated; a new one is inserted only below `max`. One statement, so
      // new devices reporting at once (or through two instances) cannot pass the count together
      // on SQLite, and on PostgreSQL at most by the few that were counted at the same instant.
      const newLabel = label ?? '';
      const update =
        label === undefined
          ? sql`last_seen_at = excluded.last_seen_at`
          : sql`last_seen_at = excluded.last_seen_at, label = excluded.label`;
      const result = await sql`
        insert into live_event_devices (event_id, id, label, last_seen_at, booth_number)
        select ${eventId}, ${id}, ${newLabel}, ${at}, (
            select coalesce(max(booth_number), 0) + 1
            from live_event_devices where event_id = ${eventId}
          )
        where exists (
            select 1 from live_event_devices where event_id = ${eventId} and id = ${id}
          )
          or (select count(*) from live_event_devices where event_id = ${eventId}) < ${max}
        on conflict (event_id, id) do update set ${update}
      `.execute(db);
      return Number(result.numAffectedRows ?? 0n) > 0;
    },

    async feedAfter(eventId, afterSeq, limit) {
      const rows = await db
        .selectFrom('live_event_feed as f')
        .leftJoin('live_event_entries as e', (join) =>
          join.onRef('e.id', '=', 'f.entry_id').onRef('e.event_id', '=', 'f.event_id'),
        )
        // As selectEntries: an entry whose strip is going (its letter deleted) replays as
        // nothing, so a screen that connects shows no more than the gallery does.
        .leftJoin('strips as s', (join) =>
          join.onRef('s.name', '=', 'e.strip_name').on('s.removing', '=', 0),
        )
        .leftJoin('videos as v', (join) =>
          join.onRef('v.name', '=', 'e.video_name').on('v.removing', '=', 0),
        )
        .select([
          'f.seq',
          'f.type',
          'f.entry_id',
          'e.id',
          'e.state',
          'e.delete_token_hash',
          'e.added_at',
          'e.strip_name',
          's.name as recorded_strip',
          's.width',
          's.height',
          's.display_format',
          'v.name as video_name',
        ])
        .where('f.event_id', '=', eventId)
        .where('f.seq', '>', afterSeq)
        .orderBy('f.seq')
        .limit(limit)
        .execute();
      return rows
        .filter((row) => FEED_TYPES.has(row.type))
        .map((row) => ({
          seq: row.seq,
          type: row.type as FeedRow['type'],
          entryId: row.entry_id,
          entry:
            row.id !== null &&
            row.state !== null &&
            row.delete_token_hash !== null &&
            row.added_at !== null &&
            row.strip_name !== null &&
            row.recorded_strip !== null
              ? toEntry({
                  ...row,
                  id: row.id,
                  state: row.state,
                  strip_name: row.strip_name,
                } as EntryRow)
              : null,
        }));
    },

    async end(eventId, at) {
      return db.transaction().execute(async (trx) => {
        const ended = await trx
          .updateTable('live_events')
          .set({ ended_at: at })
          .where('id', '=', eventId)
          .where('ended_at', 'is', null)
          .executeTakeFirst();
        if (ended.numUpdatedRows !== 1n) return null;
        return appendFeed(trx, eventId, 'ended', null, at);
      });
    },

    async toPurge(now, limit) {
      return db
        .selectFrom('live_events')
        .select(['id', 'code'])
        .where((eb) =>
          eb.or([
            eb.and([
              eb('purged', '=', 0),
              eb.or([eb('ended_at', 'is not', null), eb('ends_at', '<=', now)]),
            ]),
            // An upload admitted just before the end and stored just after it.
            eb.and([
              eb('purged', '=', 1),
              eb.or([
                eb.exists(
                  eb
                    .selectFrom('strips')
                    .select('name')
                    .whereRef('strips.event_id', '=', 'live_events.id'),
                ),
                eb.exists(
                  eb
                    .selectFrom('videos')
                    .select('name')
                    .whereRef('videos.event_id', '=', 'live_events.id'),
                ),
                eb.exists(
                  eb
                    .selectFrom('letters')
                    .select('id')
                    .whereRef('letters.event_id', '=', 'live_events.id'),
                ),
              ]),
            ]),
          ]),
        )
        .limit(limit)
        .execute();
    },

    async lettersOf(eventId, limit) {
      const rows = await db
        .selectFrom('letters')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('event_id', '=', eventId),
            eb(
              'id',
              'in',
              eb
                .selectFrom('strips')
                .select('letter_id')
                .where('event_id', '=', eventId)
                .where('letter_id', 'is not', null)
                .$narrowType<{ letter_id: string }>(),
            ),
          ]),
        )
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    async stripsOf(eventId, limit) {
      const rows = await db
        .selectFrom('strips')
        .select('name')
        .where('event_id', '=', eventId)
        .limit(limit)
        .execute();
      return rows.map((row) => row.name);
    },

    async videosOf(eventId, limit) {
      const rows = await db
        .selectFrom('videos')
        .select('name')
        .where('event_id', '=', eventId)
        .limit(limit)
        .execute();
      return rows.map((row) => row.name);
    },

    async forget(eventId) {
      await db.transaction().execute(async (trx) => {
        for (const table of [
          'live_event_entries',
          'live_event_feed',
          'live_event_devices',
          'live_event_counts',
          'live_event_quotas',
        ] as const) {
          await trx.deleteFrom(table).where('event_id', '=', eventId).execute();
        }
        await trx
          .updateTable('live_events')
          .set({
            settings: 'null',
            venue_addresses: null,
            purged: 1,
            ended_at: sql`coalesce(ended_at, ends_at)`,
          })
          .where('id', '=', eventId)
          .execute();
      });
    },
  };
}
