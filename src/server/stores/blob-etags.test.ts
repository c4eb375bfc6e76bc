import { describe, expect, it } from 'vitest';
import { holdsCurrentVersion, parseIfNoneMatch } from './blob-etags.js';

describe('If-None-Match', () => {
  it('reads `*` and lists of strong and weak tags', () => {
    expect(parseIfNoneMatch(' * ')).toBe('*');
    expect(parseIfNoneMatch('"a"')).toEqual(['"a"']);
    expect(parseIfNoneMatch('"a", W/"b" ,"c-1"')).toEqual(['"a"', 'W/"b"', '"c-1"']);
  });

  it('ignores a header that is absent, empty or not entity tags', () => {
    for (const header of [undefined, '', '  ', 'a', '"a', 'W/a', '"a" "b"', '*, "a"', '"a",']) {
      expect(parseIfNoneMatch(header), String(header)).toBeUndefined();
    }
    const many = Array.from({ length: 17 }, (_, index) => `"${index}"`).join(',');
    expect(parseIfNoneMatch(many)).toBeUndefined();
  });

  it('compares weakly: a weak tag names the same version as its strong form', () => {
    expect(holdsCurrentVersion(['W/"a"'], '"a"')).toBe(true);
    expect(holdsCurrentVersion(['"b"', '"a"'], '"a"')).toBe(true);
    expect(holdsCurrentVersion('*', '"a"')).toBe(true);
    expect(holdsCurrentVersion(['"b"'], '"a"')).toBe(false);
    expect(holdsCurrentVersion(['"A"'], '"a"')).toBe(false);
    expect(holdsCurrentVersion(undefined, '"a"')).toBe(false);
  });
});
