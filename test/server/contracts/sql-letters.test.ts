/** The letter store's contract, run on every real backend: SQLite and PostgreSQL. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { sqlBackendOfThisRun } from '../backends.js';
import type { LetterStore, StoredLetter } from '../../../src/server/stores/letters.js';
import { createSqlLetterStore } from '../../../src/server/stores/sql-letters.js';
import { createSqlStripRecords } from '../../../src/server/stores/sql-strips.js';
import type { StripImage, StripRecords } from '../../../src/server/stores/strips.js';
import { createSqlVideoRecords } from '../../../src/server/stores/sql-videos.js';
import type { VideoFacts, VideoRecords } from '../../../src/server/stores/videos.js';

const letterFor = (stripName: string, message = 'Hello!'): StoredLetter => ({
  message,
  imageUrl: `/strips/${stripName}`,
  deleteTokenHash: 'a'.repeat(64),
});
const letterId = (n: number) => `letter-${String(n).padStart(16, '0')}`;
const IMAGE: StripImage = { width: 600, height: 2664, display: 'webp' };
const VIDEO: VideoFacts = { bytes: 1000, width: 600, height: 2664 };

function letterStoreContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let letters: LetterStore;
  let strips: StripRecords;
  let videos: VideoRecords;
  beforeEach(async () => {
    t = await open();
    letters = createSqlLetterStore(t.db);
    strips = createSqlStripRecords(t.db);
    videos = createSqlVideoRecords(t.db);
  });
  afterEach(() => t.close());

  it('stores a letter with an uploaded strip and reads it back', async () => {
    await strips.add('s1.png', Date.now(), IMAGE);
    expect(await letters.create(letterId(1), letterFor('s1.png'), 's1.png')).toBe('created');
    expect(await letters.get(letterId(1))).toEqual({
      ...letterFor('s1.png'),
      strip: { name: 's1.png', ...IMAGE },
      videoName: null,
    });
  });

  it('reads a strip recorded without a size or a display copy as such', async () => {
    await strips.add('s1.png', Date.now(), { width: 40, height: 100, display: null });
    await letters.create(letterId(1), letterFor('s1.png'), 's1.png');
    expect((await letters.get(letterId(1)))?.strip).toEqual({
      name: 's1.png',
      width: 40,
      height: 100,
      display: null,
    });
    // A strip recorded before sizes were (migration 005).
    await t.db.updateTable('strips').set({ width: null, height: null }).execute();
    expect((await letters.get(letterId(1)))?.strip).toMatchObject({ width: null, height: null });
  });

  it('keeps created_at as milliseconds, a number on every backend', async () => {
    await strips.add('s1.png', Date.now(), IMAGE);
    const before = Date.now();
    await letters.create(letterId(1), letterFor('s1.png'), 's1.png');
    const row = await t.db.selectFrom('letters').select('created_at').executeTakeFirstOrThrow();
    expect(typeof row.created_at).toBe('number');
    expect(row.created_at).toBeGreaterThanOrEqual(before);
    expect(row.created_at).toBeLessThanOrEqual(Date.now());
  });

  it('stores nothing for a strip never uploaded', async () => {
    expect(await letters.create(letterId(1), letterFor('nope.png'), 'nope.png')).toBe(
      'unknown_strip',
    );
    expect(await letters.get(letterId(1))).toBeNull();
  });

  it('stores nothing for a strip another letter owns', async () => {
    await strips.add('s1.png', Date.now(), IMAGE);
    await letters.create(letterId(1), letterFor('s1.png', 'first'), 's1.png');
    expect(await letters.create(letterId(2), letterFor('s1.png', 'second'), 's1.png')).toBe(
      'strip_in_use',
    );
    expect(await letters.get(letterId(2))).toBeNull();
    expect((await letters.get(letterId(1)))?.message).toBe('first');
  });

  it('gives a strip to exactly one of many letters racing for it', async () => {
    await strips.add('s1.png', Date.now(), IMAGE);
    const ids = Array.from({ length: 12 }, (_, n) => letterId(n));
    const outcomes = await Promise.all(
      ids.map((id) => letters.create(id, letterFor('s1.png', id), 's1.png')),
    );
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'strip_in_use')).toHaveLength(11);
    const stored = await t.db.selectFrom('letters').select('id').execute();
    expect(stored).toEqual([{ id: ids[outcomes.indexOf('created')] }]);
    const owner = await t.db.selectFrom('strips').select('letter_id').executeTakeFirstOrThrow();
    expect(owner.letter_id).toBe(stored[0]!.id);
  });

  it('answers null for an unknown letter', async () => {
    expect(await letters.get(letterId(404))).toBeNull();
    expect(await letters.delete(letterId(404))).toBeNull();
    expect(await letters.wasDeleted(letterId(404))).toBe(false);
  });

  it('deletes a letter and marks the strip it owned for removal', async () => {
    await strips.add('s1.png', Date.now(), IMAGE);
    await letters.create(letterId(1), letterFor('s1.png'), 's1.png');
    expect(await strips.expired(0, 10)).toEqual([]);

    expect(await letters.delete(letterId(1))).toEqual({ ownedStrip: 's1.png', ownedVideo: null });
    expect(await letters.get(letterId(1))).toBeNull();
    // Marked strips are due however recent, and no new letter may claim them.
    expect(await strips.expired(0, 10)).toEqual(['s1.png']);
    expect(await letters.create(letterId(2), letterFor('s1.png'), 's1.png')).toBe('strip_in_use');
    expect(await letters.delete(letterId(1))).toBeNull();
    // Its tombstone says it was deleted; a letter still stored was not.
    expect(await letters.wasDeleted(letterId(1))).toBe(true);
    expect(await letters.wasDeleted(letterId(2))).toBe(false);
  });

  it('deletes a letter from before ownership without touching the strip it showed', async () => {
    await strips.add('s1.png', Date.now(), IMAGE);
    await letters.create(letterId(1), letterFor('s1.png', 'owner'), 's1.png');
    // A letter that shows the same strip without owning it, as migration 004 leaves them.
    await t.db
      .insertInto('letters')
      .values({
        id: letterId(2),
        message: 'copy',
        image_url: '/strips/s1.png',
        created_at: Date.now(),
        delete_token_hash: null,
      })
      .execute();

    // It reads without the owner's strip record: it owns none.
    expect((await letters.get(letterId(2)))?.strip).toBeNull();
    expect(await letters.delete(letterId(2))).toEqual({ ownedStrip: null, ownedVideo: null });
    expect(await strips.expired(0, 10)).toEqual([]);
    expect((await letters.get(letterId(1)))?.message).toBe('owner');
  });

  it('claims a video with the strip, reads it back, and marks it for removal with the letter', async () => {
    await strips.add('s1.png', Date.now(), IMAGE);
    await videos.add('v1.mp4', Date.now(), VIDEO);
    expect(await letters.create(letterId(1), letterFor('s1.png'), 's1.png', 'v1.mp4')).toBe(
      'created',
    );
    expect((await letters.get(letterId(1)))?.videoName).toBe('v1.mp4');
    expect(await videos.expired(Date.now() + 1, 10)).toEqual([]);
    expect(await letters.delete(letterId(1))).toEqual({
      ownedStrip: 's1.png',
      ownedVideo: 'v1.mp4',
    });
    // Marked videos are due however recent.
    expect(await videos.expired(0, 10)).toEqual(['v1.mp4']);
  });

  it('stores nothing when the video is unknown or another letter’s: the strip stays free', async () => {
    await strips.add('s1.png', Date.now(), IMAGE);
    await strips.add('s2.png', Date.now(), IMAGE);
    await videos.add('v1.mp4', Date.now(), VIDEO);
    expect(await letters.create(letterId(1), letterFor('s1.png'), 's1.png', 'nope.mp4')).toBe(
      'unknown_video',
    );
    expect(await letters.get(letterId(1))).toBeNull();
    expect(await letters.create(letterId(2), letterFor('s1.png'), 's1.png', 'v1.mp4')).toBe(
      'created',
    );
    expect(await letters.create(letterId(3), letterFor('s2.png'), 's2.png', 'v1.mp4')).toBe(
      'video_in_use',
    );
    expect(await letters.get(letterId(3))).toBeNull();
    // The refused letter's strip was given back: it is unclaimed, so it expires.
    expect(await strips.expired(Date.now() + 1, 10)).toEqual(['s2.png']);
  });
}

afterAll(dropTestPostgres);
describe.each(sqlBackendOfThisRun())('SQL letter store on $name', ({ open }) =>
  letterStoreContract(open),
);
