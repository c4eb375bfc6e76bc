import { describe, expect, it } from 'vitest';
import { stripMaxHeight } from './strip-fit.js';

/** Height over width of a collected strip of 2, 4 and 6 poses (model/strip.ts). */
const RATIO = { 2: 476 / 300, 4: 904 / 300, 6: 1332 / 300 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe('stripMaxHeight', () => {
  it('gives a wide screen the whole room below the strip top, so the strip is seen whole', () => {
    for (const ratio of Object.values(RATIO)) {
      const height = stripMaxHeight({
        viewport: DESKTOP,
        top: 103,
        below: 26,
        ratio,
        narrow: false,
      });
      expect(height).toBe(800 - 103 - 26);
    }
  });

  it('on a phone keeps the strip at least half the screen wide, past the fold if it must', () => {
    for (const ratio of [RATIO[4], RATIO[6]]) {
      const height = stripMaxHeight({ viewport: PHONE, top: 260, below: 26, ratio, narrow: true });
      expect(height / ratio).toBeGreaterThanOrEqual(195);
      expect(height).toBeGreaterThan(844 - 260 - 26);
    }
  });

  it('on a phone gives a short strip the room it has when that is more than half the screen', () => {
    const height = stripMaxHeight({
      viewport: PHONE,
      top: 260,
      below: 26,
      ratio: RATIO[2],
      narrow: true,
    });
    expect(height).toBe(844 - 260 - 26);
    expect(height / RATIO[2]).toBeGreaterThan(PHONE.width / 2);
  });

  it('never goes below 192 px in a short window (a phone held sideways)', () => {
    const short = { width: 844, height: 390 };
    expect(stripMaxHeight({ viewport: short, top: 300, below: 26, ratio: 3, narrow: false })).toBe(
      192,
    );
  });
});
