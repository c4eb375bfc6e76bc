import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPending, readPending } from './pending-decoration.js';
import { posesTaken } from './visit-changes.js';
import { clearVisit, loadVisit, updateVisit, updateVisitWith } from './visit-store.js';

// No IndexedDB under Node: the store keeps the visit in memory, through the same steps.
describe('the visit store', () => {
  beforeEach(async () => {
    await clearVisit();
  });

  it('keeps both of two changes made at once (each write reads the one before)', async () => {
    const photo = new Blob(['x'], { type: 'image/png' });
    await Promise.all([
      updateVisit({ layout: 3 }),
      updateVisit({ photos: [photo] }),
      updateVisit({ source: 'upload' }),
    ]);
    expect(await loadVisit()).toEqual({
      layout: 3,
      source: 'upload',
      photos: [photo],
      photosSource: null,
    });
  });

  it('works a change out from the visit as the write finds it', async () => {
    const photo = new Blob(['x'], { type: 'image/png' });
    const sources = updateVisit({ source: 'camera', photosSource: 'upload' });
    await updateVisitWith((visit) => ({ source: visit.photosSource }));
    await sources;
    expect((await loadVisit()).source).toBe('upload');
    await updateVisitWith(() => ({ photos: [photo] }));
    expect((await loadVisit()).photos).toEqual([photo]);
  });

  describe('with sessionStorage', () => {
    beforeEach(() => {
      const items = new Map<string, string>();
      vi.stubGlobal('sessionStorage', {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it("a new strip forgets the last editor's write-ahead copy; other changes keep it", async () => {
      keepPending({ dateStamp: false, frameColour: '#000000', stickers: [] });
      await updateVisit({ layout: 2 });
      expect(readPending()).toBeDefined();
      await updateVisit({ source: 'camera' });
      expect(readPending()).toBeDefined();
      await updateVisit(posesTaken([new Blob(['x'], { type: 'image/png' })], false)!);
      expect(readPending()).toBeUndefined();
    });
  });

  it('clears after the writes already asked for', async () => {
    const write = updateVisit({ layout: 4 });
    const cleared = clearVisit();
    await Promise.all([write, cleared]);
    expect(await loadVisit()).toEqual({
      layout: null,
      source: null,
      photos: [],
      photosSource: null,
    });
  });
});
