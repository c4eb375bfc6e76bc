/** Brings a database to the latest schema: the same migrations for SQLite and PostgreSQL. */
import { Migrator, type Kysely } from 'kysely';
import { migrations, type Database } from './schema.js';

/** Runs the migrations not run yet, in order; throws the first failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
