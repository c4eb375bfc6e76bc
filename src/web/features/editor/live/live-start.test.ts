import { describe, expect, it } from 'vitest';
import { liveAtStart } from './live-start.js';

describe('liveAtStart', () => {
  it('starts on unless the visitor asks for reduced motion', () => {
    expect(liveAtStart(undefined, false)).toBe(true);
    expect(liveAtStart(undefined, true)).toBe(false);
  });

  it("keeps the visitor's own choice either way", () => {
    expect(liveAtStart(false, false)).toBe(false);
    expect(liveAtStart(true, true)).toBe(true);
  });
});
