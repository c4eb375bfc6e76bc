import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/storage/safe-storage.js';
import { keepCountdown, keptCountdown } from './kept-countdown.js';

/** Where the browser keeps it (docs/using.md). */
const COUNTDOWN_KEY = 'postbooth.countdown';

describe('the kept countdown', () => {
  it('is none on a first visit, then the last one chosen', () => {
    const storage = memoryStorage();
    expect(keptCountdown(storage)).toBeNull();
    keepCountdown(storage, 10);
    expect(keptCountdown(storage)).toBe(10);
    keepCountdown(storage, 5);
    expect(keptCountdown(storage)).toBe(5);
  });

  it('counts anything but a countdown on offer as none', () => {
    for (const stored of ['7', '', 'three', '0']) {
      expect(keptCountdown(memoryStorage({ [COUNTDOWN_KEY]: stored }))).toBeNull();
    }
  });
});
