/** The videos table through plain Kysely (SQLite and PostgreSQL). */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { VideoRecords } from './videos.js';

export function createSqlVideoRecords(db: Kysely<Database>): VideoRecords {
  return {
    async add(name, uploadedAt, video, maxUnclaimedBytes) {
      if (maxUnclaimedBytes === undefined) {
        await db
          .insertInto('videos')
          .values({
            name,
            uploaded_at: uploadedAt,
            letter_id: null,
            event_id: null,
            removing: 0,
            bytes: video.bytes,
            width: video.width,
            height: video.height,
            claim_hash: video.claimHash ?? null,
          })
          .execute();
        return true;
      }
      // The check and the insert in one statement, as for strips (sql-strips.ts).
      const result = await sql`
        insert into videos
          (name, uploaded_at, letter_id, removing, bytes, width, height, claim_hash)
        select ${name}, ${uploadedAt}, null, 0, ${video.bytes}, ${video.width}, ${video.height},
          ${video.claimHash ?? null}
        where (select coalesce(sum(bytes), 0) from videos
               where letter_id is null and event_id is null)
          + ${video.bytes} <= ${maxUnclaimedBytes}
      `.execute(db);
      return result.numAffectedRows === 1n;
    },

    async expired(before, limit) {
      const rows = await db
        .selectFrom('videos')
        .select('name')
        .where((eb) =>
          eb.or([
            // A shared event's entry claims a video too: it goes when the event ends.
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
        .selectFrom('videos')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      return row !== undefined;
    },

    async claimOf(name) {
      const row = await db
        .selectFrom('videos')
        .select('claim_hash')
        .where('name', '=', name)
        .executeTakeFirst();
      return row ? { claimHash: row.claim_hash } : null;
    },

    async remove(name) {
      await db.deleteFrom('videos').where('name', '=', name).execute();
    },
  };
}
