import { describe, expect, it } from 'vitest';
import { downloadState, FROM_STORAGE, stripFromState } from './download-state.js';

describe('stripFromState', () => {
  it('reads the strip Collect Photo put in the navigation state', () => {
    const strip = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect(stripFromState(downloadState(strip))).toBe(strip);
  });

  it('is null for no state, a storage note, an empty Blob or anything else', () => {
    for (const state of [
      null,
      undefined,
      'photostrip',
      FROM_STORAGE,
      { photostrip: new Blob([]) },
      { photostrip: 'data:image/png;base64,AAAA' },
    ]) {
      expect(stripFromState(state)).toBeNull();
    }
  });
});
