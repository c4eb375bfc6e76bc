/**
 * A sender's deletion of a letter whose strip a shared event's show displays, cut short by the
 * process dying at each step (a store that commits its step, then throws): no entry is ever
 * left pointing at a strip that is gone, the screens are told, and the retry or the sweep
 * finishes. Real SQL stores (letters, strips, the event's entries) on one database: SQLite,
 * and PostgreSQL.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShowMessage } from '../../../src/model/live-event.js';
import { dropTestPostgres, type OpenTestDatabase, type TestDatabase } from '../databases.js';
import { sqlBackendOfThisRun } from '../backends.js';
import { SETTINGS } from '../live-events.js';
import { createMemoryBlobStore } from '../memory-stores.js';
import type { LetterStore } from '../../../src/server/stores/letters.js';
import { createSqlLetterStore } from '../../../src/server/stores/sql-letters.js';
import { createSqlLiveEventStore } from '../../../src/server/stores/sql-live-events.js';
import { createSqlStripRecords } from '../../../src/server/stores/sql-strips.js';
import { stripKey, stripPath } from '../../../src/server/services/addresses.js';
import { createCardFiles } from '../../../src/server/services/card-files.js';
import { createLettersService } from '../../../src/server/services/letters.js';
import { createLiveEventsService } from '../../../src/server/services/live-events.js';
import { ServiceError } from '../../../src/server/services/service-errors.js';
import { createStripSweeper } from '../../../src/server/services/strip-sweeper.js';
import { createStripFiles, type StripFiles } from '../../../src/server/services/strips.js';
const ORIGIN = 'https://booth.example';
const died = () => new Error('the process died here');

let t: TestDatabase;

/** The app's wiring of the services, with the letter store and strip files given. */
function wire(wrap: {
  letters?: (store: LetterStore) => LetterStore;
  strips?: (files: StripFiles) => StripFiles;
}) {
  const blobs = createMemoryBlobStore();
  const records = createSqlStripRecords(t.db);
  const realStrips = createStripFiles(blobs, records, async () => Buffer.from('webp'));
  const realLetters = createSqlLetterStore(t.db);
  const cards = createCardFiles(blobs);
  // These letters have no video.
  const noVideos = { remove: async () => undefined, checkClaim: async () => 'unknown' as const };
  const pushed: ShowMessage[] = [];
  const liveEvents = createLiveEventsService({
    store: createSqlLiveEventStore(t.db),
    letters: realLetters,
    strips: realStrips,
    videos: noVideos,
    cards,
    budgets: { stripsPerDay: 10, lettersPerDay: 10 },
    onFeed: (_code, message) => pushed.push(message),
  });
  const letterService = (letters: LetterStore, strips: StripFiles) =>
    createLettersService(letters, strips, cards, noVideos, (name) => liveEvents.stripDeleted(name));
  return {
    blobs,
    pushed,
    liveEvents,
    /** As the app wires it, but with the given store or files failing. */
    cutShort: letterService(
      wrap.letters?.(realLetters) ?? realLetters,
      wrap.strips?.(realStrips) ?? realStrips,
    ),
    /** As the app wires it: the retry after a restart. */
    restarted: letterService(realLetters, realStrips),
    sweeper: createStripSweeper({
      strips: records,
      files: realStrips,
      blobs,
      unusedMs: 60 * 60 * 1000,
      log: { info: () => undefined },
    }),
    /** A guest's strip at the event, on its show (instant gallery), with the letter they sent. */
    async sharedStrip() {
      const event = await liveEvents.create(SETTINGS, ORIGIN);
      const eventId = await liveEvents.admitUpload(event.code, 'strips');
      const { name, claimToken } = await realStrips.save(
        { png: Buffer.from('png'), width: 600, height: 1800 },
        eventId,
      );
      const entry = await liveEvents.addEntry(event.code, {
        imageUrl: stripPath(name),
        stripClaim: claimToken,
      });
      const letter = await letterService(realLetters, realStrips).create(
        {
          message: 'Thank you!',
          stripAddress: `${ORIGIN}${stripPath(name)}`,
          stripClaim: claimToken,
        },
        ORIGIN,
        eventId,
      );
      return { event, name, claimToken, entry, letter };
    },
  };
}

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: unknown) => (error instanceof ServiceError ? error.kind : (error as Error).message),
  );

