import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';

interface Tables {
  letters: { id: string; message: string };
}

// Compiling needs no connection: the dialect's database is never opened.
const db = new Kysely<Tables>({
  dialect: new SqliteDialect({ database: async () => Promise.reject(new Error('unused')) }),
});

describe('compiledOnce', () => {
  it('compiles the query once and gives each call its own value', () => {
    const byId = compiledOnce((id) =>
      db.selectFrom('letters').select('message').where('id', '=', id),
    );
    const first = byId('a');
    const second = byId('b');
    expect(first.sql).toBe('select "message" from "letters" where "id" = ?');
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['a']);
    expect(second.parameters).toEqual(['b']);
    expect(second.queryId).not.toBe(first.queryId);
  });

  it('refuses a query whose parameters are not exactly the value', () => {
    expect(() =>
      compiledOnce((id) =>
        db.selectFrom('letters').select('id').where('id', '=', id).where('message', '=', 'x'),
      ),
    ).toThrow(/one parameter/);
    expect(() => compiledOnce(() => db.selectFrom('letters').select('id'))).toThrow(
      /one parameter/,
    );
  });
});
