import { describe, expect, it } from 'vitest';
import { appPathOf, isAppPath, paths, shareLink } from './paths.js';

describe('appPathOf', () => {
  it('names the screen of an address, with or without a trailing slash', () => {
    expect(appPathOf('/')).toBe(paths.home);
    expect(appPathOf('/edit')).toBe(paths.edit);
    expect(appPathOf('/edit/')).toBe(paths.edit);
    expect(appPathOf('/final-letter//')).toBe(paths.finalLetter);
  });

  it('answers null for an address that is no screen', () => {
    expect(appPathOf('/nowhere')).toBeNull();
    expect(appPathOf('/edit/more')).toBeNull();
    expect(appPathOf('//')).toBeNull();
    expect(isAppPath('/nowhere')).toBe(false);
    expect(isAppPath('/layout/')).toBe(true);
  });
});

describe('shareLink', () => {
  it('points at the final letter with the id in the query', () => {
    expect(shareLink('https://booth.example', 'a b')).toBe(
      'https://booth.example/final-letter?id=a%20b',
    );
  });
});
