import { describe, expect, it } from 'vitest';
import { createStripFiles, stripKey } from '../stores/strip-files.js';
import { createMemoryBlobStore, createMemoryDatabase } from '../testing/memory-stores.js';
import { createStripSweeper } from './strip-sweeper.js';

const HOUR = 60 * 60 * 1000;

function setup() {
  const blobs = createMemoryBlobStore();
  const db = createMemoryDatabase();
  const files = createStripFiles(blobs, db.strips);
  let clock = Date.now();
  const sweeper = createStripSweeper({
    strips: db.strips,
    files,
    blobs,
    unusedMs: 24 * HOUR,
    now: () => clock,
    log: { info: () => undefined },
  });
  return { blobs, db, files, sweeper, advance: (ms: number) => (clock += ms) };
}

describe('strip sweeper', () => {
  it('removes a strip no letter claimed once it is older than the limit, not before', async () => {
    const { blobs, files, sweeper, advance } = setup();
    const name = await files.save(Buffer.from('png'));
    advance(23 * HOUR);
    expect(await sweeper.sweep()).toBe(0);
    advance(2 * HOUR);
    expect(await sweeper.sweep()).toBe(1);
    expect(blobs.keys()).not.toContain(stripKey(name));
  });

  it('keeps a claimed strip for ever, and removes it once its letter is deleted', async () => {
    const { blobs, db, files, sweeper, advance } = setup();
    const name = await files.save(Buffer.from('png'));
    await db.letters.create(
      'L'.repeat(22),
      { message: 'm', imageUrl: '', deleteTokenHash: null },
      name,
    );
    advance(1000 * HOUR);
    expect(await sweeper.sweep()).toBe(0);
    // Deleted, but the file could not be removed at once: the next sweep does it.
    await db.letters.delete('L'.repeat(22));
    expect(await sweeper.sweep()).toBe(1);
    expect(blobs.keys()).toEqual([]);
  });

  it('removes old files that have no record', async () => {
    const { blobs, sweeper, advance } = setup();
    await blobs.put(
      stripKey('photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png'),
      Buffer.from('x'),
    );
    expect(await sweeper.sweepUnrecordedFiles()).toBe(0);
    advance(25 * HOUR);
    expect(await sweeper.sweepUnrecordedFiles()).toBe(1);
    expect(blobs.keys()).toEqual([]);
  });
});
