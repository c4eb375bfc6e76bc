import { beforeEach, describe, expect, it } from 'vitest';
import { clearVisit, loadVisit, updateVisit } from './visit-store.js';

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
    expect(await loadVisit()).toEqual({ layout: 3, source: 'upload', photos: [photo] });
  });

  it('clears after the writes already asked for', async () => {
    const write = updateVisit({ layout: 4 });
    const cleared = clearVisit();
    await Promise.all([write, cleared]);
    expect(await loadVisit()).toEqual({ layout: null, source: null, photos: [] });
  });
});
