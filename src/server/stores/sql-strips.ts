/** The strips table through plain Kysely (SQLite and PostgreSQL). */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { StripRecords } from './strips.js';

export function createSqlStripRecords(db: Kysely<Database>): StripRecords {
  return {
    async add(name, uploadedAt, image, maxUnclaimedBytes, eventId) {
      const bytes = image.bytes ?? null;
      if (maxUnclaimedBytes === undefined) {
        await db
          .insertInto('strips')
          .values({
            name,
            uploaded_at: uploadedAt,
            letter_id: null,
            removing: 0,
            width: image.width,
            height: image.height,
            display_format: image.display,
            bytes,
            event_id: eventId ?? null,
            claim_hash: image.claimHash ?? null,
          })
          .execute();
        return true;
      }
      // The check and the insert in one statement: no moment between them for another
      // upload to slip in on this connection, nor, as far as PostgreSQL allows, on another.
      const result = await sql`
        insert into strips
          (name, uploaded_at, letter_id, removing, width, height, display_format, bytes,
            claim_hash)
        select ${name}, ${uploadedAt}, null, 0, ${image.width}, ${image.height},
          ${image.display}, ${bytes}, ${image.claimHash ?? null}
        where (select coalesce(sum(bytes), 0) from strips
            where letter_id is null and event_id is null)
          + ${bytes ?? 0} <= ${maxUnclaimedBytes}
      `.execute(db);
      return result.numAffectedRows === 1n;
    },

    async unclaimedBytes() {
      const row = await db
        .selectFrom('strips')
        // PostgreSQL sums a bigint as numeric, which pg hands over as a string.
        .select(sql<number | string>`coalesce(sum(bytes), 0)`.as('total'))
        .where('letter_id', 'is', null)
        .where('event_id', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async oldestUnclaimed(before, limit) {
      const rows = await db
        .selectFrom('strips')
        .select(['name', 'bytes'])
        .where('letter_id', 'is', null)
        .where('event_id', 'is', null)
        .where('removing', '=', 0)
        .where('uploaded_at', '<', before)
        .orderBy('uploaded_at')
        .orderBy('name')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ name: row.name, bytes: row.bytes ?? 0 }));
    },

    async markRemoving(name) {
      const marked = await db
        .updateTable('strips')
        .set({ removing: 1 })
        .where('name', '=', name)
        .where('letter_id', 'is', null)
        .where('removing', '=', 0)
        .executeTakeFirst();
      return marked.numUpdatedRows === 1n;
    },

    async expired(before, limit) {
      const rows = await db
        .selectFrom('strips')
        .select('name')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('letter_id', 'is', null),
              eb('event_id', 'is', null),
              eb('uploaded_at', '<', before),
            ]),
            eb('removing', '=', 1),
          ]),
        )
        .limit(limit)
        .execute();
      return rows.map((row) => row.name);
    },

    async has(name) {
      const row = await db
        .selectFrom('strips')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      return row !== undefined;
    },

    async claimOf(name) {
      const row = await db
        .selectFrom('strips')
        .select('claim_hash')
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? { claimHash: row.claim_hash } : null;
    },

    async remove(name) {
      await db.deleteFrom('strips').where('name', '=', name).execute();
    },
  };
}
