import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptSqliteConnection } from './sqlite-connection.js';
import { openSqliteDatabase, sqliteFile } from './sqlite-database.js';

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-kept-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

describe('KeptSqliteConnection', () => {
  it('prepares each SQL text once and reuses it', () => {
    const connection = new KeptSqliteConnection(path.join(folder, 'reuse.sqlite'));
    connection.exec('create table t (a integer)');
    const insert = connection.prepare('insert into t values (?)');
    expect(connection.prepare('insert into t values (?)')).toBe(insert);
    insert.run(1);
    connection.prepare('insert into t values (?)').run(2);
    expect(connection.prepare('select count(*) as n from t').get()).toEqual({ n: 2 });
    expect(connection.preparedCount).toBe(2);
    connection.close();
  });

  it('leaves no statement for the garbage collector, however many queries run', () => {
    const connection = new KeptSqliteConnection(':memory:');
    connection.exec('create table t (a integer primary key, b text)');
    for (let i = 0; i < 20_000; i += 1) {
      connection.prepare('insert into t values (?, ?)').run(i, `row ${i}`);
      connection.prepare('select b from t where a = ?').get(i);
    }
    expect(connection.prepare('select count(*) as n from t').get()).toEqual({ n: 20_000 });
    expect(connection.preparedCount).toBe(3);
    connection.close();
  });

  it("serves Kysely: the server's database, migrated and queried, through one statement per query", async () => {
    const db = await openSqliteDatabase(sqliteFile(path.join(folder, 'app')));
    const count = () =>
      db
        .selectFrom('letters')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    expect(await count()).toEqual({ n: 0 });
    expect(await count()).toEqual({ n: 0 });
    await db.destroy();
  });

  it('is the only place that opens better-sqlite3 (its objects must never be collected)', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const opening = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /^import (?!type )[^;]*from 'better-sqlite3'/m.test(
          readFileSync(path.join(src, file), 'utf8'),
        ),
      )
      .map((file) => file.split(path.sep).join('/'));
    expect(opening).toEqual(['server/stores/sqlite-connection.ts']);
  });
});
