import { describe, expect, it } from 'vitest';
import type { Entry, PublicEvent, ShowMessage } from '../../../model/live-event.js';
import {
  applyMessage,
  emptyShow,
  nextChangeAt,
  rotationEntries,
  tick,
  withGallery,
  type ShowState,
} from './show-model.js';

/**
 * The show's timings: a new strip's time in the spotlight, the rotation's step, and how recent
 * a strip must be to get the spotlight at all.
 */
const SPOTLIGHT_MS = 8000;
const ROTATE_MS = 6000;
const FRESH_MS = 5 * 60_000;

const entry = (n: number): Entry => ({
  id: `entry${String(n).padStart(17, '0')}`,
  stripUrl: `/strips/s${n}.png`,
  addedAt: 1000 * n,
});
const ids = (state: ShowState) => rotationEntries(state).map((shown) => shown.id);
const added = (seq: number, n: number): ShowMessage => ({ type: 'added', seq, entry: entry(n) });
const removed = (seq: number, n: number): ShowMessage => ({
  type: 'removed',
  seq,
  id: entry(n).id,
});

describe('the show', () => {
  it('fills its places with the gallery, newest first, and no more than it has places', () => {
    const state = withGallery(emptyShow(0, 3), [entry(1), entry(5), entry(3), entry(4)], 0);
    expect(ids(state)).toEqual([entry(5).id, entry(4).id, entry(3).id]);
    expect(state.spotlight).toBeNull();
  });

  it('shows an added strip at once in the spotlight, then moves it to the rotation', () => {
    let state = withGallery(emptyShow(0, 2), [entry(1), entry(2)], 0);
    state = applyMessage(state, added(7, 9), 100);
    expect(state.spotlight?.entry.id).toBe(entry(9).id);
    expect(state.seq).toBe(7);
    state = tick(state, 100 + SPOTLIGHT_MS - 1);
    expect(state.spotlight?.entry.id).toBe(entry(9).id);
    state = tick(state, 100 + SPOTLIGHT_MS);
    expect(state.spotlight).toBeNull();
    expect(ids(state)[0]).toBe(entry(9).id);
    expect(ids(state)).toHaveLength(2);
  });

  it('gives the spotlight to each new strip at once, the one before joining the rotation', () => {
    let state = withGallery(emptyShow(0, 3), [entry(1)], 0);
    state = applyMessage(state, added(1, 10), 10);
    state = applyMessage(state, added(2, 11), 20);
    expect(state.spotlight?.entry.id).toBe(entry(11).id);
    expect(ids(state)).toEqual([entry(10).id, entry(1).id]);
  });

  it('takes strips the feed replays from long ago into the rotation, without the spotlight', () => {
    const old = applyMessage(emptyShow(0, 2), added(1, 1), 1000 + FRESH_MS + 1);
    expect(old.spotlight).toBeNull();
    expect(ids(old)).toEqual([entry(1).id]);
    const fresh = applyMessage(old, added(2, 2), 2000 + FRESH_MS);
    expect(fresh.spotlight?.entry.id).toBe(entry(2).id);
  });

  it('ignores a message seen before (a replay after a reconnect) and a strip it already has', () => {
    let state = applyMessage(emptyShow(0), added(4, 1), 0);
    const again = applyMessage(state, added(4, 1), 50);
    expect(again).toBe(state);
    state = applyMessage(state, added(5, 1), 60);
    expect(state.entries).toHaveLength(1);
    expect(state.seq).toBe(5);
  });

  it('takes a removed strip off at once, from the rotation or the spotlight, and fills the place', () => {
    let state = withGallery(emptyShow(0, 2), [entry(1), entry(2), entry(3)], 0);
    expect(ids(state)).toEqual([entry(3).id, entry(2).id]);
    state = applyMessage(state, removed(1, 3), 10);
    expect(ids(state)).toEqual([entry(2).id, entry(1).id]);
    state = applyMessage(state, added(2, 8), 20);
    state = applyMessage(state, removed(3, 8), 30);
    expect(state.spotlight).toBeNull();
    expect(state.entries.map((shown) => shown.id)).not.toContain(entry(8).id);
  });

  it('never brings back a removed strip that a late gallery page or a late add still lists', () => {
    let state = applyMessage(emptyShow(0), removed(1, 2), 0);
    state = withGallery(state, [entry(1), entry(2)], 10);
    expect(ids(state)).toEqual([entry(1).id]);
    state = applyMessage(state, added(2, 2), 20);
    expect(state.spotlight).toBeNull();
    expect(ids(state)).toEqual([entry(1).id]);
  });

  it('rotates: every ROTATE_MS the strip shown longest gives its place to one not on screen', () => {
    let state = withGallery(emptyShow(0, 2), [entry(1), entry(2), entry(3), entry(4)], 0);
    expect(ids(state)).toEqual([entry(4).id, entry(3).id]);
    state = tick(state, ROTATE_MS - 1);
    expect(ids(state)).toEqual([entry(4).id, entry(3).id]);
    state = tick(state, ROTATE_MS);
    expect(ids(state)).toEqual([entry(2).id, entry(3).id]);
    state = tick(state, 2 * ROTATE_MS);
    expect(ids(state)).toEqual([entry(2).id, entry(1).id]);
    // Round again: back to the newest.
    state = tick(state, 3 * ROTATE_MS);
    expect(ids(state)).toEqual([entry(4).id, entry(1).id]);
  });

  it('keeps every strip at most once on screen, even with fewer strips than places', () => {
    let state = withGallery(emptyShow(0, 4), [entry(1), entry(2)], 0);
    state = applyMessage(state, added(1, 3), 5);
    for (let time = 0; time <= 5 * ROTATE_MS; time += 1000) state = tick(state, time);
    const shown = [...ids(state), ...(state.spotlight ? [state.spotlight.entry.id] : [])];
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toHaveLength(3);
  });

  it('marks the end and takes the settings the host changed', () => {
    const event: PublicEvent = {
      code: 'abcdefghjkmnpq',
      endsAt: 0,
      settings: {
        name: 'Ada & Bo',
        greeting: 'Hi',
        language: 'en',
        idleSeconds: 60,
        sources: 'camera',
        print: false,
        printLayout: 'strip',
        gallery: 'instant',
        keepDays: 30,
      },
    };
    let state = applyMessage(emptyShow(0), { type: 'settings', seq: 1, event }, 0);
    expect(state.event?.settings.name).toBe('Ada & Bo');
    state = applyMessage(state, { type: 'ended', seq: 2 }, 0);
    expect(state.ended).toBe(true);
  });

  it('says when it next changes: the spotlight’s end or the next rotation, whichever is first', () => {
    let state = emptyShow(0);
    expect(nextChangeAt(state)).toBe(ROTATE_MS);
    state = applyMessage(state, added(1, 1), ROTATE_MS - 100);
    expect(nextChangeAt(state)).toBe(ROTATE_MS);
    state = tick(state, ROTATE_MS);
    expect(nextChangeAt(state)).toBe(Math.min(2 * ROTATE_MS, ROTATE_MS - 100 + SPOTLIGHT_MS));
  });
});
