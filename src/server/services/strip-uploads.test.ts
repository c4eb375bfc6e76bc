import { describe, expect, it } from 'vitest';
import type { SavedStrip } from './strips.js';
import { ServiceError } from './service-errors.js';
import { createStripUploads } from './strip-uploads.js';
import type { StripUploadsDeps } from './strip-uploads.js';

const strip = { png: Buffer.alloc(1000), width: 600, height: 2664 };
const MIB = 1024 * 1024;

/** A quota with room for `room` more strips, which `relievePressure` grows by `freed`. */
function setup(options: { room: number; freed?: number; freeBytes?: number }) {
  let room = options.room;
  const calls = { saves: 0, reliefs: 0 };
  const deps: StripUploadsDeps = {
    files: {
      async saveWithin(): Promise<SavedStrip | null> {
        calls.saves += 1;
        if (room <= 0) return null;
        room -= 1;
        return { name: `s${calls.saves}.png`, claimToken: 'claim' };
      },
      async save(_strip, eventId): Promise<SavedStrip> {
        calls.saves += 1;
        return { name: `event-${eventId ?? 'none'}.png`, claimToken: 'claim' };
      },
    },
    maxUnclaimedBytes: 100 * MIB,
    async relievePressure() {
      calls.reliefs += 1;
      // Another turn of the event loop, as a real sweep takes: refusals can gather meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      room += options.freed ?? 0;
      return options.freed ?? 0;
    },
    freeBytes: options.freeBytes === undefined ? undefined : async () => options.freeBytes!,
    minFreeBytes: 1024 * MIB,
  };
  return { uploads: createStripUploads(deps), calls };
}

describe('strip uploads', () => {
  it('stores a strip while there is room', async () => {
    const { uploads, calls } = setup({ room: 1, freeBytes: 2048 * MIB });
    expect(await uploads.save(strip)).toEqual({ name: 's1.png', claimToken: 'claim' });
    expect(calls).toEqual({ saves: 1, reliefs: 0 });
  });

  it('refuses with disk_full below the free-space floor, writing nothing', async () => {
    // The floor plus less than the strip.
    const { uploads, calls } = setup({ room: 1, freeBytes: 1024 * MIB + 999 });
    await expect(uploads.save(strip)).rejects.toEqual(new ServiceError('disk_full'));
    expect(calls.saves).toBe(0);
  });

  it('has no floor where it cannot see the room (a bucket)', async () => {
    const { uploads } = setup({ room: 1 });
    expect(await uploads.save(strip)).toEqual({ name: 's1.png', claimToken: 'claim' });
  });

  it('makes room by letting older unclaimed strips go, then stores the strip', async () => {
    const { uploads, calls } = setup({ room: 0, freed: 3 });
    expect(await uploads.save(strip)).toEqual({ name: 's2.png', claimToken: 'claim' });
    expect(calls).toEqual({ saves: 2, reliefs: 1 });
  });

  it('refuses with storage_full when no room can be made', async () => {
    const { uploads, calls } = setup({ room: 0, freed: 0 });
    await expect(uploads.save(strip)).rejects.toEqual(new ServiceError('storage_full'));
    // Nothing freed: not asked again.
    expect(calls).toEqual({ saves: 1, reliefs: 1 });
  });

  it('relieves the pressure once for uploads refused together', async () => {
    const { uploads, calls } = setup({ room: 0, freed: 2 });
    const answers = await Promise.allSettled([1, 2, 3].map(() => uploads.save(strip)));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(calls.reliefs).toBe(1);
  });

  it("stores an event's strip outside the quota, even when it is full", async () => {
    const { uploads, calls } = setup({ room: 0, freed: 0 });
    expect(await uploads.save(strip, 'event-1')).toEqual({
      name: 'event-event-1.png',
      claimToken: 'claim',
    });
    expect(calls).toEqual({ saves: 1, reliefs: 0 });
  });

  it("keeps the disk's floor for an event's strip too", async () => {
    const { uploads } = setup({ room: 1, freeBytes: 0 });
    await expect(uploads.save(strip, 'event-1')).rejects.toEqual(new ServiceError('disk_full'));
  });
});
