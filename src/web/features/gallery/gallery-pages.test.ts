import { describe, expect, it } from 'vitest';
import type { Entry } from '../../../model/live-event.js';
import { noStrips, withPage } from './gallery-pages.js';

const entry = (n: number): Entry => ({
  id: `entry${String(n).padStart(17, '0')}`,
  stripUrl: `/strips/s${n}.png`,
  addedAt: n,
});

describe('the gallery’s pages', () => {
  it('adds each page after the ones before, and keeps where the next one starts', () => {
    let list = withPage(noStrips, { entries: [entry(9), entry(8)], next: 'c1' });
    list = withPage(list, { entries: [entry(7), entry(6)], next: null });
    expect(list.entries.map((shown) => shown.addedAt)).toEqual([9, 8, 7, 6]);
    expect(list.next).toBeNull();
  });

  it('shows a strip once when a later page (or the same page) lists it again', () => {
    let list = withPage(noStrips, { entries: [entry(9), entry(8)], next: 'c1' });
    list = withPage(list, { entries: [entry(8), entry(7), entry(7)], next: 'c2' });
    expect(list.entries.map((shown) => shown.addedAt)).toEqual([9, 8, 7]);
    expect(list.next).toBe('c2');
  });
});
