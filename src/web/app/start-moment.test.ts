import { describe, expect, it, vi } from 'vitest';
import { onFirstInput, startMoment, storedLetterTokens } from './start-moment.js';

/** What shows the reader is there: a touch or a press, the mouse, a key, the focus, a wheel. */
const READER_INPUTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];

const at = (pathname: string, search = '') => ({ pathname, search });
const ID = 'AbC-dEf_0123456789xyzQ';

describe('startMoment', () => {
  it("waits for the reader on a friend's letter", () => {
    expect(startMoment(at('/final-letter', `?id=${ID}`), null)).toBe('first-input');
    expect(startMoment(at('/final-letter', `?id=${ID}`), '{"other":"t"}')).toBe('first-input');
  });

  it("starts after the paint in the sender's browser (it holds the letter's token)", () => {
    const tokens = JSON.stringify({ [ID]: 'x'.repeat(43) });
    expect(startMoment(at('/final-letter', `?id=${ID}`), tokens)).toBe('after-paint');
  });

  it('starts after the paint on every other screen, and on the own letter (no id)', () => {
    expect(startMoment(at('/'), null)).toBe('after-paint');
    expect(startMoment(at('/layout', `?id=${ID}`), null)).toBe('after-paint');
    expect(startMoment(at('/final-letter'), null)).toBe('after-paint');
    expect(startMoment(at('/final-letter', '?id='), null)).toBe('after-paint');
  });
});

describe('storedLetterTokens', () => {
  it('reads the tokens, and is null where storage is refused', () => {
    const storage = { getItem: () => '{"a":"b"}' } as unknown as Storage;
    expect(storedLetterTokens(() => storage)).toBe('{"a":"b"}');
    expect(
      storedLetterTokens(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBeNull();
  });
});

describe('onFirstInput', () => {
  it('starts once, at the first of any reader input, and stops listening', () => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstInput(target as unknown as Window, start);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointermove'));
    for (const type of READER_INPUTS) target.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(READER_INPUTS)('starts at %s', (type) => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstInput(target as unknown as Window, start);
    target.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
