import { describe, expect, it } from 'vitest';
import { stripAddressFromQuery } from './strip-address.js';

const origin = 'https://booth.example.com';
const query = (value: string) => `?photostrip=${encodeURIComponent(value)}`;

describe('stripAddressFromQuery', () => {
  it('accepts an address of our own origin, absolute or relative', () => {
    expect(stripAddressFromQuery(query(`${origin}/strips/a.png`), origin)).toBe(
      `${origin}/strips/a.png`,
    );
    expect(stripAddressFromQuery(query('/strips/b.png'), origin)).toBe(`${origin}/strips/b.png`);
  });

  it('accepts a PNG data address', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(stripAddressFromQuery(query(png), origin)).toBe(png);
  });

  it('ignores other sites, other schemes and other data', () => {
    for (const value of [
      'https://evil.example.org/strip.png',
      '//evil.example.org/strip.png',
      'http://booth.example.com/strips/a.png',
      'https://booth.example.com:8443/strips/a.png',
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGgxPg==',
      'data:image/png,raw',
      'data:image/png;base64,not base64!',
      'blob:https://booth.example.com/1234',
    ]) {
      expect(stripAddressFromQuery(query(value), origin), value).toBeNull();
    }
  });

  it('is null without the parameter or with an empty one', () => {
    expect(stripAddressFromQuery('', origin)).toBeNull();
    expect(stripAddressFromQuery('?photostrip=', origin)).toBeNull();
    expect(stripAddressFromQuery('?other=/strips/a.png', origin)).toBeNull();
  });
});
