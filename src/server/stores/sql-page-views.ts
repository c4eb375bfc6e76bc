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
      const rows = await db
        .selectFrom('page_views')
        .select(['day', 'path', 'count'])
        .where('day', '>=', firstDay)
        .execute();
      // Sorted here rather than in SQL: PostgreSQL orders text by the database's locale (in
      // en-US, `/B` after `/a`), SQLite by byte. Character codes give SQLite's order for the
      // ASCII paths we count, on both.
      return rows.sort((a, b) => byCharacterCode(b.day, a.day) || byCharacterCode(a.path, b.path));
    },
  };
}

function byCharacterCode(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
