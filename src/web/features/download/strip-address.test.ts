import { describe, expect, it } from 'vitest';
import { stripAddressFromQuery } from './strip-address.js';

const origin = 'https://booth.example.com';
const path = '/strips/photostrip-1700000000000-AbCdEfGhIjKlMnOpQrStUv.png';
const query = (value: string) => `?photostrip=${encodeURIComponent(value)}`;

describe('stripAddressFromQuery', () => {
  it('accepts the address of a strip stored by our origin, absolute or relative', () => {
    expect(stripAddressFromQuery(query(`${origin}${path}`), origin)).toBe(`${origin}${path}`);
    expect(stripAddressFromQuery(query(path), origin)).toBe(`${origin}${path}`);
  });

  it('ignores every data: address, a PNG one too', () => {
    for (const value of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGgxPg==',
    ]) {
      expect(stripAddressFromQuery(query(value), origin), value).toBeNull();
    }
  });

  it('ignores other sites, other schemes and other files of ours', () => {
    for (const value of [
      `https://evil.example.org${path}`,
      `//evil.example.org${path}`,
      `http://booth.example.com${path}`,
      `https://booth.example.com:8443${path}`,
      `${origin}/strips/a.png`,
      `${origin}/index.html`,
      'javascript:alert(1)',
      `blob:${origin}/1234`,
    ]) {
      expect(stripAddressFromQuery(query(value), origin), value).toBeNull();
    }
  });

  it('is null without the parameter or with an empty one', () => {
    expect(stripAddressFromQuery('', origin)).toBeNull();
    expect(stripAddressFromQuery('?photostrip=', origin)).toBeNull();
    expect(stripAddressFromQuery(`?other=${path}`, origin)).toBeNull();
  });
});
