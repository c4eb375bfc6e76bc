import { describe, expect, it } from 'vitest';
import { parseRange, resolveRange } from './byte-ranges.js';

describe('parseRange', () => {
  it('reads a first-last range, an open one and a suffix', () => {
    expect(parseRange('bytes=0-99')).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-')).toEqual({ start: 100 });
    expect(parseRange('bytes=-500')).toEqual({ suffix: 500 });
    expect(parseRange(' Bytes = 5-5 ')).toEqual({ start: 5, end: 5 });
  });

  it('leaves the whole file for no header, another unit or several ranges', () => {
    expect(parseRange(undefined)).toBeUndefined();
    expect(parseRange('')).toBeUndefined();
    expect(parseRange('items=0-5')).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6')).toBeUndefined();
  });

  it('calls a broken bytes range invalid', () => {
    for (const header of [
      'bytes=',
      'bytes=-',
      'bytes=abc',
      'bytes=9-3',
      'bytes=1-2-3',
      'bytes=+1-2',
      'bytes=1e3-',
      'bytes=- 5',
    ]) {
      expect(parseRange(header), header).toBe('invalid');
    }
  });
});

describe('resolveRange', () => {
  it('holds a range against the size: ends past the file stop at its last byte', () => {
    expect(resolveRange({ start: 0, end: 99 }, 1000)).toEqual({ start: 0, end: 99 });
    expect(resolveRange({ start: 900, end: 5000 }, 1000)).toEqual({ start: 900, end: 999 });
    expect(resolveRange({ start: 100 }, 1000)).toEqual({ start: 100, end: 999 });
    expect(resolveRange({ suffix: 500 }, 1000)).toEqual({ start: 500, end: 999 });
    expect(resolveRange({ suffix: 5000 }, 1000)).toEqual({ start: 0, end: 999 });
  });

  it('selects nothing from a start at or past the end, or an empty suffix', () => {
    expect(resolveRange({ start: 1000 }, 1000)).toBeNull();
    expect(resolveRange({ start: 1000, end: 2000 }, 1000)).toBeNull();
    expect(resolveRange({ suffix: 0 }, 1000)).toBeNull();
    expect(resolveRange({ suffix: 5 }, 0)).toBeNull();
  });
});
