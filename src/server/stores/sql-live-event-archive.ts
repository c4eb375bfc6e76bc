/**
 * The event's entries as Download all reads them (services/live-event-archive.ts): every
 * state, oldest first, a page at a time by (added_at, id), so that entries added or removed
 * while a long download runs never shift a page.
 */
import type { Kysely } from 'kysely';
import type { ArchiveEntries } from './live-event-archive.js';
import type { Database } from './schema.js';

export function createSqlArchiveEntries(db: Kysely<Database>): ArchiveEntries {
  return {
    async page(eventId, after, until, limit) {
      let query = db
        .selectFrom('live_event_entries')
        .select(['id', 'strip_name', 'added_at'])
        .where('event_id', '=', eventId)
        .where('added_at', '<=', until);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('added_at', '>', after.addedAt),
            eb.and([eb('added_at', '=', after.addedAt), eb('id', '>', after.id)]),
          ]),
        );
      }
      const rows = await query.orderBy('added_at').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        stripName: row.strip_name,
        addedAt: Number(row.added_at),
      }));
    },

    async count(eventId, until) {
      const row = await db
        .selectFrom('live_event_entries')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('event_id', '=', eventId)
        .where('added_at', '<=', until)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
  };
}
