import { describe, expect, it } from 'vitest';
import { showsStateStrip } from './state-strip.js';

describe('showsStateStrip', () => {
  it('shows the history entry’s strip on a normal visit, whatever the nonces', () => {
    expect(showsStateStrip('a1', 'a1', false)).toBe(true);
    expect(showsStateStrip('a1', 'b2', false)).toBe(true);
    expect(showsStateStrip(null, null, false)).toBe(true);
  });

  it('at an event, shows it only when its nonce is the one kept with the strip', () => {
    expect(showsStateStrip('a1', 'a1', true)).toBe(true);
  });

  it('at an event, never shows an earlier strip, an entry without a nonce, or one after a start over', () => {
    // Another guest's entry, while this guest's strip is kept.
    expect(showsStateStrip('a1', 'b2', true)).toBe(false);
    // An entry from before nonces (or written by hand) has none.
    expect(showsStateStrip(null, 'b2', true)).toBe(false);
    // After a start over nothing is kept.
    expect(showsStateStrip('a1', null, true)).toBe(false);
    expect(showsStateStrip(null, null, true)).toBe(false);
  });
});
