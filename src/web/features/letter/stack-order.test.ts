import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER, bringToTop, isOnTop, zIndexOf } from './stack-order.js';

describe('the stack of letter and strip', () => {
  it('starts with the strip on top of the letter', () => {
    expect(isOnTop(INITIAL_ORDER, 'strip')).toBe(true);
    expect(isOnTop(INITIAL_ORDER, 'letter')).toBe(false);
    expect([zIndexOf(INITIAL_ORDER, 'letter'), zIndexOf(INITIAL_ORDER, 'strip')]).toEqual([1, 2]);
  });

  it('brings a clicked item to the top, and back', () => {
    const letterUp = bringToTop(INITIAL_ORDER, 'letter');
    expect(letterUp).toEqual(['strip', 'letter']);
    expect(isOnTop(letterUp, 'letter')).toBe(true);
    expect(zIndexOf(letterUp, 'letter')).toBeGreaterThan(zIndexOf(letterUp, 'strip'));
    expect(bringToTop(letterUp, 'strip')).toEqual(['letter', 'strip']);
  });

  it('keeps the same order (the same object) when the top item is clicked again', () => {
    expect(bringToTop(INITIAL_ORDER, 'strip')).toBe(INITIAL_ORDER);
  });
});
