/** The strips table through plain Kysely (SQLite and PostgreSQL). */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { StripRecords } from './strips.js';

export function createSqlStripRecords(db: Kysely<Database>): StripRecords {
  return {
    async add(name, uploadedAt, image) {
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
        })
        .execute();
    },

    async expired(before, limit) {
      const rows = await db
        .selectFrom('strips')
        .select('name')
        .where((eb) =>
          eb.or([
            eb.and([eb('letter_id', 'is', null), eb('uploaded_at', '<', before)]),
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

    async remove(name) {
      await db.deleteFrom('strips').where('name', '=', name).execute();
    },
  };
}
