import { describe, expect, it } from 'vitest';
import { createStripFiles, stripDisplayName, stripKey } from '../stores/strip-files.js';
import { createMemoryBlobStore, createMemoryDatabase } from '../testing/memory-stores.js';
import { createStripSweeper } from './strip-sweeper.js';

const HOUR = 60 * 60 * 1000;
const strip = { png: Buffer.from('png'), width: 600, height: 2664 };

function setup() {
  const blobs = createMemoryBlobStore();
  const db = createMemoryDatabase();
  const files = createStripFiles(blobs, db.strips, async () => Buffer.from('webp'));
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
    const { name } = await files.save(strip);
    expect(blobs.keys().sort()).toEqual([stripKey(name), stripKey(stripDisplayName(name))]);
    advance(23 * HOUR);
    expect(await sweeper.sweep()).toBe(0);
    advance(2 * HOUR);
    expect(await sweeper.sweep()).toBe(1);
    // The PNG and its display copy.
    expect(blobs.keys()).toEqual([]);
  });

  it('keeps a claimed strip for ever, and removes it once its letter is deleted', async () => {
    const { blobs, db, files, sweeper, advance } = setup();
    const { name } = await files.save(strip);
    await db.letters.create(
      'L'.repeat(22),
      { message: 'm', imageUrl: '', deleteTokenHash: null },
      name,
    );
    advance(1000 * HOUR);
    expect(await sweeper.sweep()).toBe(0);
    // Deleted, but the files could not be removed at once: the next sweep does it.
    await db.letters.delete('L'.repeat(22));
    expect(await sweeper.sweep()).toBe(1);
    expect(blobs.keys()).toEqual([]);
  });

  it('removes old files that have no record, display copies too', async () => {
    const { blobs, sweeper, advance } = setup();
    const unrecorded = 'photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png';
    await blobs.put(stripKey(unrecorded), Buffer.from('x'));
    await blobs.put(stripKey(stripDisplayName(unrecorded)), Buffer.from('x'));
    expect(await sweeper.sweepUnrecordedFiles()).toBe(0);
    advance(25 * HOUR);
    expect(await sweeper.sweepUnrecordedFiles()).toBe(2);
    expect(blobs.keys()).toEqual([]);
  });

  it('keeps the display copy of a recorded strip, however old', async () => {
    const { blobs, files, sweeper, advance } = setup();
    const { name } = await files.save(strip);
    // A display copy whose PNG is gone (a removal cut short) stays while the record does.
    await blobs.delete(stripKey(name));
    advance(25 * HOUR);
    expect(await sweeper.sweepUnrecordedFiles()).toBe(0);
    expect(blobs.keys()).toEqual([stripKey(stripDisplayName(name))]);
    // The hourly sweep removes the unclaimed strip, and its copy with it.
    expect(await sweeper.sweep()).toBe(1);
    expect(blobs.keys()).toEqual([]);
  });
});
