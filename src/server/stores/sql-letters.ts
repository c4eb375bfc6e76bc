/**
 * Letters in the database through Kysely. Plain Kysely only, so the same store serves
 * SQLite now and PostgreSQL later; opening the database is the dialect's business.
 */
import type { Kysely } from 'kysely';
import type { LetterStore } from './letters.js';
import type { Database } from './schema.js';

export function createSqlLetterStore(db: Kysely<Database>): LetterStore {
  return {
    async create(id, letter) {
      await db
        .insertInto('letters')
        .values({
          id,
          message: letter.message,
          image_url: letter.imageUrl,
          created_at: Date.now(),
          delete_token_hash: letter.deleteTokenHash,
        })
        .execute();
    },

    async get(id) {
      const row = await db
        .selectFrom('letters')
        .select(['message', 'image_url', 'delete_token_hash'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? { message: row.message, imageUrl: row.image_url, deleteTokenHash: row.delete_token_hash }
        : null;
    },

    async delete(id) {
      const result = await db.deleteFrom('letters').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async isImageUsed(imageUrl) {
      const row = await db
        .selectFrom('letters')
        .select('id')
        .where('image_url', '=', imageUrl)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
