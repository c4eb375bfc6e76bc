import { describe, expect, it } from 'vitest';
import { newStripName, stripDisplayName, stripKey } from './addresses.js';
import { createStripFiles } from './strips.js';
import { createMemoryBlobStore, createMemoryDatabase } from '../../../test/server/memory-stores.js';
import { createStripSweeper } from './strip-sweeper.js';

const HOUR = 60 * 60 * 1000;
const strip = { png: Buffer.from('png'), width: 600, height: 2664 };

function setup(maxUnclaimedBytes?: number) {
  const blobs = createMemoryBlobStore();
  const db = createMemoryDatabase();
  const files = createStripFiles(blobs, db.strips, async () => Buffer.from('webp'));
  let clock = Date.now();
  const sweeper = createStripSweeper({
    strips: db.strips,
    files,
    blobs,
    unusedMs: 24 * HOUR,
    ...(maxUnclaimedBytes === undefined ? {} : { maxUnclaimedBytes }),
    now: () => clock,
    log: { info: () => undefined },
  });
  return { blobs, db, files, sweeper, now: () => clock, advance: (ms: number) => (clock += ms) };
}

const MINUTE = 60 * 1000;

/** A strip of `bytes` uploaded `ago` ms before `now`, recorded with its PNG stored. */
async function uploaded(t: ReturnType<typeof setup>, ago: number, bytes = 100): Promise<string> {
  const name = newStripName(t.now() - ago);
  await t.db.strips.add(name, t.now() - ago, { width: 1, height: 1, display: null, bytes });
  await t.blobs.put(stripKey(name), Buffer.alloc(bytes));
  return name;
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

  it('lets unclaimed strips go sooner under quota pressure, oldest first, once an hour old', async () => {
    // 1000 bytes allowed: above 750, the oldest go until 750 or less are left.
    const t = setup(1000);
    const names = [];
    // Two hours ago, then every ten minutes: the last four are an hour old or less.
    for (let i = 0; i < 10; i += 1) names.push(await uploaded(t, 120 * MINUTE - i * 10 * MINUTE));
    const [claimed, ...unclaimed] = names as [string, ...string[]];
    // The oldest belongs to a letter: it counts for nothing and stays.
    await t.db.letters.create(
      'L'.repeat(22),
      { message: 'm', imageUrl: '', deleteTokenHash: null },
      claimed,
    );

    expect(await t.sweeper.relievePressure()).toBe(2);
    const left = t.blobs.keys().sort();
    expect(left).toEqual([claimed, ...unclaimed.slice(2)].map(stripKey).sort());
    expect(await t.db.strips.unclaimedBytes()).toBe(700);
    // Below the share now: nothing more goes.
    expect(await t.sweeper.relievePressure()).toBe(0);
  });

  it('keeps strips younger than an hour, however full the quota', async () => {
    const t = setup(1000);
    for (let i = 0; i < 12; i += 1) await uploaded(t, 59 * MINUTE);
    expect(await t.sweeper.relievePressure()).toBe(0);
    expect(t.blobs.keys()).toHaveLength(12);
    t.advance(2 * MINUTE);
    // 1200 bytes, 750 allowed: five go.
    expect(await t.sweeper.relievePressure()).toBe(5);
    expect(t.blobs.keys()).toHaveLength(7);
  });

  it('relieves the pressure in the hourly sweep too, and never without a quota', async () => {
    const t = setup(1000);
    for (let i = 0; i < 9; i += 1) await uploaded(t, 2 * HOUR);
    expect(await t.sweeper.sweep()).toBe(2);
    const unlimited = setup();
    for (let i = 0; i < 9; i += 1) await uploaded(unlimited, 2 * HOUR);
    expect(await unlimited.sweeper.sweep()).toBe(0);
  });
});
