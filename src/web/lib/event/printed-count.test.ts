import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/safe-storage.js';
import { countPrint, putBackPrinted, takePrinted } from './printed-count.js';

/** Where the count is kept (printed-count.ts). */
const PRINTED_KEY = 'postbooth.printed';

describe('the prints to report', () => {
  it('counts, hands over once, and takes back what did not reach the server', () => {
    const storage = memoryStorage();
    expect(takePrinted(storage)).toBe(0);
    countPrint(storage);
    countPrint(storage);
    expect(takePrinted(storage)).toBe(2);
    expect(takePrinted(storage)).toBe(0);
    putBackPrinted(storage, 2);
    countPrint(storage);
    expect(takePrinted(storage)).toBe(3);
  });

  it('hands over at most a report’s worth, and reads a damaged count as none', () => {
    // The server refuses a report of more than 100 (400), so the booth never sends one.
    const storage = memoryStorage({ [PRINTED_KEY]: '150' });
    expect(takePrinted(storage)).toBe(100);
    expect(takePrinted(storage)).toBe(50);
    for (const bad of ['-3', 'x', '1e400', '2.5']) {
      storage.setItem(PRINTED_KEY, bad);
      expect(takePrinted(storage)).toBe(0);
    }
  });
});
