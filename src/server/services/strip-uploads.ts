/**
 * Stores a visitor's strip within the room the operator allows: a strip is refused, with
 * nothing written, while the disk the files go to has less than a floor of free space, or
 * while the strips no letter claimed hold their whole quota. A stranger's noise uploads are
 * kept for a day without a letter; these bounds keep them from filling the disk.
 */
import type { NormalisedStrip } from './images.js';
import type { SavedStrip, StripFiles } from './strips.js';
import { ServiceError } from './service-errors.js';

export interface StripUploads {
  /**
   * Rejects with `storage_full` (the quota) or `disk_full` (the floor) when there is no room.
   * A shared event's strip (`eventId`) is outside the quota: the event's daily budget, taken
   * before, bounds it; the disk's floor still holds.
   */
  save(strip: NormalisedStrip, eventId?: string): Promise<SavedStrip>;
}

export interface StripUploadsDeps {
  files: Pick<StripFiles, 'saveWithin' | 'save'>;
  /** The quota of strips no letter claimed, in bytes. */
  maxUnclaimedBytes: number;
  /** Removes older unclaimed strips when the quota is nearly full; resolves how many. */
  relievePressure(): Promise<number>;
  /** Free bytes where the files go; undefined for a bucket, whose room we cannot see. */
  freeBytes?: (() => Promise<number>) | undefined;
  /** Below this much free space (after the strip), nothing more is stored. */
  minFreeBytes: number;
}

export function createStripUploads(deps: StripUploadsDeps): StripUploads {
  /** One relief at a time: a crowd refused together waits for the same one. */
  let relieving: Promise<number> | undefined;
  const relieve = (): Promise<number> => {
    relieving ??= deps.relievePressure().finally(() => (relieving = undefined));
    return relieving;
  };

  return {
    async save(strip, eventId) {
      // The PNG is most of it: its display copy is a small WebP.
      if (deps.freeBytes && (await deps.freeBytes()) - strip.png.length < deps.minFreeBytes) {
        throw new ServiceError('disk_full');
      }
      if (eventId !== undefined) return deps.files.save(strip, eventId);
      const saved = await deps.files.saveWithin(strip, deps.maxUnclaimedBytes);
      if (saved) return saved;
      // Room may be made by letting older unclaimed strips go sooner; then once more.
      if ((await relieve()) > 0) {
        const retried = await deps.files.saveWithin(strip, deps.maxUnclaimedBytes);
        if (retried) return retried;
      }
      throw new ServiceError('storage_full');
    },
  };
}
