import { describe, expect, it, vi } from 'vitest';
import { onFirstInput, startMoment, storedForStart } from './start-moment.js';

/** What shows the reader is there: a touch or a press, the mouse, a key, the focus, a wheel. */
const READER_INPUTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];

const at = (pathname: string, search = '') => ({ pathname, search });
const ID = 'AbC-dEf_0123456789xyzQ';

describe('startMoment', () => {
  const kept = (letterTokens: string | null, atEvent = false) => ({ letterTokens, atEvent });

  it("waits for the reader on a friend's letter", () => {
    expect(startMoment(at('/final-letter', `?id=${ID}`), null)).toBe('first-input');
    expect(startMoment(at('/final-letter', `?id=${ID}`), kept('{"other":"t"}'))).toBe(
      'first-input',
    );
  });

  it("starts after the paint in the sender's browser (it holds the letter's token)", () => {
    const tokens = JSON.stringify({ [ID]: 'x'.repeat(43) });
    expect(startMoment(at('/final-letter', `?id=${ID}`), kept(tokens))).toBe('after-paint');
  });

  it('waits for the reader on /, but a booth at an event starts after the paint', () => {
    expect(startMoment(at('/'), null)).toBe('first-input');
    expect(startMoment(at('/'), kept(null))).toBe('first-input');
    expect(startMoment(at('/', '?from=qr'), kept('{}'))).toBe('first-input');
    expect(startMoment(at('/'), kept(null, true))).toBe('after-paint');
  });

  it('starts / after the paint when its link chose the language (the app keeps the choice)', () => {
    expect(startMoment(at('/', '?lang=fr'), null)).toBe('after-paint');
  });

  it('starts after the paint on every other screen, and on the own letter (no id)', () => {
    expect(startMoment(at('/layout', `?id=${ID}`), null)).toBe('after-paint');
    expect(startMoment(at('/edit'), kept(null, true))).toBe('after-paint');
    expect(startMoment(at('/final-letter'), null)).toBe('after-paint');
    expect(startMoment(at('/final-letter', '?id='), null)).toBe('after-paint');
  });
});

describe('storedForStart', () => {
  it('reads the tokens and whether event settings are kept', () => {
    const items: Record<string, string> = {
      'postbooth.letters': '{"a":"b"}',
      'postbooth.event': '{}',
    };
    const storage = { getItem: (key: string) => items[key] ?? null } as unknown as Storage;
    expect(storedForStart(() => storage)).toEqual({ letterTokens: '{"a":"b"}', atEvent: true });
    delete items['postbooth.event'];
    expect(storedForStart(() => storage)).toEqual({ letterTokens: '{"a":"b"}', atEvent: false });
  });

  it('keeps nothing where storage is refused', () => {
    expect(
      storedForStart(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toEqual({ letterTokens: null, atEvent: false });
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
