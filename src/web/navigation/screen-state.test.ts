import { describe, expect, it } from 'vitest';
import {
  readDownloadNonce,
  readDownloadState,
  readLayoutState,
  readPoseCount,
  readSequenceEntry,
  readSequenceState,
} from './screen-state.js';
import type { ScreenStates } from './go-to.js';

describe('readDownloadState', () => {
  it('reads the strip Collect Photo put in the navigation state', () => {
    const strip = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const state: ScreenStates['download'] = { photostrip: strip, nonce: 'ab12' };
    expect(readDownloadState(state)).toBe(strip);
  });

  it('is null for no state, a storage note, an empty Blob or anything else', () => {
    const fromStorage: ScreenStates['download'] = { fromCollect: true };
    for (const state of [
      null,
      undefined,
      'photostrip',
      fromStorage,
      { photostrip: new Blob([]) },
      { photostrip: 'data:image/png;base64,AAAA' },
    ]) {
      expect(readDownloadState(state)).toBeNull();
    }
  });
});

describe('readDownloadNonce', () => {
  it('reads the nonce Collect Photo put beside the strip', () => {
    const strip = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const state: ScreenStates['download'] = { photostrip: strip, nonce: 'ab12' };
    expect(readDownloadNonce(state)).toBe('ab12');
  });

  it('is null for no state, an entry without a nonce, an empty one or anything else', () => {
    const strip = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    for (const state of [
      null,
      undefined,
      'ab12',
      { photostrip: strip },
      { photostrip: strip, nonce: '' },
      { photostrip: strip, nonce: 12 },
      { fromCollect: true },
    ]) {
      expect(readDownloadNonce(state)).toBeNull();
    }
  });
});

describe('readLayoutState', () => {
  it('sees the needs-photos notice and nothing else', () => {
    const state: ScreenStates['layout'] = { notice: 'needs-photos' };
    expect(readLayoutState(state)).toBe(true);
    for (const other of [null, undefined, 'needs-photos', { notice: 'other' }, { layout: 2 }]) {
      expect(readLayoutState(other)).toBe(false);
    }
  });
});

describe('readPoseCount', () => {
  it('reads a layout the app offers, else null', () => {
    const state: ScreenStates['edit'] = { layout: 4 };
    expect(readPoseCount(state)).toBe(4);
    for (const other of [null, { layout: 5 }, { layout: '4' }, { notice: 'needs-photos' }]) {
      expect(readPoseCount(other)).toBeNull();
    }
  });
});

describe('readSequenceState', () => {
  it('reads what /capture wrote', () => {
    const state: ScreenStates['sequence'] = { layout: 6, timer: 10, filter: 'sepia' };
    expect(readSequenceState(state)).toEqual(state);
  });

  it('takes a timer given as text', () => {
    expect(readSequenceState({ layout: 2, timer: '5', filter: 'none' }).timer).toBe(5);
  });

  it('falls back to 3 poses, 3 seconds and no filter for anything it cannot use', () => {
    const defaults = { layout: 3, timer: 3, filter: 'none' };
    expect(readSequenceState(null)).toEqual(defaults);
    expect(readSequenceState({ layout: 7, timer: 4, filter: 'blur' })).toEqual(defaults);
  });

  it('reads the pose a retake from the editor asks for', () => {
    const state: ScreenStates['sequence'] = { layout: 3, timer: 3, filter: 'bw', retakePose: 2 };
    expect(readSequenceState(state)).toEqual(state);
    expect(readSequenceState({ ...state, retakePose: 1 }).retakePose).toBe(1);
    expect(readSequenceState({ ...state, retakePose: 3 }).retakePose).toBe(3);
  });

  it('drops a retake pose that is not a pose of the layout', () => {
    for (const retakePose of [0, 4, -1, 1.5, '2', null, Number.NaN, Infinity]) {
      const read = readSequenceState({ layout: 3, timer: 3, filter: 'bw', retakePose });
      expect(read).toEqual({ layout: 3, timer: 3, filter: 'bw' });
      expect('retakePose' in read).toBe(false);
    }
    // Checked against the layout actually used, the default one when the given is unusable.
    expect(readSequenceState({ layout: 7, retakePose: 4 }).retakePose).toBeUndefined();
    expect(readSequenceState({ layout: 7, retakePose: 3 }).retakePose).toBe(3);
  });
});

describe('readSequenceEntry', () => {
  it('is null when the address was opened with no state', () => {
    expect(readSequenceEntry(null)).toBeNull();
    expect(readSequenceEntry(undefined)).toBeNull();
    expect(readSequenceEntry('3')).toBeNull();
  });

  it('reads a state that is there, with the same fallbacks', () => {
    expect(readSequenceEntry({ layout: 4, timer: 5, filter: 'bw' })).toEqual({
      layout: 4,
      timer: 5,
      filter: 'bw',
    });
    expect(readSequenceEntry({})).toEqual({ layout: 3, timer: 3, filter: 'none' });
  });
});
