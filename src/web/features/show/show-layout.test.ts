import { describe, expect, it } from 'vitest';
import { showLayout } from './show-layout.js';

describe('showLayout', () => {
  it('stands one or two strips as tall as the stage allows, far apart', () => {
    expect(showLayout(1, false)).toEqual({ stripVh: 72, spotlightVh: 72, gapVh: 8 });
    expect(showLayout(2, false)).toEqual({ stripVh: 72, spotlightVh: 72, gapVh: 8 });
  });

  it('makes each more strip a little smaller and closer, never tiny', () => {
    const heights = [1, 2, 3, 4, 5, 8].map((count) => showLayout(count, false).stripVh);
    expect(heights).toEqual([72, 72, 68, 64, 60, 56]);
    expect(showLayout(3, false).gapVh).toBe(5);
    expect(showLayout(4, false).gapVh).toBe(3);
  });

  it('steps the rotation back while a new strip is lit, the lit one the tallest', () => {
    const lit = showLayout(1, true);
    expect(lit.stripVh).toBeLessThan(lit.spotlightVh);
    expect(lit.stripVh).toBe(60);
    expect(showLayout(4, true)).toEqual({ stripVh: 52, spotlightVh: 72, gapVh: 3 });
    expect(showLayout(0, true).gapVh).toBe(8);
  });

  it('takes a count that is no whole number as the whole strips it holds', () => {
    expect(showLayout(-1, false)).toEqual(showLayout(0, false));
    expect(showLayout(2.7, false)).toEqual(showLayout(2, false));
  });
});
