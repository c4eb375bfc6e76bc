/**
 * Letters in the database through Kysely. Plain Kysely only, so the same store serves
 * SQLite and PostgreSQL alike; opening the database is the dialect's business. A delete on
 * SQLite also empties the write-ahead log (sqlite-forget.ts), so the message leaves the files.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import type { CreateLetterOutcome, LetterStore } from './letters.js';
import type { Database } from './schema.js';
import { forgetDeletedRows } from './sqlite-forget.js';

/** What a tombstone keeps of a letter's id: its SHA-256, so no link can be rebuilt from it. */
export function tombstoneHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** A claim that failed after the strip's: thrown to roll the transaction back. */
class Refused extends Error {
  constructor(readonly outcome: CreateLetterOutcome) {
    super(outcome);
  }
}

/** The names a letter was made by, when it names any: a damaged value reads as none. */
function fromNames(stored: string | null): { from?: string[] } {
  if (stored === null) return {};
  try {
    const names: unknown = JSON.parse(stored);
    return Array.isArray(names) && names.every((name) => typeof name === 'string')
      ? { from: names as string[] }
      : {};
  } catch {
    return {};
  }
}

export function createSqlLetterStore(db: Kysely<Database>): LetterStore {
  // Every friend's page reads these: compiled once (compiled-once.ts).
  const selectLetter = compiledOnce((id) =>
    db
      .selectFrom('letters')
      // A letter owns at most one strip (the index on strips.letter_id finds it).
      .leftJoin('strips', 'strips.letter_id', 'letters.id')
      // And at most one video (the index on videos.letter_id finds it).
      .leftJoin('videos', 'videos.letter_id', 'letters.id')
      .select([
        'letters.message',
        'letters.image_url',
        'letters.delete_token_hash',
        'letters.from_names',
        'strips.name as strip_name',
        'strips.width',
        'strips.height',
        'strips.display_format',
        'videos.name as video_name',
      ])
      .where('letters.id', '=', id),
  );
  const selectTombstone = compiledOnce((idHash) =>
    db.selectFrom('deleted_letters').select('id_hash').where('id_hash', '=', idHash),
  );

  return {
    async create(id, letter, stripName, videoName) {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          // One statement claims the strip: of two letters racing for it, one updates the row.
          const claimed = await trx
            .updateTable('strips')
            .set({ letter_id: id })
            .where('name', '=', stripName)
            .where('letter_id', 'is', null)
            .where('removing', '=', 0)
            .executeTakeFirst();
          if (claimed.numUpdatedRows === 0n) {
            const row = await trx
              .selectFrom('strips')
              .select(['letter_id'])
              .where('name', '=', stripName)
              .executeTakeFirst();
            return row?.letter_id ? 'strip_in_use' : 'unknown_strip';
          }
          if (videoName !== undefined) {
            const video = await trx
              .updateTable('videos')
              .set({ letter_id: id })
              .where('name', '=', videoName)
              .where('letter_id', 'is', null)
              // Nor one a shared event's entry claimed.
              .where('event_id', 'is', null)
              .where('removing', '=', 0)
              .executeTakeFirst();
            if (video.numUpdatedRows === 0n) {
              const row = await trx
                .selectFrom('videos')
                .select(['letter_id', 'event_id'])
                .where('name', '=', videoName)
                .executeTakeFirst();
              // Thrown, so the transaction gives the strip back.
              throw new Refused(row?.letter_id || row?.event_id ? 'video_in_use' : 'unknown_video');
            }
          }
          await trx
            .insertInto('letters')
            .values({
              id,
              message: letter.message,
              image_url: letter.imageUrl,
              created_at: Date.now(),
              delete_token_hash: letter.deleteTokenHash,
              event_id: letter.eventId ?? null,
              from_names: letter.from ? JSON.stringify(letter.from) : null,
            })
            .execute();
          return 'created' as const;
        })
        .catch((error: unknown) => {
          if (error instanceof Refused) return error.outcome;
          throw error;
        });
      return outcome;
    },

    async get(id) {
      const [row] = (await db.executeQuery(selectLetter(id))).rows;
      if (!row) return null;
      return {
        message: row.message,
        imageUrl: row.image_url,
        deleteTokenHash: row.delete_token_hash,
        ...fromNames(row.from_names),
        strip: row.strip_name
          ? {
              name: row.strip_name,
              width: row.width,
              height: row.height,
              display: row.display_format === 'webp' ? 'webp' : null,
            }
          : null,
        videoName: row.video_name,
      };
    },

    async delete(id) {
      const outcome = await db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom('letters').where('id', '=', id).executeTakeFirst();
        if (deleted.numDeletedRows === 0n) return null;
        await trx
          .insertInto('deleted_letters')
          .values({ id_hash: tombstoneHash(id), deleted_at: Date.now() })
          .onConflict((conflict) => conflict.column('id_hash').doNothing())
          .execute();
        const owned = await trx
          .selectFrom('strips')
          .select('name')
          .where('letter_id', '=', id)
          .executeTakeFirst();
        if (owned) {
          await trx
            .updateTable('strips')
            .set({ removing: 1 })
            .where('name', '=', owned.name)
            .execute();
        }
        const video = await trx
          .updateTable('videos')
          .set({ removing: 1 })
          .where('letter_id', '=', id)
          .returning('name')
          .executeTakeFirst();
        return { ownedStrip: owned?.name ?? null, ownedVideo: video?.name ?? null };
      });
      if (outcome) await forgetDeletedRows(db);
      return outcome;
    },

    async wasDeleted(id) {
      return (await db.executeQuery(selectTombstone(tombstoneHash(id)))).rows.length > 0;
    },
  };
}
