/** The video records' contract, run on every real backend: SQLite and PostgreSQL. */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropTestPostgres } from '../databases.js';
import type { OpenTestDatabase, TestDatabase } from '../databases.js';
import { sqlBackendOfThisRun } from '../backends.js';
import { createSqlVideoRecords } from '../../../src/server/stores/sql-videos.js';
import type { VideoRecords } from '../../../src/server/stores/videos.js';
const video = (bytes: number) => ({ bytes, width: 600, height: 1800 });
const T = 1_700_000_000_000;

function videoRecordsContract(open: OpenTestDatabase): void {
  let t: TestDatabase;
  let videos: VideoRecords;
  beforeEach(async () => {
    t = await open();
    videos = createSqlVideoRecords(t.db);
  });
  afterEach(() => t.close());

  it('records uploads and finds the unclaimed ones past their time', async () => {
    expect(await videos.add('old.mp4', T, video(10))).toBe(true);
    expect(await videos.add('new.webm', T + 5000, video(10))).toBe(true);
    expect(await videos.has('old.mp4')).toBe(true);
    expect(await videos.expired(T + 1, 10)).toEqual(['old.mp4']);
    await videos.remove('old.mp4');
    expect(await videos.has('old.mp4')).toBe(false);
    expect(await videos.expired(T + 10_000, 10)).toEqual(['new.webm']);
  });

  it('keeps the claim hash of each upload, by either way of recording it', async () => {
    await videos.add('a.mp4', T, { ...video(1), claimHash: 'a'.repeat(64) });
    await videos.add('b.mp4', T, { ...video(1), claimHash: 'b'.repeat(64) }, 1000);
    await videos.add('c.mp4', T, video(1));
    expect(await videos.claimOf('a.mp4')).toEqual({ claimHash: 'a'.repeat(64) });
    expect(await videos.claimOf('b.mp4')).toEqual({ claimHash: 'b'.repeat(64) });
    expect(await videos.claimOf('c.mp4')).toEqual({ claimHash: null });
    expect(await videos.claimOf('d.mp4')).toBeNull();
  });

  it('refuses a video past the quota of unclaimed videos, recording nothing', async () => {
    expect(await videos.add('a.mp4', T, video(600), 1000)).toBe(true);
    expect(await videos.add('b.mp4', T, video(400), 1000)).toBe(true);
    expect(await videos.add('c.mp4', T, video(1), 1000)).toBe(false);
    expect(await videos.has('c.mp4')).toBe(false);
    // A claimed video no longer counts.
    await t.db.updateTable('videos').set({ letter_id: 'x' }).where('name', '=', 'a.mp4').execute();
    expect(await videos.add('c.mp4', T, video(600), 1000)).toBe(true);
  });
}

afterAll(dropTestPostgres);
describe.each(sqlBackendOfThisRun())('SQL video records on $name', ({ open }) =>
  videoRecordsContract(open),
);
