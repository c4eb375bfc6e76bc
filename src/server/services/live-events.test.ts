/** The shared event's rules that the live channel relies on: the feed, pushed and replayed. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_CODE_PATTERN, type ShowMessage } from '../../model/live-event.js';
import { openTestSqlite, type TestDatabase } from '../../../test/server/databases.js';
import { SETTINGS } from '../../../test/server/live-events.js';
import { createSqlLiveEventStore } from '../stores/sql-live-events.js';
import { createSqlStripRecords } from '../stores/sql-strips.js';
import { createLiveEventsService, type LiveEventsService } from './live-events.js';

describe('event codes and cursors', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestSqlite();
  });
  afterEach(() => t.close());

  const serviceAt = (now: () => number) =>
    createLiveEventsService({
      store: createSqlLiveEventStore(t.db),
      letters: { delete: async () => null },
      // The uploads' claims are the letters' and entries' tests' (test/server/app/routes/strip-ownership.test.ts).
      strips: { remove: async () => undefined, checkClaim: async () => 'proved' },
      videos: { remove: async () => undefined, checkClaim: async () => 'proved' },
      cards: { remove: async () => undefined },
      budgets: { stripsPerDay: 100, lettersPerDay: 10 },
      now,
    });

  it('draws codes of the contract, all different', async () => {
    const service = serviceAt(() => 1_780_000_000_000);
    const codes: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      codes.push((await service.create(SETTINGS, 'https://booth.example')).code);
    }
    for (const code of codes) expect(code).toMatch(EVENT_CODE_PATTERN);
    expect(new Set(codes).size).toBe(200);
  });

  it('reads back the cursor it writes, and nothing else', async () => {
    let now = 1_780_000_000_000;
    const service = serviceAt(() => now);
    const event = await service.create(SETTINGS, 'https://booth.example');
    const ids: string[] = [];
    // 20 strips at one moment, 29 at a later one: the first page (48) ends inside the first
    // moment, so its cursor must carry both the time and the id to find the one left.
    for (let i = 0; i < 49; i += 1) {
      if (i === 20) now += 1000;
      const eventId = await service.admitUpload(event.code, 'strips');
      const name = `photostrip-${now}-${String(i).padStart(22, 's')}.png`;
      await createSqlStripRecords(t.db).add(
        name,
        now,
        { width: 600, height: 1800, display: null },
        undefined,
        eventId,
      );
      ids.push((await service.addEntry(event.code, { imageUrl: `/strips/${name}` })).id);
    }
    const first = await service.gallery(event.code, undefined);
    expect(first.entries).toHaveLength(48);
    expect(first.next).not.toBeNull();
    const second = await service.gallery(event.code, first.next!);
    expect(second.next).toBeNull();
    expect(second.entries).toHaveLength(1);
    const last = first.entries.at(-1)!;
    expect(second.entries[0]).toMatchObject({ addedAt: last.addedAt });
    expect(second.entries[0]!.id < last.id).toBe(true);
    expect([...first.entries, ...second.entries].map((entry) => entry.id).sort()).toEqual(
      [...ids].sort(),
    );
    // A cursor it did not write is no cursor: the first page, not one before time 1 or -1.
    expect(await service.gallery(event.code, '1.short')).toEqual(first);
    expect(await service.gallery(event.code, `-1.${'A'.repeat(22)}`)).toEqual(first);
  });
});

describe('the feed', () => {
  let t: TestDatabase;
  let service: LiveEventsService;
  let now = 1_780_000_000_000;
  const pushed: { code: string; message: ShowMessage }[] = [];
  beforeEach(async () => {
    t = await openTestSqlite();
    pushed.length = 0;
    service = createLiveEventsService({
      store: createSqlLiveEventStore(t.db),
      letters: { delete: async () => null },
      // The uploads' claims are the letters' and entries' tests' (test/server/app/routes/strip-ownership.test.ts).
      strips: { remove: async () => undefined, checkClaim: async () => 'proved' },
      videos: { remove: async () => undefined, checkClaim: async () => 'proved' },
      cards: { remove: async () => undefined },
      budgets: { stripsPerDay: 10, lettersPerDay: 10 },
      now: () => now,
      onFeed: (code, message) => pushed.push({ code, message }),
    });
  });
  afterEach(() => t.close());

  const stripOf = async (eventId: string, name: string) =>
    createSqlStripRecords(t.db).add(
      name,
      now,
      { width: 600, height: 1800, display: null },
      undefined,
      eventId,
    );
  const STRIP = `photostrip-1780000000000-${'s'.repeat(22)}.png`;

  it('pushes each committed row, and replays the same messages after a seq', async () => {
    const event = await service.create(SETTINGS, 'https://booth.example');
    const eventId = await service.admitUpload(event.code, 'strips');
    await stripOf(eventId, STRIP);
    const entry = await service.addEntry(event.code, { imageUrl: `/strips/${STRIP}` });
    await service.updateSettings(event.code, event.hostKey, { ...SETTINGS, greeting: 'Hi' });
    await service.moderate(event.code, event.hostKey, entry.id, 'hidden');

    expect(pushed.map((p) => [p.code, p.message.type, p.message.seq])).toEqual([
      [event.code, 'added', 1],
      [event.code, 'settings', 2],
      [event.code, 'removed', 3],
    ]);
    expect(pushed[0]?.message).toEqual({
      type: 'added',
      seq: 1,
      entry: {
        id: entry.id,
        stripUrl: `/strips/${STRIP}`,
        width: 600,
        height: 1800,
        addedAt: now,
      },
    });
    // A show that saw seq 1 gets the rest, as pushed.
    expect(await service.feedAfter(event.code, 1)).toEqual(pushed.slice(1).map((p) => p.message));
    expect(await service.feedAfter(event.code, 3)).toEqual([]);
    expect(await service.eventStatus(event.code)).toBe('live');
  });

  it("drops the entry whose strip a letter's sender deletes, with a `removed` row", async () => {
    const event = await service.create(SETTINGS, 'https://booth.example');
    const eventId = await service.admitUpload(event.code, 'strips');
    await stripOf(eventId, STRIP);
    const entry = await service.addEntry(event.code, { imageUrl: `/strips/${STRIP}` });
    await service.stripDeleted(STRIP);

    expect(pushed.map((p) => p.message)).toEqual([
      expect.objectContaining({ type: 'added', seq: 1 }),
      { type: 'removed', seq: 2, id: entry.id },
    ]);
    expect(pushed[1]?.code).toBe(event.code);
    // A show that saw the entry replays its removal; one that did not sees neither.
    expect(await service.feedAfter(event.code, 1)).toEqual([
      { type: 'removed', seq: 2, id: entry.id },
    ]);
    expect(await service.feedAfter(event.code, 0)).toEqual([
      { type: 'removed', seq: 2, id: entry.id },
    ]);
    expect((await service.hostView(event.code, event.hostKey)).entries).toEqual([]);
    // Told again (a retried deletion) or of a strip no entry shows: nothing more.
    await service.stripDeleted(STRIP);
    await service.stripDeleted(`photostrip-1780000000000-${'x'.repeat(22)}.png`);
    expect(pushed).toHaveLength(2);
  });

  it('tells no screen of a deleted strip whose entry was never shown', async () => {
    const event = await service.create(
      { ...SETTINGS, gallery: 'approval' },
      'https://booth.example',
    );
    const eventId = await service.admitUpload(event.code, 'strips');
    await stripOf(eventId, STRIP);
    const entry = await service.addEntry(event.code, { imageUrl: `/strips/${STRIP}` });
    expect(entry.state).toBe('waiting');
    await service.stripDeleted(STRIP);
    expect(pushed).toEqual([]);
    expect((await service.hostView(event.code, event.hostKey)).entries).toEqual([]);
    // Its id is free of the event: the host can no longer approve it onto the show.
    await expect(
      service.moderate(event.code, event.hostKey, entry.id, 'approved'),
    ).rejects.toThrow();
    expect(pushed).toEqual([]);
  });

  it('tells the end, then answers only `ended`', async () => {
    const event = await service.create(SETTINGS, 'https://booth.example');
    await service.updateSettings(event.code, event.hostKey, SETTINGS);
    await service.end(event.code, event.hostKey);
    expect(pushed.at(-1)?.message).toEqual({ type: 'ended', seq: 2 });
    expect(await service.feedAfter(event.code, 0)).toEqual([{ type: 'ended', seq: 2 }]);
    expect(await service.eventStatus(event.code)).toBe('ended');
    expect(await service.eventStatus('abcdefghjkmnpq')).toBe('unknown');
  });

  it('ends events past their end in the sweep, as the host would', async () => {
    const event = await service.create({ ...SETTINGS, keepDays: 1 }, 'https://booth.example');
    expect(await service.sweep()).toBe(0);
    now += 24 * 60 * 60 * 1000;
    expect(await service.eventStatus(event.code)).toBe('ended');
    expect(await service.sweep()).toBe(1);
    expect(pushed.map((p) => p.message.type)).toEqual(['ended']);
    expect(await service.sweep()).toBe(0);
  });

  it('keeps a push that throws from undoing what was committed', async () => {
    const throwing = createLiveEventsService({
      store: createSqlLiveEventStore(t.db),
      letters: { delete: async () => null },
      // The uploads' claims are the letters' and entries' tests' (test/server/app/routes/strip-ownership.test.ts).
      strips: { remove: async () => undefined, checkClaim: async () => 'proved' },
      videos: { remove: async () => undefined, checkClaim: async () => 'proved' },
      cards: { remove: async () => undefined },
      budgets: { stripsPerDay: 10, lettersPerDay: 10 },
      now: () => now,
      onFeed: () => {
        throw new Error('fan-out down');
      },
    });
    const event = await throwing.create(SETTINGS, 'https://booth.example');
    const updated = await throwing.updateSettings(event.code, event.hostKey, SETTINGS);
    expect(updated.code).toBe(event.code);
    expect(await throwing.feedAfter(event.code, 0)).toHaveLength(1);
  });
});
