/**
 * The entries Download all reads (stores/sql-live-event-archive.ts), on the SQL backend of this
 * run (test/server/backends.ts). Ids differ only in case here at one `added_at`: SQLite sorts
 * them by bytes and PostgreSQL by the database's collation (ICU en-US in the tests), so the
 * pages must walk in the order the database itself keeps, each entry once, whichever it is.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqlArchiveEntries } from '../../../src/server/stores/sql-live-event-archive.js';
import { createSqlLiveEventStore } from '../../../src/server/stores/sql-live-events.js';
import { createSqlStripRecords } from '../../../src/server/stores/sql-strips.js';
import type { ArchiveEntries } from '../../../src/server/stores/live-event-archive.js';
import type { LiveEventStore } from '../../../src/server/stores/live-events.js';
import { sqlBackendOfThisRun } from '../backends.js';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { SETTINGS } from '../live-events.js';

const T = 1_780_000_000_000;
const IMAGE = { width: 600, height: 1800, display: 'webp' as const };
/** 22 characters, as the server's ids: `a…`, `A…`, `b…`, … */
const idOf = (letter: string, n: number) => `${letter}${String(n).padStart(21, '0')}`;

function archiveContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let events: LiveEventStore;
  let archive: ArchiveEntries;
  beforeEach(async () => {
    t = await open();
    events = createSqlLiveEventStore(t.db);
    archive = createSqlArchiveEntries(t.db);
    for (const id of ['e1', 'e2']) {
      await events.create({
        id,
        code: `${id}cdefghjkmnpq`,
        hostKeyHash: 'h',
        settings: SETTINGS,
        createdAt: T,
        endsAt: T + 1000,
      });
    }
  });
  afterEach(() => t.close());

  async function add(eventId: string, id: string, at: number): Promise<void> {
    const strip = `${id}.png`;
    await createSqlStripRecords(t.db).add(strip, at, IMAGE, undefined, eventId);
    const state = id.startsWith('b') ? 'waiting' : 'approved';
    await events.addEntry(eventId, { id, stripName: strip, state, deleteTokenHash: 'x' }, at);
  }

  async function walk(until: number, limit: number): Promise<string[]> {
    const seen: string[] = [];
    let after: { addedAt: number; id: string } | null = null;
    for (;;) {
      const page = await archive.page('e1', after, until, limit);
      seen.push(...page.map((entry) => entry.id));
      const last = page.at(-1);
      if (page.length < limit || !last) return seen;
      after = { addedAt: last.addedAt, id: last.id };
    }
  }

  it('walks every entry of the event once, oldest first, a page at a time', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      for (const letter of ['a', 'A', 'b', 'B']) ids.push(idOf(letter, n));
    }
    for (const [i, id] of ids.entries()) await add('e1', id, T + (i < 12 ? 0 : 5));
    await add('e2', idOf('c', 0), T);

    const seen = await walk(T + 5, 5);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(new Set(seen).size).toBe(ids.length);
    // Oldest first: the twelve added at T before the twelve added at T + 5.
    expect(seen.slice(0, 12).sort()).toEqual(ids.slice(0, 12).sort());
    expect(await archive.count('e1', T + 5)).toBe(24);
  });

  it('lists and counts only what was added by `until`', async () => {
    await add('e1', idOf('a', 1), T);
    await add('e1', idOf('a', 2), T + 10);
    expect(await walk(T + 9, 10)).toEqual([idOf('a', 1)]);
    expect(await archive.count('e1', T + 9)).toBe(1);
    expect(await archive.count('e1', T + 10)).toBe(2);
    expect(await archive.count('e2', T + 10)).toBe(0);
  });
}

afterAll(dropTestPostgres);
describe.each(sqlBackendOfThisRun())('the archive entries on $name', ({ open }) =>
  archiveContract(open),
);
