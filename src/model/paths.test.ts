import { describe, expect, it } from 'vitest';
import { appPathOf, eventCodeOf, eventScreenPath, isAppPath, paths, shareLink } from './paths.js';

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

describe("an event's screens", () => {
  const code = 'abcdefghjkmn23';

  it('are found under /e/<code> with a well-formed code only', () => {
    expect(appPathOf(`/e/${code}`)).toBe(paths.guest);
    expect(appPathOf(`/e/${code}/`)).toBe(paths.guest);
    expect(appPathOf(`/e/${code}/show`)).toBe(paths.show);
    expect(appPathOf(`/e/${code}/gallery`)).toBe(paths.gallery);
    expect(appPathOf('/e/:code')).toBeNull();
    expect(appPathOf('/e/:code/show')).toBeNull();
    expect(appPathOf(`/e/${code}/host`)).toBeNull();
    expect(appPathOf('/e/ABCDEFGHJKMN23')).toBeNull();
    expect(appPathOf('/e/abcdefghjkmn2')).toBeNull();
    expect(appPathOf('/e/abcdefghjkmn20')).toBeNull();
    expect(appPathOf(`/e/${code}/show/more`)).toBeNull();
    expect(appPathOf('/host')).toBe(paths.host);
  });

  it('give back their code, and are written from it', () => {
    expect(eventCodeOf(`/e/${code}/gallery`)).toBe(code);
    expect(eventCodeOf(`/e/${code}`)).toBe(code);
    expect(eventCodeOf('/e/nocode/show')).toBeNull();
    expect(eventCodeOf('/host')).toBeNull();
    expect(eventScreenPath(paths.show, code)).toBe(`/e/${code}/show`);
  });
});

describe('shareLink', () => {
  it('points at the final letter with the id in the query', () => {
    expect(shareLink('https://booth.example', 'a b')).toBe(
      'https://booth.example/final-letter?id=a%20b',
    );
  });
});
