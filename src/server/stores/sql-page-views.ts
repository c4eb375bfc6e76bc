/** Page-view counts in the database through Kysely (plain Kysely: SQLite and PostgreSQL). */
import type { Kysely } from 'kysely';
import type { PageViewStore } from './page-views.js';
import type { Database } from './schema.js';

export function createSqlPageViewStore(db: Kysely<Database>): PageViewStore {
  return {
    async add(day, path) {
      // One statement, so concurrent views of the same page on the same day all count.
      await db
        .insertInto('page_views')
        .values({ day, path, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'path'])
            .doUpdateSet((eb) => ({ count: eb('page_views.count', '+', 1) })),
        )
        .execute();
    },

    async since(firstDay) {
      return db
        .selectFrom('page_views')
        .select(['day', 'path', 'count'])
        .where('day', '>=', firstDay)
        .orderBy('day', 'desc')
        .orderBy('path')
        .execute();
    },
  };
}