function deletionCutShort(open: OpenTestDatabase): void {
  beforeEach(async () => {
    t = await open();
  });
  afterEach(() => t.close());

  it("after the letter's transaction: the entry is gone already, and the sweep removes the files", async () => {
    const w = wire({
      letters: (store) => ({
        ...store,
        async delete(id) {
          await store.delete(id);
          throw died();
        },
      }),
    });
    const { event, name, entry, letter } = await w.sharedStrip();
    expect(await kindOf(w.cutShort.delete(letter.id, letter.deleteToken))).toBe(died().message);

    // The screens were told before the letter went; no reader finds the entry.
    expect(w.pushed).toEqual([
      expect.objectContaining({ type: 'added', seq: 1 }),
      { type: 'removed', seq: 2, id: entry.id },
    ]);
    expect(await w.liveEvents.feedAfter(event.code, 0)).toEqual([
      { type: 'removed', seq: 2, id: entry.id },
    ]);
    expect((await w.liveEvents.gallery(event.code, undefined)).entries).toEqual([]);
    expect((await w.liveEvents.hostView(event.code, event.hostKey)).entries).toEqual([]);
    // The letter is gone; its strip, marked, is the sweep's.
    expect(await kindOf(w.restarted.delete(letter.id, letter.deleteToken))).toBe('letter_deleted');
    expect(w.blobs.keys()).toContain(stripKey(name));
    await w.sweeper.sweep();
    expect(w.blobs.keys()).toEqual([]);
    expect(w.pushed).toHaveLength(2);
  });

  it("before the letter's transaction: the entry is gone, the letter stays, and the retry deletes it", async () => {
    const w = wire({
      letters: (store) => ({
        ...store,
        delete: () => Promise.reject(died()),
      }),
    });
    const { event, entry, letter } = await w.sharedStrip();
    expect(await kindOf(w.cutShort.delete(letter.id, letter.deleteToken))).toBe(died().message);
    expect(w.pushed.at(-1)).toEqual({ type: 'removed', seq: 2, id: entry.id });
    expect((await w.liveEvents.gallery(event.code, undefined)).entries).toEqual([]);
    // The sender can still read the letter, and delete it again.
    expect(await w.restarted.read(letter.id, ORIGIN)).toMatchObject({ message: 'Thank you!' });
    expect(await kindOf(w.restarted.delete(letter.id, letter.deleteToken))).toBe('done');
    expect(w.blobs.keys()).toEqual([]);
    expect(await kindOf(w.restarted.read(letter.id, ORIGIN))).toBe('letter_deleted');
    // Told once: the retry found no entry left.
    expect(w.pushed).toHaveLength(2);
    expect(await w.liveEvents.feedAfter(event.code, 0)).toEqual([
      { type: 'removed', seq: 2, id: entry.id },
    ]);
  });

  it('while the files are removed: nothing shows the strip, and the sweep removes them', async () => {
    const w = wire({ strips: (files) => ({ ...files, remove: () => Promise.reject(died()) }) });
    const { event, name, entry, letter } = await w.sharedStrip();
    expect(await kindOf(w.cutShort.delete(letter.id, letter.deleteToken))).toBe(died().message);
    expect(w.pushed.at(-1)).toEqual({ type: 'removed', seq: 2, id: entry.id });
    expect((await w.liveEvents.gallery(event.code, undefined)).entries).toEqual([]);
    expect(w.blobs.keys()).toContain(stripKey(name));
    await w.sweeper.sweep();
    expect(w.blobs.keys()).toEqual([]);
  });

  it('an entry a guest adds for the strip during the deletion goes too', async () => {
    let readdedEntry: string | undefined;
    let code = '';
    let path = '';
    let claim = '';
    const w = wire({
      letters: (store) => ({
        ...store,
        async delete(id) {
          // Between the entry's removal and the letter's transaction, the strip is free again.
          readdedEntry = (await w.liveEvents.addEntry(code, { imageUrl: path, stripClaim: claim }))
            .id;
          return store.delete(id);
        },
      }),
    });
    const { event, name, claimToken, letter } = await w.sharedStrip();
    code = event.code;
    path = stripPath(name);
    claim = claimToken;
    expect(await kindOf(w.cutShort.delete(letter.id, letter.deleteToken))).toBe('done');
    expect(readdedEntry).toBeDefined();
    expect(w.pushed.at(-1)).toEqual({ type: 'removed', seq: 4, id: readdedEntry });
    expect(await w.liveEvents.feedAfter(event.code, 0)).toEqual([
      expect.objectContaining({ type: 'removed', seq: 2 }),
      expect.objectContaining({ type: 'removed', seq: 4 }),
    ]);
    expect((await w.liveEvents.hostView(event.code, event.hostKey)).entries).toEqual([]);
  });
}

describe.each(sqlBackendOfThisRun())("a letter's deletion cut short, on $name", ({ open }) =>
  deletionCutShort(open),
);
afterAll(() => dropTestPostgres());
