/**
 * The whole app with DATABASE_URL set: letters, strips and page views in a throwaway
 * PostgreSQL database, called through `inject` like the SQLite server tests.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresKysely } from '../../../src/server/stores/postgres-database.js';
import type { Database } from '../../../src/server/stores/schema.js';
import { sqliteFile } from '../../../src/server/stores/sqlite-database.js';
import { createThrowawayDatabase, postgresForTests } from '../postgres.js';
import type { ThrowawayDatabase } from '../postgres.js';
import { createLetter, startTestApp, uploadStrip, withClaims } from '../test-app.js';
import type { TestApp } from '../test-app.js';

const postgres = await postgresForTests('the app on PostgreSQL');

describe.runIf(postgres)('the app on PostgreSQL', () => {
  let database: ThrowawayDatabase;
  let t: TestApp;
  /** A second look at the same database, as an operator would take. */
  let db: Kysely<Database>;
  beforeEach(async () => {
    database = await createThrowawayDatabase();
    t = await startTestApp({ DATABASE_URL: database.url });
    db = createPostgresKysely({ url: database.url, poolSize: 1 });
  });
  afterEach(async () => {
    await db.destroy();
    await t.close();
    await database.drop();
  });

  it('stores a letter there, reads it back and deletes it with its strip', async () => {
    const letter = await createLetter(t.app, undefined, 'Kept in PostgreSQL');
    const stored = await db.selectFrom('letters').select(['id', 'message']).execute();
    expect(stored).toEqual([{ id: letter.id, message: 'Kept in PostgreSQL' }]);
    const strip = await db.selectFrom('strips').select(['name', 'letter_id']).execute();
    expect(strip).toEqual([{ name: path.basename(letter.imageUrl), letter_id: letter.id }]);
    // Nothing went to SQLite.
    await expect(fs.access(sqliteFile(t.dataDir))).rejects.toThrow();

    const read = await t.app.inject({ method: 'GET', url: `/api/letters/${letter.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      message: 'Kept in PostgreSQL',
      image_url: letter.imageUrl,
      // makePng's default size, read back from the strip's record in PostgreSQL.
      image_width: 40,
      image_height: 100,
      display_url: letter.imageUrl.replace(/\.png$/, '.webp'),
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/letters/${letter.id}`,
      headers: { authorization: `Bearer ${letter.deleteToken}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/letters/${letter.id}` })).statusCode).toBe(410);
    expect((await t.app.inject({ url: new URL(letter.imageUrl).pathname })).statusCode).toBe(404);
    expect(await db.selectFrom('letters').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('strips').select('name').execute()).toEqual([]);
  });

  it('gives a strip to one letter only', async () => {
    const imageUrl = await uploadStrip(t.app);
    const post = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/letters',
        payload: withClaims({ message, image_url: imageUrl }),
      });
    const answers = await Promise.all([post('a'), post('b'), post('c')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('counts page views there', async () => {
    for (let n = 0; n < 3; n++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { path: '/layout' },
      });
      expect(answer.statusCode).toBe(204);
    }
    const counts = await sql<{
      path: string;
      count: number;
    }>`select path, count from page_views`.execute(db);
    expect(counts.rows).toEqual([{ path: '/layout', count: 3 }]);
  });
});
