/** The shared events' store, run on every real backend: SQLite and PostgreSQL. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { sqlBackendOfThisRun } from '../backends.js';
import { SETTINGS } from '../live-events.js';
import { createSqlLiveEventStore } from '../../../src/server/stores/sql-live-events.js';
import { createSqlStripRecords } from '../../../src/server/stores/sql-strips.js';
import { createSqlVideoRecords } from '../../../src/server/stores/sql-videos.js';
import type { LiveEventStore } from '../../../src/server/stores/live-events.js';

const T = 1_780_000_000_000;
const IMAGE = { width: 600, height: 1800, display: 'webp' as const };

function liveEventStoreContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let store: LiveEventStore;
  beforeEach(async () => {
    t = await open();
    store = createSqlLiveEventStore(t.db);
    await store.create({
      id: 'e1',
      code: 'abcdefghjkmnpq',
      hostKeyHash: 'h',
      settings: SETTINGS,
      createdAt: T,
      endsAt: T + 1000,
    });
  });
  afterEach(() => t.close());

  const entry = (id: string, stripName: string) => ({
    id,
    stripName,
    state: 'approved' as const,
    deleteTokenHash: 'x',
  });

  it('refuses a second event with the same code', async () => {
    const again = await store.create({
      id: 'e2',
      code: 'abcdefghjkmnpq',
      hostKeyHash: 'h2',
      settings: SETTINGS,
      createdAt: T,
      endsAt: T,
    });
    expect(again).toBe(false);
    expect((await store.byCode('abcdefghjkmnpq'))?.id).toBe('e1');
  });

  it('numbers feed rows 1, 2, 3… with no gap or repeat under concurrent writers', async () => {
    const seqs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.updateSettings('e1', SETTINGS, T + i, T)),
    );
    expect([...seqs].sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await store.feedAfter('e1', 15, 100)).map((row) => row.seq)).toEqual([
      16, 17, 18, 19, 20,
    ]);
    expect((await store.byCode('abcdefghjkmnpq'))?.lastSeq).toBe(20);
  });

  it('never counts past the daily budget, even when uploads race for the last ones', async () => {
    const taken = await Promise.all(
      Array.from({ length: 12 }, () => store.takeQuota('e1', '2026-11-27', 'strips', 5)),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
    // Another day, another kind: budgets of their own.
    expect(await store.takeQuota('e1', '2026-11-28', 'strips', 5)).toBe(true);
    expect(await store.takeQuota('e1', '2026-11-27', 'letters', 5)).toBe(true);
  });

  it('adds to the counts of the hour', async () => {
    await store.count('e1', '2026-11-27T20', 'made', 1);
    await store.count('e1', '2026-11-27T20', 'made', 1);
    await store.count('e1', '2026-11-27T20', 'printed', 4);
    expect(await store.counts('e1')).toEqual([
      { hour: '2026-11-27T20', made: 2, shared: 0, printed: 4, gallery: 0 },
    ]);
  });

  it('lets only one of two guests racing for a strip make it an entry', async () => {
    const strips = createSqlStripRecords(t.db);
    await strips.add('s.png', T, IMAGE, undefined, 'e1');
    const outcomes = await Promise.all([
      store.addEntry('e1', entry('a'.repeat(22), 's.png'), T),
      store.addEntry('e1', entry('b'.repeat(22), 's.png'), T),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['created', 'strip_in_use']);
  });

  it('replays added entries with their strip, and removals', async () => {
    const strips = createSqlStripRecords(t.db);
    await strips.add('s.png', T, IMAGE, undefined, 'e1');
    await store.addEntry('e1', entry('a'.repeat(22), 's.png'), T);
    await store.removeEntry('e1', 'a'.repeat(22), T + 1);
    const rows = await store.feedAfter('e1', 0, 10);
    expect(rows.map((row) => [row.seq, row.type, row.entryId])).toEqual([
      [1, 'added', 'a'.repeat(22)],
      [2, 'removed', 'a'.repeat(22)],
    ]);
    // The entry is gone: the `added` row has nothing to show.
    expect(rows[0]?.entry).toBeNull();
  });

  it('replays an entry with its video, claims it for the event, and lists it for the purge', async () => {
    const strips = createSqlStripRecords(t.db);
    const videos = createSqlVideoRecords(t.db);
    await strips.add('s.png', T, IMAGE, undefined, 'e1');
    await strips.add('t.png', T, IMAGE, undefined, 'e1');
    await videos.add('v.mp4', T, { bytes: 10, width: 60, height: 180 });
    const id = 'a'.repeat(22);
    const added = await store.addEntry('e1', { ...entry(id, 's.png'), videoName: 'v.mp4' }, T);
    expect(added.outcome).toBe('created');
    expect((await store.feedAfter('e1', 0, 10))[0]?.entry?.videoName).toBe('v.mp4');
    expect((await store.gallery('e1', null, 10))[0]?.videoName).toBe('v.mp4');
    expect(await store.videosOf('e1', 10)).toEqual(['v.mp4']);
    // Claimed: no longer among the unclaimed the sweep removes, nor free for another entry.
    expect(await videos.expired(T + 1e12, 10)).toEqual([]);
    const again = await store.addEntry(
      'e1',
      { ...entry('b'.repeat(22), 't.png'), videoName: 'v.mp4' },
      T,
    );
    expect(again).toEqual({ outcome: 'video_in_use' });
    const unknown = await store.addEntry(
      'e1',
      { ...entry('b'.repeat(22), 't.png'), videoName: 'w.mp4' },
      T,
    );
    expect(unknown).toEqual({ outcome: 'unknown_video' });
    // Neither refusal kept its entry.
    expect(await store.entries('e1', 10)).toHaveLength(1);
    expect(await store.removeEntry('e1', id, T + 1)).toMatchObject({ videoName: 'v.mp4' });
  });

  it('replays an entry whose strip is going as nothing, as the gallery and host do', async () => {
    const strips = createSqlStripRecords(t.db);
    await strips.add('s.png', T, IMAGE, undefined, 'e1');
    await store.addEntry('e1', entry('a'.repeat(22), 's.png'), T);
    expect((await store.feedAfter('e1', 0, 10))[0]?.entry?.id).toBe('a'.repeat(22));
    expect(await strips.markRemoving('s.png')).toBe(true);
    expect(await store.feedAfter('e1', 0, 10)).toEqual([
      { seq: 1, type: 'added', entryId: 'a'.repeat(22), entry: null },
    ]);
    expect(await store.gallery('e1', null, 10)).toEqual([]);
    expect(await store.entries('e1', 10)).toEqual([]);
  });

  it('removes the entry showing a strip by the strip, with its event code and a removal row', async () => {
    const strips = createSqlStripRecords(t.db);
    await strips.add('s.png', T, IMAGE, undefined, 'e1');
    await strips.add('w.png', T, IMAGE, undefined, 'e1');
    await store.addEntry('e1', entry('a'.repeat(22), 's.png'), T);
    await store.addEntry('e1', { ...entry('b'.repeat(22), 'w.png'), state: 'waiting' }, T);
    expect(await store.removeEntryOfStrip('s.png', T + 1)).toEqual({
      code: 'abcdefghjkmnpq',
      id: 'a'.repeat(22),
      seq: 2,
    });
    // One never shown leaves no row; a strip no entry shows (any more) is no entry's.
    expect(await store.removeEntryOfStrip('w.png', T + 1)).toEqual({
      code: 'abcdefghjkmnpq',
      id: 'b'.repeat(22),
      seq: null,
    });
    expect(await store.removeEntryOfStrip('s.png', T + 2)).toBeNull();
    expect(await store.entries('e1', 10)).toEqual([]);
    const rows = await store.feedAfter('e1', 0, 10);
    expect(rows.map((row) => [row.seq, row.type, row.entryId])).toEqual([
      [1, 'added', 'a'.repeat(22)],
      [2, 'removed', 'a'.repeat(22)],
    ]);
  });

  it('ends once, and the ended event takes no more feed rows', async () => {
    expect(await store.end('e1', T)).toBe(1);
    expect(await store.end('e1', T)).toBeNull();
    expect(await store.updateSettings('e1', SETTINGS, T, T)).toBeNull();
    expect(await store.toPurge(T, 10)).toEqual([{ id: 'e1', code: 'abcdefghjkmnpq' }]);
    await store.forget('e1');
    expect(await store.toPurge(T + 10_000, 10)).toEqual([]);
    expect(await store.byCode('abcdefghjkmnpq')).toMatchObject({ settings: null, endedAt: T });
    // An upload admitted before the end and stored after the purge: purged again.
    await createSqlStripRecords(t.db).add('late.png', T, IMAGE, undefined, 'e1');
    expect(await store.toPurge(T + 10_000, 10)).toEqual([{ id: 'e1', code: 'abcdefghjkmnpq' }]);
  });

  it('finds events past their end for the sweep', async () => {
    expect(await store.toPurge(T + 999, 10)).toEqual([]);
    expect(await store.toPurge(T + 1000, 10)).toEqual([{ id: 'e1', code: 'abcdefghjkmnpq' }]);
  });
}

describe.each(sqlBackendOfThisRun())('shared events on $name', ({ open }) =>
  liveEventStoreContract(open),
);
afterAll(() => dropTestPostgres());
