import { describe, expect, it } from 'vitest';
import { revealBy } from './reveal-distance.js';

// A 390 × 844 phone whose sticky bar (Make a strip together, Next) is 140 px tall.
const SCREEN = 844;
const BAR = 140;

describe('revealBy', () => {
  it('scrolls photos that arrived under the sticky bar up above it', () => {
    // The reviewer's case: thumbnails at 805–875, the count line just above them.
    const by = revealBy({ top: 760, bottom: 875 }, SCREEN, BAR, 12);
    expect(by).toBe(875 - (SCREEN - BAR - 12));
    expect(875 - by).toBeLessThanOrEqual(SCREEN - BAR);
  });

  it('leaves a box that is already in sight where it is', () => {
    expect(revealBy({ top: 300, bottom: 600 }, SCREEN, BAR, 12)).toBe(0);
  });

  it('keeps the top of a box taller than the room in sight', () => {
    const by = revealBy({ top: 500, bottom: 1500 }, SCREEN, BAR, 12);
    expect(500 - by).toBe(12);
  });

  it('scrolls back up to a box above the screen', () => {
    expect(revealBy({ top: -200, bottom: -50 }, SCREEN, BAR, 12)).toBe(-212);
  });

  it('uses the whole screen when no bar sticks', () => {
    expect(revealBy({ top: 700, bottom: 830 }, SCREEN, 0, 12)).toBe(0);
  });
});
